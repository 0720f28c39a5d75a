/**
 * Every operation of the committed OpenAPI document, fuzzed through the real gateway in front of the
 * whole platform: valid requests, every limit's edge and hostile mutations (see arbitraries.ts),
 * anonymously, as each of the 8 role labels on a property, as a member of nothing, as staff and as
 * an administrator. Each answer must be below 500, have a documented status, and (when JSON) match
 * the schema documented for that status.
 *
 * Seeded and reproducible: FUZZ_SEED (default 17) and FUZZ_RUNS per operation (default 30, about a minute on 2 cores; the long
 * run, `pnpm --filter @casona/qa fuzz:long`, asks 200). A failure prints the seed, the path and the
 * smallest request fast-check shrank it to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROLE_LABELS } from '@casona/proto';
import { bodyOf, hostileHeaders, paramOf } from './arbitraries.ts';
import { documentedAnswer, fillPath, operations, validatorOf, type Operation } from './openapi.ts';
import { castEveryone, startWholePlatform, type Account, type Cast, type Platform } from './platform.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 17);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const ANSWER_TIMEOUT_MS = 15_000;

let p: Platform;
let cast: Cast;
let propertyIds: string[] = [];
const tally = { cases: 0, statuses: new Map<number, number>() };

beforeAll(async () => {
  p = await startWholePlatform('qa-fuzz');
  cast = await castEveryone(p, ROLE_LABELS);
  propertyIds = [...cast.seats.values()].map((s) => s.propertyId).concat(cast.outsider.propertyId);
}, 300_000);
afterAll(async () => {
  const statuses = [...tally.statuses].sort(([a], [b]) => a - b);
  console.log(
    `fuzz: ${operations.length} operations, ${tally.cases} requests, statuses ${JSON.stringify(statuses)}`,
  );
  await p?.stop();
});

/** Who asks: nobody, a member of nothing, each label, staff, an administrator (by index, so it shrinks). */
const callers = (): (Account | undefined)[] => [
  undefined,
  cast.stranger,
  ...[...cast.seats.values()].map((s) => s.account),
  cast.outsider.account,
  cast.staff,
  cast.admin,
];
const CALLERS = ROLE_LABELS.length + 5;

const isPropertyKey = (name: string) => /^property_?id$/i.test(name);

interface Request {
  caller: number;
  token: 'valid' | 'garbage' | 'expired-shape';
  params: Record<string, string | undefined>;
  body: unknown;
  sendBody: boolean;
  headers: Record<string, string>;
}

function requestOf(op: Operation): fc.Arbitrary<Request> {
  const known = fc.constantFrom(
    ...(propertyIds.length > 0 ? propertyIds : ['00000000-0000-4000-8000-000000000000']),
  );
  const params = fc.record(
    Object.fromEntries(
      op.parameters
        .filter((param) => param.in === 'path' || param.in === 'query')
        .map((param) => [param.name, paramOf(param.schema, isPropertyKey(param.name) ? known : undefined)]),
    ),
  );
  const body = op.body
    ? fc
        .tuple(bodyOf(op.body), fc.boolean(), known)
        .map(([value, keep, id]) =>
          !keep && value && typeof value === 'object' && !Array.isArray(value) && 'property_id' in value
            ? { ...value, property_id: id }
            : value,
        )
    : fc.constant(undefined);
  return fc.record({
    caller: fc.integer({ min: 0, max: CALLERS - 1 }),
    token: fc.constantFrom<Request['token']>('valid', 'valid', 'valid', 'valid', 'garbage', 'expired-shape'),
    params,
    body,
    sendBody: fc.boolean().map((b) => b || op.method !== 'GET'),
    headers: hostileHeaders,
  });
}

// A well-formed JWT signed by nobody the gateway trusts.
const FORGED =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAiLCJleHAiOjF9.c2lnbmF0dXJl';

async function send(op: Operation, req: Request) {
  const path = fillPath(
    op,
    Object.fromEntries(Object.entries(req.params).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >,
  );
  const query = new URLSearchParams();
  for (const param of op.parameters)
    if (param.in === 'query' && req.params[param.name] !== undefined)
      query.set(param.name, req.params[param.name]!);
  const account = callers()[req.caller];
  const headers: Record<string, string> = { ...req.headers };
  if (account)
    headers.authorization =
      req.token === 'valid'
        ? `Bearer ${account.accessToken}`
        : req.token === 'garbage'
          ? 'Bearer \u00ff.x.y'
          : `Bearer ${FORGED}`;
  const withBody = op.body !== undefined && req.sendBody && req.body !== undefined && op.method !== 'GET';
  if (withBody) headers['content-type'] = 'application/json';
  const url = `${p.base}${path}${query.size > 0 ? `?${query}` : ''}`;
  const res = await fetch(url, {
    method: op.method,
    headers: Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k, v.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?')]),
    ),
    body: withBody ? JSON.stringify(req.body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const text = await res.text();
  let body: unknown = text;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json') && text) body = JSON.parse(text);
  return { url, status: res.status, type, body };
}

describe(`every operation of proto/openapi.json (seed ${SEED}, ${RUNS} runs each)`, () => {
  for (const op of operations) {
    it(`${op.id}: no 5xx, every status documented, every JSON answer as documented`, async () => {
      const property = fc.asyncProperty(requestOf(op), async (req) => {
        const res = await send(op, req);
        tally.cases += 1;
        tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
        const where = `${op.method} ${res.url} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        expect(res.status, `server error: ${where}`).toBeLessThan(500);
        const documented = documentedAnswer(op, res.status);
        expect(documented, `undocumented status: ${where}`).not.toBeNull();
        if (documented?.schema && res.type.includes('application/json')) {
          const validate = validatorOf(documented.schema);
          const ok = validate(res.body);
          expect(ok, `answer off its schema: ${where}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(
            true,
          );
        }
      });
      // Seeded per operation; on failure fast-check shrinks to the smallest request and prints the seed and path.
      await fc.assert(property, { numRuns: RUNS, seed: seedOf(op.id) });
    }, 180_000);
  }
});

/** One seed per operation (from FUZZ_SEED and its name), so adding a route changes no other's cases. */
function seedOf(id: string): number {
  let h = SEED | 0;
  for (let i = 0; i < id.length; i++) h = (Math.imul(h, 31) + id.charCodeAt(i)) | 0;
  return h;
}
