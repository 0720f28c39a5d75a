import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError, SessionExpiredError } from '../../../lib/api/errors.ts';
import {
  enqueue,
  flushQueue,
  memoryStore,
  newEntry,
  pendingFor,
  singleFlight,
  type QueuedSolve,
  type SolveSender,
} from './solve-queue.ts';

const WORKER = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'a0000000-0000-4000-8000-000000000002';
const photo = (n: number) => ({ name: `p${n}.jpg`, dataUrl: `data:image/jpeg;base64,${btoa(`photo-${n}`)}` });

const entry = (choreId: string, minute: number, photos = 1, profileId = WORKER): QueuedSolve =>
  newEntry(
    {
      choreId,
      profileId,
      choreName: `Chore ${choreId}`,
      completionNotes: 'ok',
      photos: [1, 2, 3].slice(0, photos).map(photo),
    },
    new Date(Date.UTC(2026, 10, 25, 12, minute)),
  );

/** A fake maintenance service: what it has received, and a switch to be unreachable. */
function server() {
  const solved = new Map<string, number>();
  const received: string[] = [];
  let online = true;
  let loseAnswers = false;
  let refuse: ApiError | null = null;
  const sender: SolveSender = {
    async solve(e) {
      if (!online) throw new NetworkError(new TypeError('Failed to fetch'));
      if (refuse) throw refuse;
      received.push(e.choreId);
      solved.set(e.choreId, (solved.get(e.choreId) ?? 0) + e.photos.length);
      if (loseAnswers) throw new NetworkError(new TypeError('connection reset'));
    },
    async current(choreId) {
      if (!online) throw new NetworkError(new TypeError('Failed to fetch'));
      const count = solved.get(choreId);
      return { status: count === undefined ? 'PENDING' : 'SOLVED', resolutionCount: count ?? 0 };
    },
  };
  return {
    sender,
    received,
    setOnline: (value: boolean) => (online = value),
    setLoseAnswers: (value: boolean) => (loseAnswers = value),
    setRefuse: (error: ApiError | null) => (refuse = error),
  };
}

describe('the offline solve queue', () => {
  it('keeps a solve made offline and sends it once the connection returns', async () => {
    const store = memoryStore();
    const api = server();
    api.setOnline(false);
    await enqueue(store, entry('c1', 0, 2));
    const offline = await flushQueue(store, api.sender, WORKER);
    expect(offline).toMatchObject({ sent: [], waiting: ['c1'], stoppedBy: 'network' });
    expect((await pendingFor(store, WORKER)).map((e) => [e.choreId, e.photos.length])).toEqual([['c1', 2]]);

    api.setOnline(true);
    const online = await flushQueue(store, api.sender, WORKER);
    expect(online).toMatchObject({ sent: ['c1'], waiting: [], stoppedBy: null });
    expect(api.received).toEqual(['c1']);
    expect(store.entries.size).toBe(0);
  });

  it('does not solve twice when the first answer was lost on the way back', async () => {
    const store = memoryStore();
    const api = server();
    await enqueue(store, entry('c1', 0, 2));
    api.setLoseAnswers(true);
    expect((await flushQueue(store, api.sender, WORKER)).waiting).toEqual(['c1']);
    expect(api.received).toEqual(['c1']);

    api.setLoseAnswers(false);
    const retry = await flushQueue(store, api.sender, WORKER);
    expect(retry).toMatchObject({ sent: [], alreadyThere: ['c1'] });
    expect(api.received).toEqual(['c1']);
    expect(store.entries.size).toBe(0);
  });

  it('resends an attempted entry the server never got', async () => {
    const store = memoryStore();
    const api = server();
    await enqueue(store, entry('c1', 0));
    api.setOnline(false);
    await flushQueue(store, api.sender, WORKER);
    expect(store.entries.get('c1')?.attempts).toBe(1);
    api.setOnline(true);
    expect((await flushQueue(store, api.sender, WORKER)).sent).toEqual(['c1']);
    expect(api.received).toEqual(['c1']);
  });

  it('keeps one entry per chore: solving again while waiting replaces the photos', async () => {
    const store = memoryStore();
    await enqueue(store, entry('c1', 0, 1));
    await enqueue(store, entry('c1', 5, 3));
    const pending = await pendingFor(store, WORKER);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.photos).toHaveLength(3);
  });

  it('refuses to queue a solve without a photo', async () => {
    await expect(enqueue(memoryStore(), entry('c1', 0, 0))).rejects.toThrow(RangeError);
  });

  it('sends oldest first and stops at the first network failure, keeping the rest in order', async () => {
    const store = memoryStore();
    const api = server();
    await enqueue(store, entry('c3', 30));
    await enqueue(store, entry('c1', 10));
    await enqueue(store, entry('c2', 20));
    const sent: string[] = [];
    const flaky: SolveSender = {
      current: api.sender.current,
      async solve(e) {
        if (sent.length === 1) throw new NetworkError(new TypeError('offline'));
        sent.push(e.choreId);
      },
    };
    const outcome = await flushQueue(store, flaky, WORKER);
    expect(outcome).toMatchObject({ sent: ['c1'], waiting: ['c2', 'c3'], stoppedBy: 'network' });
  });

  it("keeps a refused solve with the server's message and does not retry it by itself", async () => {
    const store = memoryStore();
    const api = server();
    await enqueue(store, entry('c1', 0));
    api.setRefuse(
      new ApiError(403, { message: 'No tienes permiso para ver las tareas.', code: 'FORBIDDEN' }, 'x'),
    );
    expect((await flushQueue(store, api.sender, WORKER)).rejected).toEqual(['c1']);
    expect(store.entries.get('c1')?.rejected).toBe('No tienes permiso para ver las tareas.');
    api.setRefuse(null);
    expect((await flushQueue(store, api.sender, WORKER)).sent).toEqual([]);
    expect(api.received).toEqual([]);
    // Solving it again (new photos) puts it back in line.
    await enqueue(store, entry('c1', 9, 2));
    expect((await flushQueue(store, api.sender, WORKER)).sent).toEqual(['c1']);
  });

  it('treats a 5xx as no connection, and an expired session as waiting for login', async () => {
    const store = memoryStore();
    await enqueue(store, entry('c1', 0));
    const failing = (error: Error): SolveSender => ({
      current: async () => null,
      solve: async () => {
        throw error;
      },
    });
    expect(
      (await flushQueue(store, failing(new ApiError(502, undefined, 'Bad gateway')), WORKER)).stoppedBy,
    ).toBe('network');
    expect((await flushQueue(store, failing(new SessionExpiredError()), WORKER)).stoppedBy).toBe('session');
    expect(store.entries.get('c1')?.rejected).toBeNull();
  });

  it("only sends the signed-in worker's entries", async () => {
    const store = memoryStore();
    const api = server();
    await enqueue(store, entry('c1', 0, 1, OTHER));
    await enqueue(store, entry('c2', 1, 1, WORKER));
    expect((await flushQueue(store, api.sender, WORKER)).sent).toEqual(['c2']);
    expect([...store.entries.keys()]).toEqual(['c1']);
  });

  it('runs one flush at a time: a second call while one runs shares it', async () => {
    const store = memoryStore();
    const api = server();
    await enqueue(store, entry('c1', 0));
    const flush = singleFlight(() => flushQueue(store, api.sender, WORKER), undefined);
    const [a, b] = await Promise.all([flush(), flush()]);
    expect(a).toBe(b);
    expect(api.received).toEqual(['c1']);
    // Once finished, a new call flushes again (nothing left).
    expect((await flush()).sent).toEqual([]);
  });
});
