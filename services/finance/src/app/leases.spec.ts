/**
 * §8 "count failures for lease configuration": when the database cannot count a property's lease
 * configurations or its Airbnb listings, the change is refused with that message (es/en) rather
 * than guessed, and nothing is written or announced.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '@casona/proto/i18n/translate';
import { AppError } from '@casona/kit/errors/errors';
import type { Deps } from './deps.ts';
import { upsertLease } from './leases.ts';

const PROPERTY = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const input = {
  property_id: PROPERTY,
  current_lease_start: '2026-01-01',
  current_lease_end: '2026-12-31',
  lease_per_month_price: 18_000,
};
const auth = { profileId: '0b1c2d3e-4f50-4a6b-8c7d-8e9f0a1b2c3d', staffRole: null, clientIp: null };

/** Deps whose queries answer `answers` in turn (no row: the count is unknown); records what is written. */
function fakeDeps(answers: { n: number }[][]) {
  const queries: string[] = [];
  const emitted: unknown[] = [];
  const client = {
    query: async (sql: string) => {
      queries.push(sql);
      return { rows: answers.shift() ?? [] };
    },
  };
  const deps = {
    db: { ...client, tx: async (fn: (c: typeof client) => Promise<unknown>) => fn(client) },
    memberships: { labelOf: async () => 'OWNER_MANAGER' },
    emit: async (_c: unknown, events: unknown[]) => void emitted.push(...events),
    event: (type: string, payload: unknown) => ({ type, payload }),
    now: () => new Date('2026-11-29T12:00:00Z'),
  } as unknown as Deps;
  return { deps, queries, emitted };
}

async function refusal(answers: { n: number }[][]) {
  const { deps, queries, emitted } = fakeDeps(answers);
  const error = await upsertLease(deps, auth, input).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect(queries.some((q) => /INSERT|UPDATE/i.test(q))).toBe(false);
  expect(emitted).toEqual([]);
  return error as AppError;
}

describe('count failures for lease configuration (§8)', () => {
  it('refuses when the lease configurations of the property cannot be counted', async () => {
    const error = await refusal([[]]);
    expect(error.statusCode).toBe(500);
    expect(error.messageKey).toBe('error.leaseConfigurationCount');
    expect(translate('error.leaseConfigurationCount', 'es', error.params)).toBe(
      `No se pudieron contar las configuraciones de arrendamiento de la propiedad ${PROPERTY}`,
    );
    expect(translate('error.leaseConfigurationCount', 'en', error.params)).toBe(
      `Could not count the lease configurations of property ${PROPERTY}`,
    );
  });

  it('refuses when more than one configuration is counted (the key allows one)', async () => {
    expect((await refusal([[{ n: 2 }]])).messageKey).toBe('error.leaseConfigurationCount');
  });

  it('refuses when the Airbnb listings cannot be counted inside the change', async () => {
    const error = await refusal([[{ n: 0 }], []]);
    expect(error.messageKey).toBe('error.leaseConfigurationCount');
    expect(error.params).toEqual({ propertyId: PROPERTY });
  });

  it('writes and announces the lease when both counts answer', async () => {
    const { deps, emitted } = fakeDeps([[{ n: 0 }], [{ n: 0 }]]);
    // The upsert's row comes back from the (fake) INSERT … RETURNING.
    const row = {
      ...input,
      created_at: new Date('2026-11-29T12:00:00Z'),
      updated_at: new Date('2026-11-29T12:00:00Z'),
    };
    (deps.db as unknown as { tx: unknown }).tx = async (fn: (c: unknown) => Promise<unknown>) => {
      let n = 0;
      return fn({ query: async () => ({ rows: n++ === 0 ? [{ n: 0 }] : [row] }) });
    };
    await expect(upsertLease(deps, auth, input)).resolves.toMatchObject({ property_id: PROPERTY });
    expect(emitted).toMatchObject([{ type: 'finance.lease.configured' }]);
  });
});
