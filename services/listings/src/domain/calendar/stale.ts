/**
 * A stale feed (issue 12): a listing whose calendar has not synced successfully for STALE_FEED_HOURS
 * (24 h) — counted from its last success, or from when it was added when it never synced — is
 * flagged on the owner's dashboard, and its managers are emailed once per episode: an episode ends
 * with the next successful sync.
 */
import { STALE_FEED_HOURS } from '@casona/proto';

const STALE_MS = STALE_FEED_HOURS * 3_600_000;

/** When the feed became (or will become) stale. */
export const staleSince = (lastSuccessAt: Date | null, addedAt: Date): Date =>
  new Date((lastSuccessAt ?? addedAt).getTime() + STALE_MS);

export const isStale = (now: Date, lastSuccessAt: Date | null, addedAt: Date): boolean =>
  now.getTime() >= staleSince(lastSuccessAt, addedAt).getTime();

/** The last success a feed needs to be fresh at `now`: older ones (or none, for listings added before it) are stale. */
export const staleCutoff = (now: Date): Date => new Date(now.getTime() - STALE_MS);

/** Whether to announce a stale episode: stale now, and not announced since the last success. */
export const shouldAnnounceStale = (
  now: Date,
  feed: { lastSuccessAt: Date | null; addedAt: Date; notifiedAt: Date | null },
): boolean => isStale(now, feed.lastSuccessAt, feed.addedAt) && feed.notifiedAt === null;
