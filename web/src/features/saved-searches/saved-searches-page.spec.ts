// @vitest-environment happy-dom
/**
 * /dashboard/saved_searches: deleting a saved search stops its alerts for good, so it asks for the
 * search's name typed first (type-to-confirm, spec §5) — nothing is sent until the name is typed
 * (case and spaces aside), then DELETE /saved_search/{id} and the page says it was deleted, in es
 * and en.
 */
import type { SavedSearch } from '@casona/proto';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  confirmWithPhrase,
  renderScreen,
  resetScreens,
  setUpScreens,
  stubApi,
} from '../../testing/screen.ts';
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

beforeAll(setUpScreens);
beforeEach(() => {
  deletes = [];
  stubApi((url, init) => {
    if (init?.method === 'DELETE') {
      deletes.push(url.pathname);
      return { status: 204, body: null };
    }
    return { status: 200, body: { items: deletes.length === 0 ? [search] : [] } };
  });
});
afterEach(resetScreens);

function show() {
  const router = createRouter({
    routeTree: createRootRoute({ component: SavedSearchesPage }),
    history: createMemoryHistory({ initialEntries: ['/dashboard/saved_searches'] }),
  });
  renderScreen(h(RouterProvider, { router }));
}

describe('deleting a saved search', () => {
  it.each([
    ['en', 'Delete Casas en Olímpica', ' casas  en olímpica ', 'We deleted the search “Casas en Olímpica”.'],
    ['es', 'Borrar Casas en Olímpica', 'CASAS EN OLÍMPICA', 'Borramos la búsqueda «Casas en Olímpica».'],
  ] as const)('waits for its name (%s)', async (lang, title, typed, deleted) => {
    await i18next.changeLanguage(lang);
    show();
    fireEvent.click(await screen.findByRole('button', { name: title }));
    await confirmWithPhrase(title, 'saved-search-delete-confirm', 'Casas', typed, () =>
      expect(deletes).toEqual([]),
    );
    await waitFor(() => expect(deletes).toEqual([`/api/v1/saved_search/${ID}`]));
    expect((await screen.findByTestId('saved-search-deleted')).textContent).toContain(deleted);
    await screen.findByTestId('saved-searches-empty');
  });
});
