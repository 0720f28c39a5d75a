/** The messages identity answers with, from proto's one catalogue (i18n/messages.ts). */
import type { MessageKey } from '../i18n/messages.ts';

/** Sign-in and sessions, profiles, staff roles, memberships (allies) and invitations. */
export type IdentityMessageKey = Extract<
  MessageKey,
  `auth.${string}` | `profile.${string}` | `staff.${string}` | `ally.${string}` | `invitation.${string}`
>;
