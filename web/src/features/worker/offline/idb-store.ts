/**
 * IndexedDB behind the offline queue (solve-queue.ts) and the last chores a worker saw
 * (`casona-worker`, stores `solves` keyed by chore id and `chores` keyed by profile id). Written
 * before anything is sent, so closing the tab or losing the battery loses nothing.
 */
import type { QueuedSolve, SolveQueueStore } from './solve-queue.ts';

const DB_NAME = 'casona-worker';
const DB_VERSION = 1;
const SOLVES = 'solves';
const CHORES = 'chores';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(SOLVES)) db.createObjectStore(SOLVES, { keyPath: 'choreId' });
      if (!db.objectStoreNames.contains(CHORES)) db.createObjectStore(CHORES);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function run<T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>) {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, mode);
        const request = act(tx.objectStore(store));
        // Resolved on commit, not on the request's success: the entry is on disk when this resolves.
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
      }),
  );
}

export const idbSolveStore: SolveQueueStore = {
  all: () => run<QueuedSolve[]>(SOLVES, 'readonly', (s) => s.getAll() as IDBRequest<QueuedSolve[]>),
  put: (entry) => run(SOLVES, 'readwrite', (s) => s.put(entry)).then(() => undefined),
  remove: (choreId) => run(SOLVES, 'readwrite', (s) => s.delete(choreId)).then(() => undefined),
};

/** The last list of chores a worker loaded, shown when there is no connection. */
export async function saveChores<T>(profileId: string, chores: T): Promise<void> {
  await run(CHORES, 'readwrite', (s) => s.put({ savedAt: new Date().toISOString(), chores }, profileId));
}

export async function loadChores<T>(profileId: string): Promise<{ savedAt: string; chores: T } | undefined> {
  return run<{ savedAt: string; chores: T } | undefined>(
    CHORES,
    'readonly',
    (s) => s.get(profileId) as IDBRequest<{ savedAt: string; chores: T } | undefined>,
  );
}
