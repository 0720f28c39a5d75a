/**
 * The public demonstration (§2: /demo and its screens): a visitor without an account reads the
 * dashboard of a living demo home through a short-lived access token whose `demo` claim makes the
 * gateway refuse every write, whatever the screen shows. One source for the demo's fixed ids.
 */

import { Type, type Static } from 'typebox';
import { IsoDateTime, Uuid } from './validation/types.ts';

/** The demo's profile: the owner whose dashboard a visitor sees. */
export const DEMO_PROFILE_ID = '0de70000-0000-4000-8000-000000000001';

/** The demo home: one of the published demo homes, with its Airbnb listing, chores and ledger. */
export const DEMO_PROPERTY_ID = '0de70000-0000-4000-8000-000000000100';

/** The demo home's allies, one per role label the demo shows (besides the owner above). */
export const DEMO_ALLY_PROFILE_IDS = {
  manager: '0de70000-0000-4000-8000-000000000002',
  worker: '0de70000-0000-4000-8000-000000000003',
  secondWorker: '0de70000-0000-4000-8000-000000000004',
  ally: '0de70000-0000-4000-8000-000000000005',
} as const;

const DEMO_PEOPLE_IDS: ReadonlySet<string> = new Set([
  DEMO_PROFILE_ID,
  ...Object.values(DEMO_ALLY_PROFILE_IDS),
]);

/**
 * Whether a profile is one of the demo's people (the owner and the allies above): they never sign
 * in, and no message meant for a person (email, WhatsApp) should be sent to them.
 */
export function isDemoProfileId(profileId: string | null | undefined): boolean {
  return !!profileId && DEMO_PEOPLE_IDS.has(profileId);
}

/** GET /api/v1/demo/session: a read-only access token for the demo owner (no account needed). */
export const DemoSession = Type.Object(
  {
    access_token: Type.String(),
    expires_at: IsoDateTime(),
    profile_id: Uuid(),
    property_id: Uuid(),
  },
  { additionalProperties: false, title: 'DemoSession' },
);
export type DemoSession = Static<typeof DemoSession>;

/** How long a demo access token lives; the SPA asks for a new one when it expires. */
export const DEMO_TOKEN_TTL_SECONDS = 15 * 60;

/** The claim that marks a demo access token (true or absent). */
export const DEMO_CLAIM = 'demo';

/** Methods a demo token may use: reading only. */
export const DEMO_READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes a demo token may write to, as `METHOD /api/v1/<path>`: none. The demo needs no write of
 * its own (its session is asked for with GET), so every write is refused; a route added here must
 * be one the demo itself needs and that changes nothing another visitor sees.
 */
export const DEMO_ALLOWED_WRITES: ReadonlySet<string> = new Set();

/** Whether an access token's claims are a demo visitor's. */
export function isDemoClaims(claims: object | null | undefined): boolean {
  return !!claims && (claims as Record<string, unknown>)[DEMO_CLAIM] === true;
}

/**
 * Whether the gateway refuses a request of a demo token: every method but reading, except the
 * writes the demo itself needs (DEMO_ALLOWED_WRITES). `path` is the URL path without its query.
 */
export function demoRefuses(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  if (DEMO_READ_METHODS.has(upper)) return false;
  return !DEMO_ALLOWED_WRITES.has(`${upper} ${path}`);
}

/**
 * The SEED_DEMO setting every service reads to decide whether it seeds its part of the demo (and
 * listings its demo marketplace) on start: true or false, or undefined when unset, which each
 * service reads as "only in embedded mode" (`pnpm start`), never in a cluster or a test platform.
 */
export function seedDemoSetting(value: string | undefined): boolean | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new Error(`SEED_DEMO must be true or false, not "${value}"`);
}

/**
 * A fixed id for a demo record named `name` (e.g. `day-plan:2026-03-14`), the same in every run and
 * replica, so a demo seed finds what it made before instead of making it twice. FNV-1a, four lanes.
 */
export function demoUuid(name: string): string {
  const lane = (seed: number) => {
    let x = seed >>> 0;
    for (let i = 0; i < name.length; i++) {
      x ^= name.charCodeAt(i);
      x = Math.imul(x, 16777619) >>> 0;
    }
    return x.toString(16).padStart(8, '0');
  };
  const hex = lane(0x811c9dc5) + lane(0x01000193) + lane(0x2545f491) + lane(0x9e3779b9);
  return `0de7${hex.slice(4, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Whether the whole single-process platform (`pnpm start`) listens: its gateway, started after
 * every service, answers at `publicUrl`. Its services start one after another and its in-process
 * bus hands an event only to the services already listening, so identity and listings seed the
 * demo (whose events the other services project) only once this is true. A deployment's bus
 * (Kafka) keeps events for services that start later: no need to ask there.
 */
export async function platformListens(publicUrl: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/health', publicUrl), { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** How a demo seed job that waits for other services retries: about an hour, doubling from 1 s. */
export const DEMO_SEED_RETRY = { attempts: 12, backoffMs: 1000 } as const;

/** The job each service seeds its part of the demo in (retried while another service's part is missing). */
export const DEMO_SEED_JOB = 'demo-seed';
