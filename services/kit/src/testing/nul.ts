/**
 * What every service answers to a NUL character in a request (#11 item 5), for suites to compare
 * with: the form message and the field's message, literally, in each language; and the suites'
 * loop over their cases (`itRefusesNul`), with one signed-in account per language.
 */
import type { StaffRole } from '@casona/proto';
import { expect, it } from 'vitest';
import { makeStaff, registerAccount, type Account, type AccountsTarget } from './accounts.ts';

type Lang = 'en' | 'es';
const LANGS = ['en', 'es'] as const satisfies readonly Lang[];

export const NUL = 'a\u0000b';

const MESSAGES = {
  en: {
    form: 'Please correct the errors in the form.',
    field: 'This value contains characters that are not allowed.',
  },
  es: {
    form: 'Por favor, corrige los errores del formulario.',
    field: 'Este valor contiene caracteres no permitidos.',
  },
} as const;

/** The whole 400 body for a request whose only problem is a NUL character at `path`. */
export function nulRefusal(path: string, lang: Lang) {
  return {
    statusCode: 400,
    code: 'VALIDATION',
    message: MESSAGES[lang].form,
    errors: [{ path, message: MESSAGES[lang].field }],
  };
}

/** One request a suite sends with a NUL character in it. */
export interface NulCase {
  what: string;
  method: string;
  /** With the NUL already in it when it is the query string or the path that carries it. */
  url: string;
  /** Built when the test runs, from the language's signed-in account (which exists by then). */
  body?: (account: Account) => unknown;
  /** Sent with the language's account's token. */
  signedIn?: true;
  /** Where the refusal says the NUL is, e.g. `/name` or `/querystring/city`. */
  path: string;
}

/** One account per language: a signed-in caller is answered in their profile's language. */
export async function accountsByLanguage(
  target: AccountsTarget,
  overrides: Record<string, unknown> = {},
): Promise<Record<Lang, Account>> {
  return {
    en: await registerAccount(target, { ...overrides, locale: 'EN' }),
    es: await registerAccount(target, { ...overrides, locale: 'ES' }),
  };
}

/** One member of staff per language (ADMIN unless told): staff too are answered in their profile's language. */
export async function staffByLanguage(
  target: AccountsTarget,
  role: StaffRole = 'ADMIN',
): Promise<Record<Lang, Account>> {
  const people = await accountsByLanguage(target, { name: 'Staff' });
  return { en: await makeStaff(target, people.en, role), es: await makeStaff(target, people.es, role) };
}

/**
 * A test per case and language: the request is answered 400 with exactly `nulRefusal(path, lang)`.
 * `context` is read when each test runs, so a suite passes what its `beforeAll` starts.
 */
export function itRefusesNul(
  context: () => { target: Pick<AccountsTarget, 'call'>; accounts: Readonly<Record<Lang, Account>> },
  cases: readonly NulCase[],
): void {
  for (const c of cases)
    for (const lang of LANGS)
      it(`${c.what} (${lang})`, async () => {
        const { target, accounts } = context();
        const account = accounts[lang];
        const res = await target.call(c.method, c.url, {
          body: c.body?.(account),
          lang,
          ...(c.signedIn ? { token: account.accessToken } : {}),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body).toEqual(nulRefusal(c.path, lang));
      });
}
