/**
 * What every staff list answers to a bad page or search (`?page=&q=`, issue 19): a 400 in the
 * caller's language naming the parameter, never a 500 — the messages literally, in each language,
 * and the suites' check over one list's URL.
 */
import type { StaffRole } from '@casona/proto';
import { expect } from 'vitest';
import type { AccountsTarget } from './accounts.ts';
import { staffByLanguage } from './nul.ts';
import type { ApiResponse, CallOptions } from './platform.ts';

type Lang = 'en' | 'es';
const LANGS = ['en', 'es'] as const satisfies readonly Lang[];

/** The longest search a list takes (proto's SearchText). */
export const SEARCH_MAX = 200;

const FORM = {
  en: 'Please correct the errors in the form.',
  es: 'Por favor, corrige los errores del formulario.',
} as const;

/** Each bad query, the parameter it names and what is said about it in each language. */
export const BAD_LIST_QUERIES = [
  {
    query: 'page=0',
    path: '/querystring/page',
    message: { en: 'Must be greater than or equal to 1.', es: 'Debe ser mayor o igual a 1.' },
  },
  {
    query: 'page=abc',
    path: '/querystring/page',
    message: { en: 'This value must be a whole number.', es: 'Este valor debe ser un número entero.' },
  },
  {
    query: `q=${'x'.repeat(SEARCH_MAX + 1)}`,
    path: '/querystring/q',
    message: {
      en: `Must be at most ${SEARCH_MAX} characters long.`,
      es: `Debe tener como máximo ${SEARCH_MAX} caracteres.`,
    },
  },
] as const;

type Call = (method: string, url: string, options?: CallOptions) => Promise<ApiResponse>;

/** A signed-in staff member per language (a signed-in caller is answered in their profile's language). */
export async function staffTokensByLanguage(
  target: AccountsTarget,
  role: StaffRole = 'ADMIN',
): Promise<Record<Lang, string>> {
  const staff = await staffByLanguage(target, role);
  return { en: staff.en.accessToken, es: staff.es.accessToken };
}

/** `url` (a list, perhaps with a query already) refuses each bad page or search with its 400, in es and en. */
export async function expectListQueryRefusals(
  call: Call,
  url: string,
  tokens: Readonly<Record<Lang, string>>,
): Promise<void> {
  const join = url.includes('?') ? '&' : '?';
  for (const bad of BAD_LIST_QUERIES)
    for (const lang of LANGS) {
      const res = await call('GET', `${url}${join}${bad.query}`, { token: tokens[lang], lang });
      expect({ what: `${bad.query.slice(0, 12)} (${lang})`, status: res.status, body: res.body }).toEqual({
        what: `${bad.query.slice(0, 12)} (${lang})`,
        status: 400,
        body: expect.objectContaining({
          code: 'VALIDATION',
          message: FORM[lang],
          errors: [{ path: bad.path, message: bad.message[lang] }],
        }),
      });
    }
}
