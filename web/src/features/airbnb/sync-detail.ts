/**
 * What one sync did, read from its log entry's `detail` (listings' calendar sync writes it: the stays
 * added with their dates, the ones updated and why, the ones canceled, the ones still missing from
 * the feed and waiting to be canceled, the events ignored). The detail is data from the server, so
 * it is read defensively: anything missing or of another shape is left out, never shown raw.
 */

export type SyncChange =
  'uid' | 'dates' | 'confirmation_code' | 'phone' | 'tentative' | 'reinstated' | 'turnover';
const CHANGES: readonly SyncChange[] = [
  'uid',
  'dates',
  'confirmation_code',
  'phone',
  'tentative',
  'reinstated',
  'turnover',
];

export type SyncDetail = {
  added: { checkIn: string; checkOut: string }[];
  /** how many stays each kind of change touched */
  updated: { count: number; changes: SyncChange[] };
  canceled: number;
  /** stays missing from the feed, not canceled yet (they are after 3 successful polls) */
  waiting: number;
  ignoredPast: number;
  ignoredInProgress: number;
  blocks: number | null;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export function readSyncDetail(detail: unknown): SyncDetail {
  const d = record(detail);
  const added = list(d['added'])
    .map(record)
    .filter(
      (a) =>
        typeof a['checkIn'] === 'string' &&
        ISO_DATE.test(a['checkIn']) &&
        typeof a['checkOut'] === 'string' &&
        ISO_DATE.test(a['checkOut']),
    )
    .map((a) => ({ checkIn: a['checkIn'] as string, checkOut: a['checkOut'] as string }))
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  const updated = list(d['updated']).map(record);
  const changes = new Set(updated.flatMap((u) => list(u['changes'])));
  const ignored = list(d['ignored']).map(record);
  const waiting = Object.values(record(d['waiting'])).filter((n) => typeof n === 'number' && n > 0).length;
  return {
    added,
    updated: { count: updated.length, changes: CHANGES.filter((c) => changes.has(c)) },
    canceled: list(d['canceled']).length,
    waiting,
    ignoredPast: ignored.filter((i) => i['reason'] === 'past').length,
    ignoredInProgress: ignored.filter((i) => i['reason'] === 'in_progress_missing').length,
    blocks: typeof d['blocks'] === 'number' ? d['blocks'] : null,
  };
}

/** Whether there is anything to say beyond the counts. */
export const hasDetail = (d: SyncDetail): boolean =>
  d.added.length > 0 ||
  d.updated.count > 0 ||
  d.canceled > 0 ||
  d.waiting > 0 ||
  d.ignoredPast + d.ignoredInProgress > 0 ||
  d.blocks !== null;
