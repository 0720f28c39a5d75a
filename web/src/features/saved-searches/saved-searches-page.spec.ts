// @vitest-environment happy-dom
/**
 * /dashboard/saved_searches: deleting a saved search stops its alerts for good, so it asks for the
 * search's name typed first (type-to-confirm, spec §5) — nothing is sent until the name is typed
 * (case and spaces aside), then DELETE /saved_search/{id} and the page says it was deleted, in es
 * and en.
 */
import { MantineProvider } from '@mantine/core';
import type { SavedSearch } from '@casona/proto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { configureTransport } from '../../lib/api/transport.ts';
import { en } from '../../lib/i18n/locales/en.ts';
import { es } from '../../lib/i18n/locales/es.ts';
import { SavedSearchesPage } from './routes/saved-searches-page.tsx';

const ID = '9c2d4e6f-1a3b-4c5d-8e7f-0a1b2c3d4e5f';
const search: SavedSearch = {
  id: ID,
  name: 'Casas en Olímpica',
  query: {},
  created_at: '2026-11-02T16:00:00.000Z',
  last_alerted_at: null,
};

let deletes: string[];

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en }, es: { translation: es } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  deletes = [];
  configureTransport({
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://casona.test').pathname;
      if (init?.method === 'DELETE') {
        deletes.push(path);
        return new Response(null, { status: 204 });
      }
      const items = deletes.length === 0 ? [search] : [];
      return new Response(JSON.stringify({ items }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: SavedSearchesPage }),
    history: createMemoryHistory({ initialEntries: ['/dashboard/saved_searches'] }),
  });
  render(
    h(
      QueryClientProvider,
      { client },
      h(I18nextProvider, { i18n: i18next }, h(MantineProvider, null, h(RouterProvider, { router }))),
    ),
  );
}

describe('deleting a saved search', () => {
  it.each([
    ['en', 'Delete Casas en Olímpica', ' casas  en olímpica ', 'We deleted the search “Casas en Olímpica”.'],
    ['es', 'Borrar Casas en Olímpica', 'CASAS EN OLÍMPICA', 'Borramos la búsqueda «Casas en Olímpica».'],
  ] as const)('waits for its name (%s)', async (lang, title, typed, deleted) => {
    await i18next.changeLanguage(lang);
    show();
    fireEvent.click(await screen.findByRole('button', { name: title }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const confirm = within(dialog).getByTestId('saved-search-delete-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('confirm-phrase'), { target: { value: 'Casas' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.submit(confirm.closest('form')!);
    await within(dialog).findByRole('alert');
    expect(deletes).toEqual([]);
    fireEvent.change(within(dialog).getByTestId('confirm-phrase'), { target: { value: typed } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(deletes).toEqual([`/api/v1/saved_search/${ID}`]));
    expect((await screen.findByTestId('saved-search-deleted')).textContent).toContain(deleted);
    await screen.findByTestId('saved-searches-empty');
  });
});
