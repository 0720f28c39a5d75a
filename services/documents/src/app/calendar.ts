/**
 * Every deadline of a property's files as a subscribable iCalendar feed at a secret address: the
 * owner (file update) creates or rotates it — the old address stops working at once — and revokes
 * it; anyone holding the address reads the feed, nobody else.
 */
import { randomBytes } from 'node:crypto';
import type { CalendarFeedView, MessageLocale as Locale } from '@casona/proto';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import { buildCalendar } from '../domain/ical.ts';
import {
  deleteFeed,
  feedByToken,
  feedOfProperty,
  replaceFeed,
  type CalendarFeedRow,
} from './calendar-store.ts';
import type { Deps } from './deps.ts';
import { filesOfProperties } from './file-store.ts';
import { propertyById } from './property-store.ts';

const view = (
  deps: Pick<Deps, 'platform'>,
  propertyId: string,
  row: CalendarFeedRow | null,
): CalendarFeedView => ({
  property_id: propertyId,
  url: row
    ? `${deps.platform.PUBLIC_URL.replace(/\/$/, '')}/api/v1/property_file/calendar/${row.token}`
    : null,
  created_at: row?.created_at.toISOString() ?? null,
});

export async function calendarFeedOf(
  deps: Pick<Deps, 'db' | 'memberships' | 'platform'>,
  auth: AuthContext,
  propertyId: string,
): Promise<CalendarFeedView> {
  await deps.memberships.assert(auth, propertyId, 'file', 'select');
  return view(deps, propertyId, await feedOfProperty(deps.db, propertyId));
}

export async function rotateCalendarFeed(
  deps: Pick<Deps, 'db' | 'memberships' | 'platform' | 'now'>,
  auth: AuthContext,
  propertyId: string,
): Promise<CalendarFeedView> {
  const by = requireProfile(auth);
  await deps.memberships.assert(auth, propertyId, 'file', 'update');
  const row = await replaceFeed(deps.db, {
    property_id: propertyId,
    // 32 random bytes: the address is the only key to the feed.
    token: randomBytes(32).toString('base64url'),
    created_by: by,
    created_at: deps.now(),
  });
  return view(deps, propertyId, row);
}

export async function revokeCalendarFeed(
  deps: Pick<Deps, 'db' | 'memberships'>,
  auth: AuthContext,
  propertyId: string,
): Promise<void> {
  await deps.memberships.assert(auth, propertyId, 'file', 'update');
  await deleteFeed(deps.db, propertyId);
}

/** The feed at a secret address; 404 for an unknown, rotated or revoked one. */
export async function calendarText(
  deps: Pick<Deps, 'db' | 'now'>,
  token: string,
  locale: Locale,
): Promise<string> {
  const feed = await feedByToken(deps.db, token);
  if (!feed) throw notFound({ messageKey: 'calendarFeed.notFound' });
  const property = await propertyById(deps.db, feed.property_id);
  const files = await filesOfProperties(deps.db, [feed.property_id]);
  return buildCalendar({
    propertyId: feed.property_id,
    propertyName: property?.name ?? null,
    locale,
    now: deps.now(),
    files: files.map((f) => ({ id: f.id, type: f.type, validFrom: f.valid_from, validTo: f.valid_to })),
  });
}
