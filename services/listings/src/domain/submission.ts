import type { SubmitProperty } from '@casona/proto';
import type { Checked } from './property-update.ts';

/** Whom a submission makes the owner of, when it is not the signed-in caller. */
export interface OwnerContact {
  email: string;
  name: string;
  phoneNumber: string | null;
  locale: 'EN' | 'ES';
}

/**
 * §2 submission: the owner it names. Staff name one by email (their name defaults to the email's
 * local part); an anonymous submitter names themselves and must give a name and an email; a
 * signed-in submitter owns the property themselves (null).
 */
export function submissionOwner(
  body: Pick<SubmitProperty, 'profile'>,
  by: { ownerEmail?: string | undefined; signedIn: boolean; locale: 'EN' | 'ES' },
): Checked<OwnerContact | null> {
  if (by.ownerEmail) {
    const email = by.ownerEmail.trim().toLowerCase();
    return {
      ok: true,
      value: {
        email,
        name: body.profile?.name?.trim() || email.split('@')[0]!,
        phoneNumber: body.profile?.phone_number || null,
        locale: by.locale,
      },
    };
  }
  if (by.signedIn) return { ok: true, value: null };
  const issues = [];
  if (!body.profile?.name?.trim()) issues.push({ path: '/profile/name', key: 'validation.required' });
  if (!body.profile?.email) issues.push({ path: '/profile/email', key: 'validation.required' });
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      email: body.profile!.email!.trim().toLowerCase(),
      name: body.profile!.name!.trim(),
      phoneNumber: body.profile!.phone_number || null,
      locale: by.locale,
    },
  };
}
