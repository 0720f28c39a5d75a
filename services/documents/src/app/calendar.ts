/**
 * Every deadline of a property's files as a subscribable iCalendar feed at a secret address: the
 * owner (file update) creates or rotates it — the old address stops working at once — and revokes
 * it; anyone holding the address reads the feed, nobody else.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { CalendarFeedView, MessageLocale as Locale } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
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

/**
 * Whoever holds the address reads the deadlines: sharing, rotating or revoking it changes who may,
 * so each is in the audit log (issue 19) — when the address was made, never the address itself.
 */
async function auditFeed(
  deps: Pick<Deps, 'emit' | 'event' | 'now'>,
  client: pg.ClientBase,
  auth: AuthContext,
  propertyId: string,
  before: CalendarFeedRow | null,
  after: CalendarFeedRow | null,
): Promise<void> {
  const fields = (row: CalendarFeedRow | null) => ({
    shared: row !== null,
    link_created_at: row?.created_at.toISOString() ?? null,
  });
  const property = await propertyById(client, propertyId);
  await audit(deps, client, auth, {
    action: after ? 'CALENDAR_FEED_SHARED' : 'CALENDAR_FEED_REVOKED',
    entity: 'calendar_feed',
    entityId: propertyId,
    entityLabel: property?.name ?? null,
    propertyId,
    before: fields(before),
    after: fields(after),
  });
}

export async function rotateCalendarFeed(
  deps: Pick<Deps, 'db' | 'memberships' | 'platform' | 'now' | 'emit' | 'event'>,
  auth: AuthContext,
  propertyId: string,
): Promise<CalendarFeedView> {
  const by = requireProfile(auth);
  await deps.memberships.assert(auth, propertyId, 'file', 'update');
  const row = await deps.db.tx(async (client) => {
    const before = await feedOfProperty(client, propertyId);
    const after = await replaceFeed(client, {
      property_id: propertyId,
      // 32 random bytes: the address is the only key to the feed.
      token: randomBytes(32).toString('base64url'),
      created_by: by,
      created_at: deps.now(),
    });
    await auditFeed(deps, client, auth, propertyId, before, after);
    return after;
  });
  return view(deps, propertyId, row);
}

export async function revokeCalendarFeed(
  deps: Pick<Deps, 'db' | 'memberships' | 'now' | 'emit' | 'event'>,
  auth: AuthContext,
  propertyId: string,
): Promise<void> {
  await deps.memberships.assert(auth, propertyId, 'file', 'update');
  await deps.db.tx(async (client) => {
    const before = await feedOfProperty(client, propertyId);
    await deleteFeed(client, propertyId);
    await auditFeed(deps, client, auth, propertyId, before, null);
  });
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
