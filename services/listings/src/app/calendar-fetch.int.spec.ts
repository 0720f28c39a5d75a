/**
 * "Sync now" against a local HTTP server serving the real feeds (issue 12): conditional GET with
 * ETag and Last-Modified, a browser-like User-Agent, 403/404/500, a slow server, an oversized and a
 * non-calendar body, the SSRF guard, and the role-label matrix of sync and sync log from proto's can().
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLE_LABELS, type RoleLabel } from '@casona/proto';
import { authOf } from '@casona/kit/testing/use-cases';
import { createSafeFetch } from '@casona/kit/http/safe-fetch';
import type { AuthContext } from '@casona/kit/auth/context';
import { readFeed } from '../../test-fixtures/ical/feeds.ts';
import { givenMember, givenProfile, startUseCases, submission, type UseCases } from '../testing/use-cases.ts';
import { upsertAirbnbListing } from './airbnb-listings.ts';
import { FEED_MAX_BYTES } from './calendar-fetch.ts';
import { feedReservationsOf, findSyncState } from './calendar-sync-store.ts';
import {
  airbnbListingSyncLog,
  CALENDAR_SYNC_JOB,
  enqueueCalendarSyncs,
  runCalendarSync,
  syncAirbnbListingNow,
} from './calendar-sync.ts';
import type { Deps } from './deps.ts';
import { submitProperty } from './submission.ts';
import { loadPlatformConfig } from '@casona/kit/runtime/platform-config';
import { loadListingsConfig } from '../config.ts';

const AIRBNB = readFeed('airbnbReservedAndBlocked');

/** path → how the feed server answers it; every request's headers are kept. */
type Answer = (headers: IncomingHttpHeaders) => {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
};
const answers = new Map<string, Answer>();
const requests: { path: string; headers: IncomingHttpHeaders }[] = [];

let uc: UseCases;
let server: Server;
let base: string;
let deps: Deps;
const fetch = createSafeFetch({ allowPrivate: true, timeoutMs: 500 });

beforeAll(async () => {
  uc = await startUseCases();
  server = createServer((req, res) => {
    requests.push({ path: req.url!, headers: req.headers });
    const answer = answers.get(req.url!)?.(req.headers) ?? { status: 404 };
    setTimeout(() => {
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body ?? '');
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  deps = { ...uc.deps, fetch, now: () => new Date('2022-09-01T18:00:00Z') };
});
afterAll(async () => {
  await fetch.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await uc?.stop();
});

let counter = 0;
/** A listing whose feed is served at a path of its own, and a manager of its property. */
async function listingServing(answer: Answer, label: RoleLabel = 'MANAGER') {
  const person = await givenProfile(uc);
  const { property_id } = await submitProperty(uc.deps, person.auth, submission(), { locale: 'es' });
  await givenMember(uc, person.id, property_id, label);
  const path = `/calendar/ical/${++counter}.ics`;
  answers.set(path, answer);
  const staff: AuthContext = authOf(person.id, 'STAFF');
  const listing = await upsertAirbnbListing(uc.deps, staff, {
    property_id,
    name: 'Depa Roma Norte',
    url: 'https://www.airbnb.mx/rooms/53627481',
    ics_url: `${base}${path}`,
    currency: 'MXN',
    base_hours_to_clean: 3,
  });
  return { id: listing.id, path, auth: person.auth };
}
const requestsTo = (path: string) => requests.filter((r) => r.path === path).map((r) => r.headers);

describe('sync now against a feed server', () => {
  it('sends a browser-like User-Agent, then If-None-Match; a 304 writes nothing', async () => {
    const { id, path, auth } = await listingServing((h) =>
      h['if-none-match'] === '"e1"'
        ? { status: 304 }
        : { status: 200, headers: { ETag: '"e1"', 'Content-Type': 'text/calendar' }, body: AIRBNB },
    );
    expect(await syncAirbnbListingNow(deps, auth, id)).toMatchObject({ outcome: 'synced', added: 8 });
    const state = await findSyncState(uc.deps.db, id);
    expect(await syncAirbnbListingNow(deps, auth, id)).toMatchObject({ outcome: 'unchanged' });
    expect(await findSyncState(uc.deps.db, id)).toEqual(state);
    const [first, second] = requestsTo(path);
    expect(first!['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome/);
    expect(first!['if-none-match']).toBeUndefined();
    expect(second!['if-none-match']).toBe('"e1"');
  });

  it('sends If-Modified-Since when the feed offers Last-Modified', async () => {
    const stamp = 'Wed, 31 Aug 2022 10:00:00 GMT';
    const { id, path, auth } = await listingServing((h) =>
      h['if-modified-since'] === stamp
        ? { status: 304 }
        : { status: 200, headers: { 'Last-Modified': stamp }, body: AIRBNB },
    );
    await syncAirbnbListingNow(deps, auth, id);
    expect(await syncAirbnbListingNow(deps, auth, id)).toMatchObject({ outcome: 'unchanged' });
    expect(requestsTo(path)[1]!['if-modified-since']).toBe(stamp);
  });

  it('a feed without ETag or Last-Modified, its DTSTAMP new on every fetch (as Airbnb): no conditional GET, and the hash writes nothing', async () => {
    let fetches = 0;
    const { id, path, auth } = await listingServing(() => ({
      status: 200,
      body: AIRBNB.replace(/^DTSTAMP:.*$/gm, `DTSTAMP:20220901T1000${String(++fetches).padStart(2, '0')}Z`),
    }));
    expect(await syncAirbnbListingNow(deps, auth, id)).toMatchObject({ outcome: 'synced', added: 8 });
    const state = await findSyncState(uc.deps.db, id);
    const log = (await airbnbListingSyncLog(deps, auth, id)).items;
    for (let i = 0; i < 2; i++)
      expect(await syncAirbnbListingNow(deps, auth, id)).toMatchObject({ outcome: 'unchanged', added: 0 });
    expect(await findSyncState(uc.deps.db, id)).toEqual(state);
    expect((await airbnbListingSyncLog(deps, auth, id)).items).toEqual(log);
    for (const headers of requestsTo(path)) {
      expect(headers['if-none-match']).toBeUndefined();
      expect(headers['if-modified-since']).toBeUndefined();
    }
    expect(fetches).toBe(3);
  });

  it('403, 404 and 500 are failures with the status; the stays stay', async () => {
    let status = 200;
    const { id, auth } = await listingServing(() => ({ status, body: status === 200 ? AIRBNB : 'nope' }));
    await syncAirbnbListingNow(deps, auth, id);
    const stays = await feedReservationsOf(uc.deps.db, id);
    for (const [n, code] of [403, 404, 500].entries()) {
      status = code;
      expect(await syncAirbnbListingNow(deps, auth, id)).toMatchObject({ outcome: 'failed' });
      expect(await findSyncState(uc.deps.db, id)).toMatchObject({
        last_error: `HTTP ${code}`,
        consecutive_failures: n + 1,
      });
    }
    expect(await feedReservationsOf(uc.deps.db, id)).toEqual(stays);
    const health = await airbnbListingSyncLog(deps, auth, id);
    // one clock for the whole suite: the log's order is by time, so compare the set
    expect(health.items.map((l) => l.error ?? l.outcome).sort()).toEqual([
      'HTTP 403',
      'HTTP 404',
      'HTTP 500',
      'synced',
    ]);
  });

  it('a slow server times out; an oversized body is refused; neither is diffed', async () => {
    const slow = await listingServing(() => ({ status: 200, body: AIRBNB, delayMs: 2_000 }));
    expect(await syncAirbnbListingNow(deps, slow.auth, slow.id)).toMatchObject({ outcome: 'failed' });
    expect((await findSyncState(uc.deps.db, slow.id))?.last_error).toMatch(/timeout/);

    const huge = AIRBNB.replace('END:VCALENDAR', `X-PAD:${'x'.repeat(FEED_MAX_BYTES)}\r\nEND:VCALENDAR`);
    const big = await listingServing(() => ({ status: 200, body: huge }));
    expect(await syncAirbnbListingNow(deps, big.auth, big.id)).toMatchObject({ outcome: 'failed' });
    expect((await findSyncState(uc.deps.db, big.id))?.last_error).toMatch(/too-large/);
    expect(await feedReservationsOf(uc.deps.db, big.id)).toEqual([]);
  });

  it('an HTML page instead of a calendar is no poll', async () => {
    const { id, auth } = await listingServing(() => ({
      status: 200,
      headers: { 'Content-Type': 'text/html' },
      body: '<!doctype html><html><body>Log in</body></html>',
    }));
    expect(await syncAirbnbListingNow(deps, auth, id)).toMatchObject({ outcome: 'not_counted', added: 0 });
    expect((await airbnbListingSyncLog(deps, auth, id)).items[0]).toMatchObject({
      outcome: 'not_counted',
      detail: { status: 'not_calendar' },
    });
  });

  it('the platform fetcher refuses a feed on a private address', async () => {
    const guarded = createSafeFetch();
    try {
      const { id, auth } = await listingServing(() => ({ status: 200, body: AIRBNB }));
      expect(await syncAirbnbListingNow({ ...deps, fetch: guarded }, auth, id)).toMatchObject({
        outcome: 'failed',
      });
      expect((await findSyncState(uc.deps.db, id))?.last_error).toBe('refused (address)');
    } finally {
      await guarded.close();
    }
  });

  it('a private address is reached only when configured: FETCH_ALLOW_PRIVATE (off by default) or a trusted host', async () => {
    expect(loadPlatformConfig({}).FETCH_ALLOW_PRIVATE).toBe(false);
    expect(loadPlatformConfig({ FETCH_ALLOW_PRIVATE: 'true' }).FETCH_ALLOW_PRIVATE).toBe(true);
    const trusted = createSafeFetch({ allowHosts: ['127.0.0.1'], timeoutMs: 2_000 });
    const fromConfig = createSafeFetch({
      allowPrivate: loadPlatformConfig({ FETCH_ALLOW_PRIVATE: 'true' }).FETCH_ALLOW_PRIVATE,
      timeoutMs: 2_000,
    });
    try {
      for (const configured of [trusted, fromConfig]) {
        const { id, auth } = await listingServing(() => ({ status: 200, body: AIRBNB }));
        expect(await syncAirbnbListingNow({ ...deps, fetch: configured }, auth, id)).toMatchObject({
          outcome: 'synced',
          added: 8,
        });
      }
      // 10.x and 169.254.x (cloud metadata) stay refused by the default guard, whatever the port
      const guarded = createSafeFetch({ timeoutMs: 2_000 });
      try {
        for (const url of ['http://10.1.2.3/feed.ics', 'http://169.254.169.254/latest/meta-data/']) {
          await expect(guarded(url)).rejects.toMatchObject({ code: 'FETCH_REFUSED', reason: 'address' });
        }
      } finally {
        await guarded.close();
      }
    } finally {
      await trusted.close();
      await fromConfig.close();
    }
  });

  it('the sweep queues one sync per listing, jittered over the interval and deduplicated by listing; the job syncs it', async () => {
    const { id } = await listingServing(() => ({ status: 200, body: AIRBNB }));
    const queued: { name: string; data: unknown; options: unknown }[] = [];
    const queue = {
      enqueue: async (name: string, data: unknown, options: unknown) => {
        queued.push({ name, data, options });
        return String(queued.length);
      },
    };
    expect(await enqueueCalendarSyncs(deps, queue, () => 0.5)).toBe(queued.length);
    expect(queued).toContainEqual({
      name: CALENDAR_SYNC_JOB,
      data: { listingId: id },
      options: { jobId: `${CALENDAR_SYNC_JOB}:${id}`, delayMs: 150_000, attempts: 1 },
    });
    expect(await runCalendarSync(deps, id)).toMatchObject({ outcome: 'synced', added: 8 });
    expect(await runCalendarSync(deps, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('the interval is configurable in whole minutes (5 by default)', () => {
    expect(loadListingsConfig({}).CALENDAR_SYNC_INTERVAL_MS).toBe(300_000);
    expect(loadListingsConfig({ CALENDAR_SYNC_INTERVAL_MINUTES: '15' }).CALENDAR_SYNC_INTERVAL_MS).toBe(
      900_000,
    );
    expect(() => loadListingsConfig({ CALENDAR_SYNC_INTERVAL_MINUTES: '0' })).toThrow(
      /CALENDAR_SYNC_INTERVAL_MINUTES/,
    );
  });

  describe('role-label matrix (from proto can())', () => {
    for (const label of ROLE_LABELS) {
      const update = can(label, 'airbnb_listing', 'update');
      const select = can(label, 'airbnb_listing', 'select');
      it(`${label}: sync now ${update ? 'yes' : 'no'}, sync log ${select ? 'yes' : 'no'}`, async () => {
        const { id, auth } = await listingServing(() => ({ status: 200, body: AIRBNB }), label);
        const outcome = async (call: Promise<unknown>) => {
          try {
            await call;
            return true;
          } catch (err) {
            expect((err as { statusCode: number }).statusCode).toBe(403);
            return false;
          }
        };
        expect(await outcome(syncAirbnbListingNow(deps, auth, id))).toBe(update);
        expect(await outcome(airbnbListingSyncLog(deps, auth, id))).toBe(select);
      });
    }
  });
});
