import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsByLanguage, itRefusesNul, NUL, type NulCase } from '@casona/kit/testing/nul';
import { buildRegistration, startHarness, type Account, type Harness } from './testing/harness.ts';

/**
 * Issue 11 item 5: PostgreSQL refuses U+0000 in text, so a NUL byte in a request used to reach the
 * database and answer 500. The shared validation refuses it first: a 400 naming the field, in the
 * caller's language, and nothing stored.
 */
let h: Harness;
/** A signed-in caller is answered in their profile's language, so one account per language. */
let accounts: Record<'en' | 'es', Account>;
beforeAll(async () => {
  h = await startHarness();
  accounts = await accountsByLanguage(h);
});
afterAll(async () => h?.stop());

describe('a NUL byte in any string is a 400, never a 500 (#11 item 5)', () => {
  const registration = buildRegistration({ name: NUL });
  const cases: NulCase[] = [
    {
      what: 'registration',
      method: 'POST',
      url: '/api/v1/auth/register',
      body: () => registration,
      path: '/name',
    },
    {
      what: 'sign-in',
      method: 'POST',
      url: '/api/v1/auth/login',
      body: () => ({ email: 'ana@example.mx', password: `contraseña${NUL}` }),
      path: '/password',
    },
    {
      what: 'password recovery',
      method: 'POST',
      url: '/api/v1/auth/recover_password',
      body: () => ({ email: `ana${NUL}@example.mx` }),
      path: '/email',
    },
    {
      what: 'a profile change',
      method: 'PATCH',
      url: '/api/v1/profile',
      signedIn: true,
      body: (account) => ({ profile_id: account.id, name: NUL }),
      path: '/name',
    },
  ];

  itRefusesNul(() => ({ target: h, accounts }), cases);

  it('nothing was stored', async () => {
    expect(await h.sql('SELECT id FROM profile WHERE email = $1', [registration.email])).toEqual([]);
    const names = await h.sql<{ name: string }>('SELECT name FROM profile WHERE id = ANY($1)', [
      [accounts.en.id, accounts.es.id],
    ]);
    expect(names.map((r) => r.name)).toEqual(['Ana María Núñez', 'Ana María Núñez']);
  });
});
