/** The rules of a profile's own fields, as plain functions of data. */
import type { Locale, Profile, ProfileView, StaffRole } from '@casona/proto';

export type { ProfileView } from '@casona/proto';

/** What of a stored profile the API shows. */
export interface ProfileFields {
  id: string;
  email: string;
  name: string;
  img_url: string | null;
  img_key: string | null;
  data_source: Profile['data_source'];
  locale: Locale;
  phone_number: string | null;
}

export const toProfileView = (row: ProfileFields, staffRole: StaffRole | null): ProfileView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  img_url: row.img_url,
  data_source: row.data_source,
  locale: row.locale,
  phone_number: row.phone_number,
  staff_role: staffRole,
});

/** Blank phone numbers (the forms allow '' and null) are stored as null. */
export const phoneOrNull = (phone: string | null | undefined): string | null =>
  phone === undefined || phone === null || phone === '' ? null : phone;

/** A name of only spaces passes the length check but is no name. */
export const isBlankName = (name: string): boolean => !name.trim();

export interface ProfileChanges {
  name?: string | undefined;
  phone_number?: string | null | undefined;
  locale?: Locale | undefined;
  /** A new picture (base64), null to remove it, absent to keep it. */
  picture?: string | null | undefined;
}

/**
 * The profile's fields after an update: what is absent stays; a new picture (already stored, at
 * `uploaded`) or a removal replaces the old one, whose key is then `replacedKey` (to delete).
 */
export function nextProfile(
  current: Pick<ProfileFields, 'name' | 'phone_number' | 'locale' | 'img_url' | 'img_key'>,
  changes: ProfileChanges,
  uploaded: { key: string; url: string } | null,
): {
  fields: Pick<ProfileFields, 'name' | 'phone_number' | 'locale' | 'img_url' | 'img_key'>;
  replacedKey: string | null;
} {
  const fields = {
    name: changes.name ?? current.name,
    phone_number:
      changes.phone_number === undefined ? current.phone_number : phoneOrNull(changes.phone_number),
    locale: changes.locale ?? current.locale,
    img_url: current.img_url,
    img_key: current.img_key,
  };
  if (!uploaded && changes.picture !== null) return { fields, replacedKey: null };
  return {
    fields: { ...fields, img_url: uploaded?.url ?? null, img_key: uploaded?.key ?? null },
    replacedKey: current.img_key,
  };
}
