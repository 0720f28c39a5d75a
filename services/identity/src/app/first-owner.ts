import type pg from 'pg';
import type { Locale } from '@casona/proto';
import { isOwnerLabel } from '../domain/memberships.ts';
import { phoneOrNull } from '../domain/profiles.ts';
import { normalizeEmail } from '../domain/secrets.ts';
import { issueResetLink } from './accounts.ts';
import type { Deps } from './deps.ts';
import { lockProperty, membersOf } from './membership-store.ts';
import { insertMember, relabel } from './memberships.ts';
import { findProfileByEmail, lockEmail, profileExists } from './profile-store.ts';
import { createProfile } from './profiles.ts';
import { staffRoleOf } from './staff-store.ts';

/** The owner's contact carried by listings.property.created when the submitter had no profile yet. */
export interface SubmittedOwner {
  email: string;
  name: string;
  phoneNumber: string | null;
  locale: Locale;
}

/**
 * The profile a submission names by email. A new email gets a new profile (source submit_property,
 * no password) with a single-use set-your-password link announced as identity.password_reset.requested,
 * which notifications emails. An email that already has a profile is that profile only when company
 * staff made the submission (admin/submit_property): nothing is attached to an account without its
 * owner signed in, so an anonymous submission naming it gets no owner (listings refuses those with
 * 'A profile with this email already exists…'; this covers its projection lagging behind). Runs in
 * the consumer's transaction, so the profile, the link and the membership commit together.
 */
async function profileForSubmission(
  client: pg.ClientBase,
  deps: Deps,
  owner: SubmittedOwner,
  createdBy: string | null,
): Promise<string | null> {
  const email = normalizeEmail(owner.email);
  // Serializes two submissions naming the same new email (the unique email would fail the second).
  await lockEmail(client, email);
  const existing = await findProfileByEmail(client, email);
  if (existing) return createdBy && (await staffRoleOf(client, createdBy)) ? existing.id : null;
  const profile = await createProfile(client, deps, {
    email,
    name: owner.name.trim() || email.split('@')[0]!,
    locale: owner.locale,
    phoneNumber: phoneOrNull(owner.phoneNumber),
    dataSource: 'email',
    source: 'submit_property',
  });
  await issueResetLink(client, deps, profile);
  return profile.id;
}

/**
 * listings.property.created: the submitter becomes the property's first OWNER. Runs in the
 * consumer's transaction (idempotent by event id); an owner already there is left alone. An
 * anonymous or staff submission names its owner by `owner` (email, name, phone, locale) instead of
 * a profile id: see profileForSubmission for whose profile that becomes.
 */
export async function makeFirstOwner(
  client: pg.ClientBase,
  deps: Deps,
  input: {
    propertyId: string;
    ownerProfileId: string | null;
    createdBy?: string | null | undefined;
    owner?: SubmittedOwner | null | undefined;
  },
): Promise<void> {
  await lockProperty(client, input.propertyId);
  let ownerProfileId = input.ownerProfileId;
  if (!ownerProfileId && input.owner) {
    ownerProfileId = await profileForSubmission(client, deps, input.owner, input.createdBy ?? null);
    if (!ownerProfileId) {
      deps.logger.warn(
        { propertyId: input.propertyId, createdBy: input.createdBy ?? null },
        'a submission named an email that has an account, without its owner signed in; no owner set',
      );
      return;
    }
  }
  if (!ownerProfileId) return;
  if (!(await profileExists(client, ownerProfileId))) {
    deps.logger.warn(input, 'property created for an unknown profile; no owner set');
    return;
  }
  const members = await membersOf(client, input.propertyId);
  const owner = members.find((m) => isOwnerLabel(m.label));
  if (owner) {
    if (owner.profileId !== ownerProfileId)
      deps.logger.warn(
        { ...input, currentOwner: owner.profileId },
        'property already has an owner; left as is',
      );
    return;
  }
  const existing = members.find((m) => m.profileId === ownerProfileId);
  if (existing)
    await relabel(client, deps, {
      profileId: ownerProfileId,
      propertyId: input.propertyId,
      label: 'OWNER',
      previousLabel: existing.label,
    });
  else
    await insertMember(client, deps, {
      profileId: ownerProfileId,
      propertyId: input.propertyId,
      label: 'OWNER',
      addedBy: null,
    });
}
