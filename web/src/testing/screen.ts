/**
 * What a web spec needs to render a screen outside the app (`// @vitest-environment happy-dom`):
 * the interface's words in Spanish and English, the providers every screen sits in (React Query
 * without retries, i18next, Mantine), a stubbed API that records what the screen asked for, and
 * the page state a route keeps in the address bar kept in React state instead.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { expect, vi } from 'vitest';

import { configureTransport } from '../lib/api/transport.ts';
import { en } from '../lib/i18n/locales/en.ts';
import { es } from '../lib/i18n/locales/es.ts';

/**
 * A media query that never matches (the narrowest screen's layout). happy-dom has its own
 * `matchMedia`; this one stands in where a DOM has none (jsdom), so Mantine's hooks can subscribe.
 */
class UnmatchedMediaQuery extends EventTarget implements MediaQueryList {
  readonly matches = false;
  readonly media: string;
  onchange: MediaQueryList['onchange'] = null;
  constructor(media: string) {
    super();
    this.media = media;
  }
  /** The deprecated listener API: nothing ever changes, so nothing is kept. */
  addListener(): void {}
  removeListener(): void {}
}

const unmatchedMedia = (query: string): MediaQueryList => new UnmatchedMediaQuery(query);

/**
 * The page's fonts, all loaded, and never loading more: happy-dom has no `document.fonts`, which
 * Mantine's autosizing textarea listens to (a form with a markdown field).
 */
class LoadedFonts extends EventTarget {
  readonly status = 'loaded';
  readonly ready = Promise.resolve(this);
  check(): boolean {
    return true;
  }
  async load(): Promise<never[]> {
    return [];
  }
}

/**
 * Once per spec file (`beforeAll`): the words in both languages, English first, and what the DOM
 * lacks for Mantine (a `matchMedia`, `document.fonts`).
 */
export async function setUpScreens(): Promise<void> {
  window.matchMedia ??= unmatchedMedia;
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new LoadedFonts() });
  if (!i18next.isInitialized)
    await i18next.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en }, es: { translation: es } },
      interpolation: { escapeValue: false },
    });
}

/** After each test (`afterEach`): the screen unmounted, real timers back, English again. */
export async function resetScreens(): Promise<void> {
  cleanup();
  vi.useRealTimers();
  await i18next.changeLanguage('en');
}

/** `node` inside the providers of the app, with a fresh query cache. */
export function withProviders(node: ReactNode): ReactElement {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return h(
    QueryClientProvider,
    { client },
    h(I18nextProvider, { i18n: i18next }, h(MantineProvider, null, node)),
  );
}

/** Renders `node` inside the providers of the app. */
export const renderScreen = (node: ReactNode): RenderResult => render(withProviders(node));

/** What the stubbed API answers to one request. */
export type StubbedAnswer = { status: number; body: unknown };

/**
 * Every API call the screen makes is answered by `answer`; the URLs it read (GET) are returned,
 * in order, so a spec checks what was asked (`?q=`, `?page=`).
 */
export function stubApi(answer: (url: URL, init: RequestInit | undefined) => StubbedAnswer): URL[] {
  const asked: URL[] = [];
  configureTransport({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://casona.test');
      if ((init?.method ?? 'GET') === 'GET') asked.push(url);
      const { status, body } = answer(url, init);
      return new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return asked;
}

/**
 * The JSON body the screen sent with a request, parsed, so a spec's `answer` records what was sent
 * (a PUT's row, a POST's confirmation); `undefined` for a request without one (a GET, a DELETE).
 */
export const bodyOf = (init: RequestInit | undefined): unknown =>
  init?.body == null ? undefined : (JSON.parse(String(init.body)) as unknown);

/**
 * A type-to-confirm dialog (spec §5) once it is open: its confirm control (`confirmTestId`) stays off
 * while a wrong phrase is typed and, submitted anyway, the dialog says why and `nothingSent` holds;
 * the right phrase turns it on, and it is clicked.
 */
export async function confirmWithPhrase(
  title: string,
  confirmTestId: string,
  wrong: string,
  typed: string,
  nothingSent: () => void,
): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: title });
  const confirm = within(dialog).getByTestId(confirmTestId) as HTMLButtonElement;
  expect(confirm.disabled).toBe(true);
  fireEvent.change(within(dialog).getByTestId('confirm-phrase'), { target: { value: wrong } });
  expect(confirm.disabled).toBe(true);
  fireEvent.submit(confirm.closest('form')!);
  await within(dialog).findByRole('alert');
  nothingSent();
  fireEvent.change(within(dialog).getByTestId('confirm-phrase'), { target: { value: typed } });
  expect(confirm.disabled).toBe(false);
  fireEvent.click(confirm);
}

/** The answer kept for the URL's path (200), or the API's 404 for a path without one. */
export function answerByPath(answers: Readonly<Record<string, unknown>>, url: URL): StubbedAnswer {
  const body = answers[url.pathname];
  return body === undefined
    ? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } }
    : { status: 200, body };
}

/** The last URL asked for `path`; fails the test when the screen never asked for it. */
export function lastAsked(asked: readonly URL[], path: string): URL {
  const url = asked.filter((u) => u.pathname === path).at(-1);
  if (!url) throw new Error(`${path} was never asked for`);
  return url;
}

/** What a list screen takes: its route's search params, and a setter that merges a change into them. */
export type SearchProps<S> = { search: S; onChange: (change: Partial<S>) => void };

/**
 * `List` rendered with its search kept in React state, as its route keeps it in the address bar
 * (a change merges into what is there).
 */
export function withSearch<S extends object>(List: ComponentType<SearchProps<S>>, initial: S): ReactElement {
  return h(function SearchState() {
    const [search, setSearch] = useState<S>(initial);
    return h(List, {
      search,
      onChange: (change: Partial<S>) => setSearch((prev) => ({ ...prev, ...change })),
    });
  });
}
