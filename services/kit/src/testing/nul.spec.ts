import { describe, expect, it } from 'vitest';
import type { AccountsTarget } from './accounts.ts';
import { accountsByLanguage, itRefusesNul, NUL, nulRefusal, type NulCase } from './nul.ts';
import type { ApiResponse, CallOptions } from './platform.ts';

/** A service that refuses every NUL as the kit's apps do, and records what it was sent. */
function fakeService() {
  const sent: { method: string; url: string; options: CallOptions | undefined }[] = [];
  let n = 0;
  const target: AccountsTarget = {
    async call(method, url, options) {
      sent.push({ method, url, options });
      const answer = (status: number, body: unknown) =>
        ({ status, headers: new Headers(), body }) as ApiResponse;
      if (url === '/api/v1/auth/register') {
        n += 1;
        const body = options?.body as { email: string; locale: string };
        return answer(201, {
          profile: { id: `p-${n}-${body.locale}`, email: body.email },
          accessToken: `access-${body.locale}`,
          refreshToken: 'refresh',
        });
      }
      const lang = options?.lang === 'en' ? 'en' : 'es';
      const where = url.includes('%00') ? '/querystring/q' : '/name';
      return answer(400, nulRefusal(where, lang));
    },
    async identitySql() {
      return [];
    },
  };
  return { target, sent };
}

describe('accountsByLanguage', () => {
  it('registers one account whose profile speaks English and one Spanish', async () => {
    const service = fakeService();
    const accounts = await accountsByLanguage(service.target, { name: 'Staff' });
    expect(accounts.en.id).toBe('p-1-EN');
    expect(accounts.es.id).toBe('p-2-ES');
    expect(service.sent.map((s) => (s.options?.body as { name: string }).name)).toEqual(['Staff', 'Staff']);
  });
});

describe('itRefusesNul', () => {
  const service = fakeService();
  let accounts: Awaited<ReturnType<typeof accountsByLanguage>>;
  const cases: NulCase[] = [
    { what: 'a search', method: 'GET', url: '/api/v1/search?q=a%00b', path: '/querystring/q' },
    {
      what: 'a signed-in change',
      method: 'PATCH',
      url: '/api/v1/thing',
      signedIn: true,
      body: (account) => ({ id: account.id, name: NUL }),
      path: '/name',
    },
  ];
  it('signs in first', async () => {
    accounts = await accountsByLanguage(service.target);
    service.sent.length = 0;
  });
  itRefusesNul(() => ({ target: service.target, accounts }), cases);
  it('sent each case once per language, signed in as that language only when the case says so', () => {
    expect(service.sent.map((s) => [s.url, s.options?.lang, s.options?.token])).toEqual([
      ['/api/v1/search?q=a%00b', 'en', undefined],
      ['/api/v1/search?q=a%00b', 'es', undefined],
      ['/api/v1/thing', 'en', 'access-EN'],
      ['/api/v1/thing', 'es', 'access-ES'],
    ]);
    expect(service.sent[2]!.options?.body).toEqual({ id: accounts.en.id, name: NUL });
  });
});
