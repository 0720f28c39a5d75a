/**
 * The calendar sync of one Airbnb listing (issue 12): what a fetch of its feed brought, applied to
 * its stored reservations and blocks in one transaction with the events and a log row.
 *
 * - A failed fetch records the error and one more consecutive failure; the differ never runs, so a
 *   failure is no poll and cancels nothing.
 * - An unchanged feed (304, or the same events once DTSTAMP is left out — hash.ts) writes nothing,
 *   unless a stored stay is waiting out its missing polls (an unchanged feed is still a poll that
 *   misses it), the last sync failed (health recovers) or the last success is older than
 *   HEARTBEAT_MS (so a stale feed is told apart from a quiet one).
 * - Otherwise the feed is parsed on the property's time zone and diffed against the stored feed
 *   stays with the property's local today; blocks are replaced only when the diff counted the poll
 *   (an empty body is no poll and keeps them).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { can, ROLE_LABELS, type AirbnbListingSyncLog, type StaleAirbnbListingList } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import type { Queryable } from '@casona/kit/db/queryable';
import { allAirbnbListingIds, findAirbnbListing, type AirbnbListingRow } from './airbnb-listing-store.ts';
import type { JobQueue } from '@casona/kit/ports/job-queue';
import { assertAllowed, requireProperty } from './access.ts';
import { fetchFeed } from './calendar-fetch.ts';
import { demoFetch, isDemoListing } from '../demo/sync.ts';
import { neighbourTurnoverEvents, reservationPayload } from './reservation-events.ts';
import {
  propertyStaysOf,
  feedReservationsOf,
  findSyncState,
  insertFeedReservation,
  insertSyncLog,
  replaceBlocks,
  saveSyncState,
  updateFeedReservation,
  type FeedStayFields,
  type ReservationRow,
  type SyncOutcome,
  type SyncStateRow,
  deleteSyncLogBefore,
  feedFreshnessOf,
  markStaleNotified,
  staleFeedsOfMember,
  syncLogOf,
  unannouncedStaleFeeds,
} from './calendar-sync-store.ts';
import type { Deps } from './deps.ts';
import { dateInZone } from '../domain/calendar/dates.ts';
import { diffReservations, type DiffedStay, type StoredReservation } from '../domain/calendar/diff.ts';
import { feedHash } from '../domain/calendar/hash.ts';
import { parseFeed } from '../domain/calendar/parse.ts';
import { isStale, shouldAnnounceStale, staleCutoff, staleSince } from '../domain/calendar/stale.ts';

/** How long an unchanged feed goes without a write before its last success is refreshed. */
export const HEARTBEAT_MS = 60 * 60 * 1000;
/** How long the sync log is kept (deleteSyncLogBefore). */
export const SYNC_LOG_RETENTION_DAYS = 90;

/** The outcome of fetching a listing's feed. */
export type FetchedFeed =
  | { kind: 'body'; body: string; etag: string | null; lastModified: string | null }
  | { kind: 'not_modified' }
  | { kind: 'error'; error: string };

export interface SyncResult {
  outcome: SyncOutcome | 'unchanged';
  added: number;
  updated: number;
  canceled: number;
  ignored: number;
}

const nothing = { added: 0, updated: 0, canceled: 0, ignored: 0 };

/** The sync's health after a run, as the audit log shows it beside the result. */
interface SyncHealth {
  last_success_at: Date | null;
  consecutive_failures: number;
}

/**
 * Records a sync someone asked for (staff's "sync now") in the sync's own transaction: the listing's
 * health before, and after with what the run did. A sync the sweep ran records nothing.
 */
type SyncAuditor = (
  client: pg.ClientBase,
  previous: SyncHealth | null,
  next: SyncHealth,
  result: SyncResult,
) => Promise<void>;

/** The auditor of staff's "sync now" on `listing` (issue 19). */
function staffSyncAuditor(deps: Deps, auth: AuthContext, listing: AirbnbListingRow): SyncAuditor {
  const health = (h: SyncHealth) => ({
    last_synced: h.last_success_at,
    failed_syncs: h.consecutive_failures,
  });
  return (client, previous, next, result) =>
    audit(deps, client, auth, {
      action: 'AIRBNB_LISTING_SYNCED',
      entity: 'airbnb_listing',
      entityId: listing.id,
      entityLabel: listing.name,
      propertyId: listing.property_id,
      before: health(previous ?? { last_success_at: null, consecutive_failures: 0 }),
      after: {
        ...health(next),
        result: result.outcome,
        added: result.added,
        updated: result.updated,
        canceled: result.canceled,
      },
    }).then(() => undefined);
}

/** The validators a conditional GET may send: none while a stay waits out its missing polls. */
export function conditionalHeadersOf(state: SyncStateRow | null): Record<string, string> {
  if (!state || Object.keys(state.missing_polls).length > 0) return {};
  return {
    ...(state.etag ? { 'If-None-Match': state.etag } : {}),
    ...(state.last_modified ? { 'If-Modified-Since': state.last_modified } : {}),
  };
}

export { reservationPayload } from './reservation-events.ts';

const toStored = (row: ReservationRow): StoredReservation => ({
  id: row.id,
  uid: row.feed_uid!,
  listingRef: row.listing_ref,
  checkIn: row.check_in,
  checkOut: row.check_out,
  confirmationCode: row.confirmation_code,
  phoneLast4: row.phone_last4,
  tentative: row.tentative,
  isCanceled: row.is_canceled,
  turnover: { previous: row.turnover_previous, next: row.turnover_next },
});

/** The feed's word on a stay; a detail it leaves out keeps the stored one. */
const feedFields = (stay: DiffedStay, before?: StoredReservation): FeedStayFields => ({
  feed_uid: stay.uid,
  listing_ref: stay.listingRef,
  check_in: stay.checkIn,
  check_out: stay.checkOut,
  confirmation_code: stay.confirmationCode ?? before?.confirmationCode ?? null,
  phone_last4: stay.phoneLast4 ?? before?.phoneLast4 ?? null,
  tentative: stay.tentative,
  turnover_previous: stay.turnover.previous,
  turnover_next: stay.turnover.next,
  is_canceled: false,
});

const emptyState = (listingId: string, now: Date): SyncStateRow => ({
  airbnb_listing_id: listingId,
  feed_hash: null,
  etag: null,
  last_modified: null,
  missing_polls: {},
  distinguishes_blocks: null,
  last_attempt_at: null,
  last_success_at: null,
  last_error: null,
  last_error_at: null,
  consecutive_failures: 0,
  stale_notified_at: null,
  updated_at: now,
});

async function requireAirbnbListing(q: Queryable, id: string, lock = false): Promise<AirbnbListingRow> {
  const listing = await findAirbnbListing(q, id, lock);
  if (!listing) throw notFound();
  return listing;
}

/** Drops sync log rows older than SYNC_LOG_RETENTION_DAYS; answers how many (a daily chore). */
export function pruneSyncLog(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - SYNC_LOG_RETENTION_DAYS * 86_400_000);
  return deleteSyncLogBefore(deps.db, cutoff);
}

/** Applies one fetch of the listing's feed; answers what changed (`auditor`: see SyncAuditor). */
export async function syncListing(
  deps: Deps,
  listingId: string,
  fetched: FetchedFeed,
  auditor: SyncAuditor | null = null,
): Promise<SyncResult> {
  const now = deps.now();
  const listing = await requireAirbnbListing(deps.db, listingId);
  const state = await findSyncState(deps.db, listingId);
  const previous = state ?? emptyState(listingId, now);

  if (fetched.kind === 'error') {
    await deps.db.tx(async (client) => {
      await requireAirbnbListing(client, listingId, true);
      const current = (await findSyncState(client, listingId)) ?? previous;
      await saveSyncState(client, {
        ...current,
        last_attempt_at: now,
        last_error: fetched.error,
        last_error_at: now,
        consecutive_failures: current.consecutive_failures + 1,
        updated_at: now,
      });
      await insertSyncLog(client, {
        id: randomUUID(),
        airbnb_listing_id: listingId,
        property_id: listing.property_id,
        at: now,
        outcome: 'failed',
        ...nothing,
        detail: {},
        error: fetched.error,
      });
      await auditor?.(
        client,
        current,
        { last_success_at: current.last_success_at, consecutive_failures: current.consecutive_failures + 1 },
        { outcome: 'failed', ...nothing },
      );
    });
    return { outcome: 'failed', ...nothing };
  }

  const hash = fetched.kind === 'body' ? feedHash(fetched.body) : null;
  const pending = Object.keys(previous.missing_polls).length > 0;
  const unchanged = fetched.kind === 'not_modified' || (state !== null && hash === state.feed_hash);
  /** Nothing changed: a write only when the sync's health needs one (see HEARTBEAT_MS). */
  const quiet = async (): Promise<SyncResult> => {
    const healthy =
      state !== null &&
      state.consecutive_failures === 0 &&
      state.stale_notified_at === null &&
      state.last_success_at !== null &&
      now.getTime() - state.last_success_at.getTime() < HEARTBEAT_MS;
    const result: SyncResult = { outcome: 'unchanged', ...nothing };
    const write = async (q: Queryable) => {
      if (healthy) return;
      await saveSyncState(q, {
        ...previous,
        last_attempt_at: now,
        last_success_at: now,
        consecutive_failures: 0,
        stale_notified_at: null,
        updated_at: now,
      });
    };
    if (!auditor) await write(deps.db);
    else
      await deps.db.tx(async (client) => {
        await write(client);
        const next = healthy ? state! : { last_success_at: now, consecutive_failures: 0 };
        await auditor(client, state, next, result);
      });
    return result;
  };
  if (unchanged && (!pending || fetched.kind === 'not_modified')) return quiet();
  if (fetched.kind !== 'body') throw new Error('unreachable: a changed feed has a body');

  const property = await requireProperty(deps.db, listing.property_id);
  const feed = parseFeed(fetched.body, { timeZone: property.timezone });
  // The same body that was no poll (empty, not a calendar) is still none: nothing to count.
  if (unchanged && feed.status !== 'events') return quiet();

  return deps.db.tx(async (client) => {
    const locked = await requireAirbnbListing(client, listingId, true);
    const current = (await findSyncState(client, listingId)) ?? previous;
    const stored = (await feedReservationsOf(client, listingId)).map(toStored);
    const today = dateInZone(now, property.timezone);
    // The property's live stays outside this feed: a stay naming no listing turns over with them.
    const others = (await propertyStaysOf(client, locked.property_id)).filter(
      (s) => s.source !== listingId && !s.isCanceled,
    );
    const diff = diffReservations(stored, feed, { today, missingPolls: current.missing_polls, others });

    const events = [];
    for (const stay of diff.added) {
      const row = await insertFeedReservation(client, {
        ...feedFields(stay),
        id: randomUUID(),
        property_id: locked.property_id,
        airbnb_listing_id: listingId,
        currency: locked.currency,
        now,
      });
      events.push(deps.event('listings.reservation.added', reservationPayload(row)));
    }
    for (const u of diff.updated) {
      const row = await updateFeedReservation(client, u.id, feedFields(u.after, u.before), now);
      events.push(
        deps.event('listings.reservation.updated', { ...reservationPayload(row), changes: u.changes }),
      );
    }
    for (const c of diff.canceled) {
      const r = c.reservation;
      const row = await updateFeedReservation(
        client,
        c.id,
        {
          feed_uid: r.uid,
          listing_ref: r.listingRef,
          check_in: r.checkIn,
          check_out: r.checkOut,
          confirmation_code: r.confirmationCode,
          phone_last4: r.phoneLast4,
          tentative: r.tentative,
          turnover_previous: false,
          turnover_next: false,
          is_canceled: true,
        },
        now,
      );
      // Its feed dropped it: no one canceled it by hand.
      events.push(
        deps.event('listings.reservation.canceled', { ...reservationPayload(row), canceledBy: null }),
      );
    }
    // The property's other stays (direct bookings, other listings) this feed's changes turned over or freed.
    if (diff.added.length + diff.updated.length + diff.canceled.length > 0) {
      const own = new Set((await feedReservationsOf(client, listingId)).map((r) => r.id));
      events.push(...(await neighbourTurnoverEvents(deps, client, locked.property_id, { today, skip: own })));
    }
    if (diff.counted) {
      await replaceBlocks(
        client,
        locked,
        feed.blocks.map((b) => ({
          id: randomUUID(),
          feed_uid: b.uid,
          listing_ref: b.listingRef,
          start_date: b.start,
          end_date: b.end,
        })),
        now,
      );
    }
    await saveSyncState(client, {
      ...current,
      feed_hash: hash,
      etag: fetched.etag,
      last_modified: fetched.lastModified,
      missing_polls: diff.missingCounts,
      distinguishes_blocks: diff.counted ? feed.distinguishesBlocks : current.distinguishes_blocks,
      last_attempt_at: now,
      last_success_at: now,
      consecutive_failures: 0,
      stale_notified_at: null,
      updated_at: now,
    });
    const outcome: SyncOutcome = diff.counted ? 'synced' : 'not_counted';
    const counts = {
      added: diff.added.length,
      updated: diff.updated.length,
      canceled: diff.canceled.length,
      ignored: diff.ignored.length,
    };
    await insertSyncLog(client, {
      id: randomUUID(),
      airbnb_listing_id: listingId,
      property_id: locked.property_id,
      at: now,
      outcome,
      ...counts,
      detail: {
        status: feed.status,
        channel: feed.channel,
        blocks: diff.counted ? feed.blocks.length : null,
        warnings: feed.warnings,
        added: diff.added.map((s) => ({ uid: s.uid, checkIn: s.checkIn, checkOut: s.checkOut })),
        updated: diff.updated.map((u) => ({ id: u.id, matchedBy: u.matchedBy, changes: u.changes })),
        canceled: diff.canceled.map((c) => ({ id: c.id, missingPolls: c.missingPolls })),
        ignored: diff.ignored,
        waiting: diff.missingCounts,
      },
      error: null,
    });
    if (events.length > 0) await deps.emit(client, events);
    await auditor?.(
      client,
      current,
      { last_success_at: now, consecutive_failures: 0 },
      { outcome, ...counts },
    );
    return { outcome, ...counts };
  });
}

/** Fetches the listing's feed (conditionally when nothing waits) and applies it. */
async function fetchAndSync(
  deps: Deps,
  listing: AirbnbListingRow,
  auditor: SyncAuditor | null = null,
): Promise<SyncResult> {
  // The demo's listing reads its committed feed (§2 /demo): no demo request reaches the internet.
  if (isDemoListing(listing))
    return syncListing(deps, listing.id, await demoFetch(deps.db, listing, deps.now()), auditor);
  const state = await findSyncState(deps.db, listing.id);
  return syncListing(
    deps,
    listing.id,
    await fetchFeed(deps.fetch, listing.ics_url, conditionalHeadersOf(state)),
    auditor,
  );
}

/**
 * POST /property_airbnb_listing/{id}/sync: fetches the feed now and applies it (Airbnb listing
 * update); staff's is in the audit log (issue 19), a member's is not.
 */
export async function syncAirbnbListingNow(deps: Deps, auth: AuthContext, id: string): Promise<SyncResult> {
  requireProfile(auth);
  const listing = await requireAirbnbListing(deps.db, id);
  const access = await assertAllowed(deps, auth, listing.property_id, 'airbnb_listing', 'update');
  return fetchAndSync(deps, listing, access.staff ? staffSyncAuditor(deps, auth, listing) : null);
}

export const CALENDAR_SWEEP_JOB = 'calendar-sweep';
export const CALENDAR_SYNC_JOB = 'calendar-sync';
export const SYNC_LOG_PRUNE_JOB = 'calendar-sync-log-prune';

/**
 * The repeatable sweep (every CALENDAR_SYNC_INTERVAL_MS): one sync job per listing, each delayed by a
 * random part of the interval so feeds are not all fetched at once, deduplicated by listing so a
 * slow sync is never queued twice. Answers how many were queued.
 */
export async function enqueueCalendarSyncs(
  deps: Deps,
  queue: Pick<JobQueue, 'enqueue'>,
  random: () => number = Math.random,
): Promise<number> {
  const ids = await allAirbnbListingIds(deps.db);
  const interval = deps.config.CALENDAR_SYNC_INTERVAL_MS;
  for (const listingId of ids) {
    await queue.enqueue(
      CALENDAR_SYNC_JOB,
      { listingId },
      { jobId: `${CALENDAR_SYNC_JOB}:${listingId}`, delayMs: Math.floor(random() * interval), attempts: 1 },
    );
  }
  return ids.length;
}

/** The sync job: a listing deleted since the sweep is skipped. */
export async function runCalendarSync(deps: Deps, listingId: string): Promise<SyncResult | null> {
  const listing = await findAirbnbListing(deps.db, listingId);
  return listing ? fetchAndSync(deps, listing) : null;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The stale flag of a feed and since when (null while fresh). */
function staleness(now: Date, lastSuccessAt: Date | null, addedAt: Date) {
  const stale = isStale(now, lastSuccessAt, addedAt);
  return { stale, stale_since: stale ? staleSince(lastSuccessAt, addedAt).toISOString() : null };
}

/**
 * The stale-feed check (run with every sweep): each listing whose feed has not synced for 24 h and
 * whose episode was not announced yet gets listings.airbnb_listing.stale (notifications emails the
 * property's managers) and the notice recorded, in one transaction; a successful sync clears the
 * notice, so the next episode is announced again. Answers how many were announced.
 */
export async function announceStaleFeeds(deps: Deps): Promise<number> {
  const now = deps.now();
  let announced = 0;
  for (const candidate of await unannouncedStaleFeeds(deps.db, staleCutoff(now))) {
    const done = await deps.db.tx(async (client) => {
      const feed = await feedFreshnessOf(client, candidate.id);
      if (
        !feed ||
        !shouldAnnounceStale(now, {
          lastSuccessAt: feed.last_success_at,
          addedAt: feed.created_at,
          notifiedAt: feed.stale_notified_at,
        })
      )
        return false;
      await markStaleNotified(client, feed.id, now);
      await deps.emit(client, [
        deps.event('listings.airbnb_listing.stale', {
          airbnbListingId: feed.id,
          propertyId: feed.property_id,
          name: feed.name,
          url: feed.url,
          lastSuccessAt: iso(feed.last_success_at),
          staleSince: staleSince(feed.last_success_at, feed.created_at).toISOString(),
          lastError: feed.last_error,
          consecutiveFailures: feed.consecutive_failures,
        }),
      ]);
      return true;
    });
    if (done) announced++;
  }
  return announced;
}

/** GET /property_airbnb_listing/stale: the stale feeds of the caller's properties (labels that read listings). */
export async function staleAirbnbListings(deps: Deps, auth: AuthContext): Promise<StaleAirbnbListingList> {
  const profileId = requireProfile(auth);
  const labels = ROLE_LABELS.filter((label) => can(label, 'airbnb_listing', 'select'));
  const now = deps.now();
  const rows = await staleFeedsOfMember(deps.db, profileId, labels, staleCutoff(now));
  return {
    items: rows.map((r) => ({
      property_id: r.property_id,
      property_name: r.property_name,
      property_airbnb_listing_id: r.id,
      name: r.name,
      last_success_at: iso(r.last_success_at),
      stale_since: staleSince(r.last_success_at, r.created_at).toISOString(),
      last_error: r.last_error,
    })),
  };
}

/** GET /property_airbnb_listing/{id}/sync_log: the listing's sync health and log (Airbnb listing read). */
export async function airbnbListingSyncLog(
  deps: Deps,
  auth: AuthContext,
  id: string,
): Promise<AirbnbListingSyncLog> {
  requireProfile(auth);
  const listing = await requireAirbnbListing(deps.db, id);
  await assertAllowed(deps, auth, listing.property_id, 'airbnb_listing', 'select');
  const state = await findSyncState(deps.db, id);
  return {
    state: state && {
      last_attempt_at: iso(state.last_attempt_at),
      last_success_at: iso(state.last_success_at),
      last_error: state.last_error,
      last_error_at: iso(state.last_error_at),
      consecutive_failures: state.consecutive_failures,
      distinguishes_blocks: state.distinguishes_blocks,
      ...staleness(deps.now(), state.last_success_at, listing.created_at),
    },
    items: (await syncLogOf(deps.db, id)).map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      outcome: row.outcome,
      added: row.added,
      updated: row.updated,
      canceled: row.canceled,
      ignored: row.ignored,
      error: row.error,
      detail: row.detail,
    })),
  };
}
