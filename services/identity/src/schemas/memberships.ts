import { Type } from 'typebox';
import {
  Email,
  INVITATION_STATUSES,
  InvitationAnswer,
  InvitationCreate,
  Literals,
  PAGE_SIZE,
  PropertyCustomer,
  PropertyCustomerDelete,
  PropertyCustomerInvitation,
  PropertyCustomerUpsert,
  STAFF_ROLES,
  Int,
  Uuid,
} from '@casona/proto';

export { InvitationAnswer, InvitationCreate, PropertyCustomerDelete, PropertyCustomerUpsert };

/** proto's PropertyCustomer (label and its can_* flags) plus who the person is. */
export const MemberView = Type.Object(
  {
    ...PropertyCustomer.properties,
    created_at: Type.String({ format: 'date-time' }),
    profile: Type.Object({
      id: Type.String({ format: 'uuid' }),
      name: Type.String(),
      email: Type.String(),
      img_url: Type.Union([Type.String(), Type.Null()]),
    }),
  },
  { title: 'PropertyCustomerView' },
);

export const MemberList = Type.Object({ items: Type.Array(MemberView) }, { title: 'PropertyCustomerList' });

export const MemberPage = Type.Object(
  {
    items: Type.Array(MemberView),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  },
  { title: 'PropertyCustomerPage' },
);

export const MembersQuery = Type.Object({ property_id: Type.Optional(Uuid()) });

export const AdminMembersQuery = Type.Object({
  property_id: Type.Optional(Uuid()),
  profile_id: Type.Optional(Uuid()),
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
  pageSize: Type.Optional(Int({ min: 1, max: 100, default: PAGE_SIZE })),
});

/** proto's PropertyCustomerInvitation (profile_id null until the invited email registers) plus its times. */
export const InvitationView = Type.Object(
  {
    ...PropertyCustomerInvitation.properties,
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'PropertyCustomerInvitationView' },
);

export const InvitationList = Type.Object({ items: Type.Array(InvitationView) }, { title: 'InvitationList' });

export const InvitationsQuery = Type.Object({ property_id: Uuid() });
export const ReceivedInvitationsQuery = Type.Object({ status: Type.Optional(Literals(INVITATION_STATUSES)) });

export const StaffMember = Type.Object(
  {
    profile_id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    name: Type.String(),
    role: Literals(STAFF_ROLES),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'StaffMember' },
);
export const StaffList = Type.Object({ items: Type.Array(StaffMember) }, { title: 'StaffList' });

/** Grant a staff role to a profile, named by id or by email. */
export const StaffRoleBody = Type.Object(
  { profile_id: Type.Optional(Uuid()), email: Type.Optional(Email()), role: Literals(STAFF_ROLES) },
  { title: 'StaffRoleBody' },
);
export const StaffRoleDelete = Type.Object({ profile_id: Uuid() }, { title: 'StaffRoleDelete' });
