/**
 * Who gets which email, as plain functions of facts the caller gathered (projections, payloads,
 * configuration). No I/O here: the event handlers and routes look the facts up and store the
 * intents these return.
 */
import type { EmailNotificationType, Locale } from '@casona/proto';
import { isDemoProfileId } from '@casona/proto/demo';
import { TYPE_TEMPLATES, type TemplateData, type TemplateKey } from './templates.ts';

/** One email to one address, before it is stored and queued. */
export interface EmailIntent {
  template: TemplateKey;
  /** Trimmed and lower-cased. */
  to: string;
  locale: Locale;
  propertyId: string | null;
  profileId: string | null;
  data: TemplateData[TemplateKey];
}

export interface Recipient {
  profileId: string | null;
  email: string;
  name: string | null;
  locale: Locale;
}

/** The company team's inbox (TEAM_EMAIL) and the language its mail is written in. */
export interface Team {
  email: string;
  locale: Locale;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function intent<K extends TemplateKey>(
  template: K,
  to: { email: string; locale: Locale; profileId?: string | null },
  data: TemplateData[K],
  propertyId: string | null = null,
): EmailIntent {
  return {
    template,
    to: normalizeEmail(to.email),
    locale: to.locale,
    propertyId,
    profileId: to.profileId ?? null,
    data,
  };
}

/** The same address once, first occurrence wins (two memberships can never mail someone twice). */
export function uniqueRecipients<T extends { email: string }>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((r) => {
    const key = normalizeEmail(r.email);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface PropertyFacts {
  propertyId: string;
  propertyName: string | null;
  /** The property's OWNER-type members with a known profile. */
  owners: readonly Recipient[];
  team: Team;
  /** AIRBNB_LISTING_SUBMITTED. */
  listing?: { name: string; url: string };
  /** CONTRACT_UPLOADED and MISCELLANEOUS_FILE_SUBMITTED: who uploaded. */
  uploaderName?: string | null;
}

/**
 * A §9 per-property email: every owner gets the owners' version in their language, and the team
 * its own version when the type needs someone at Casona to act (review a document, verify a
 * listing, close a sale).
 */
export function propertyEmails(type: EmailNotificationType, facts: PropertyFacts): EmailIntent[] {
  const { owner, team } = TYPE_TEMPLATES[type];
  const base = { propertyId: facts.propertyId, propertyName: facts.propertyName };
  const extra = (): Record<string, unknown> => {
    if (type === 'AIRBNB_LISTING_SUBMITTED') {
      if (!facts.listing) throw new Error('AIRBNB_LISTING_SUBMITTED needs the listing');
      return { listingName: facts.listing.name, listingUrl: facts.listing.url };
    }
    if (type === 'CONTRACT_UPLOADED' || type === 'MISCELLANEOUS_FILE_SUBMITTED')
      return { uploaderName: facts.uploaderName ?? null };
    return {};
  };
  const intents = uniqueRecipients(facts.owners).map((r) =>
    intent(
      owner,
      r,
      { ...base, ...extra(), name: r.name } as unknown as TemplateData[typeof owner],
      facts.propertyId,
    ),
  );
  if (team)
    intents.push(
      intent(
        team,
        facts.team,
        { ...base, ...extra() } as unknown as TemplateData[typeof team],
        facts.propertyId,
      ),
    );
  return intents;
}

/** The link in the footer of non-transactional mail. */
export const unsubscribeUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Whether a notice may go to this person at all: the demo's people (proto's demo profiles, with
 * example.com addresses) never sign in, so nothing is ever sent to them by email or WhatsApp —
 * their chores, day plans and statements exist only to be read on the demo's screens.
 */
export const reachable = (notice: { profileId: string | null }): boolean =>
  !isDemoProfileId(notice.profileId);
