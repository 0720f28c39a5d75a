import { Type } from 'typebox';
import {
  DATA_SOURCES,
  HomeAddressUpdate,
  IdUpload,
  Literals,
  LocaleSchema,
  Nullable,
  ProfileDeletion,
  ProfileUpdate,
  STAFF_ROLES,
  Uuid,
} from '@casona/proto';

/**
 * Response shapes keep formats as annotations only: they describe what the service writes and are
 * not re-validated on the way out.
 */
export const ProfileView = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    name: Type.String(),
    img_url: Type.Union([Type.String(), Type.Null()]),
    data_source: Literals(DATA_SOURCES),
    locale: LocaleSchema(),
    phone_number: Type.Union([Type.String(), Type.Null()]),
    /** Company staff role, null for everyone else (the SPA shows admin pages from it). */
    staff_role: Type.Union([Literals(STAFF_ROLES), Type.Null()]),
  },
  { title: 'ProfileView' },
);

export const ProfileQuery = Type.Object({ profile_id: Type.Optional(Uuid()) });

export { HomeAddressUpdate, IdUpload, ProfileDeletion, ProfileUpdate };

export const PrivateInfoView = Type.Object(
  {
    profile_id: Type.String({ format: 'uuid' }),
    home_address_string: Nullable(Type.String()),
    home_latitude: Nullable(Type.Number()),
    home_longitude: Nullable(Type.Number()),
    home_place_id: Nullable(Type.String()),
    /** Presigned link to the ID document (valid 15 minutes), or null. */
    id_url: Nullable(Type.String()),
    phone_number: Nullable(Type.String()),
    stripe_customer_id: Nullable(Type.String()),
  },
  { title: 'ProfilePrivateInfoView' },
);

export const IdFileLink = Type.Object(
  { url: Type.String(), content_type: Type.String(), expires_in: Type.Integer() },
  { title: 'IdFileLink' },
);
