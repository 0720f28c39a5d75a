// @vitest-environment happy-dom
/**
 * The deadline calendar's secret address (/dashboard/status): changing it retires the current
 * address as revoking does — calendars subscribed to it stop updating — so both wait for the
 * type-to-confirm phrase (spec §5) and send nothing before it is typed, in es and en; creating the
 * first address takes nothing away and goes at one click.
 */
import type { CalendarFeedView } from '@casona/proto/documents/responses';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  bodyOf,
  confirmWithPhrase,
  renderScreen,
  resetScreens,
  setUpScreens,
  stubApi,
} from '../../testing/screen.ts';
import { CalendarFeedCard } from './components/calendar-feed-card.tsx';

const PROPERTY_ID = '5e0c7a1b-2d3f-4a6b-8c9d-0e1f2a3b4c5d';
const PATH = '/api/v1/property_file/calendar_feed';
const feed = (url: string | null): CalendarFeedView => ({
  property_id: PROPERTY_ID,
  url,
  created_at: url ? '2026-11-20T15:00:00.000Z' : null,
});

let current: string | null;
let sent: { method: string; path: string; query: string; body: unknown }[];

beforeAll(setUpScreens);
beforeEach(() => {
  sent = [];
  current = 'webcal://casona.mx/calendar/old-secret.ics';
  stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push({ method, path: url.pathname, query: url.search, body: bodyOf(init) });
    if (method === 'DELETE') {
      current = null;
      return { status: 204, body: null };
    }
    if (method === 'POST') current = 'webcal://casona.mx/calendar/new-secret.ics';
    return { status: 200, body: feed(current) };
  });
});
afterEach(resetScreens);

function show() {
  renderScreen(h(CalendarFeedCard, { propertyId: PROPERTY_ID }));
}

/** Opens the dialog with its opener, then types a wrong phrase (nothing sent) and the right one. */
async function confirmWith(opener: string, title: string, typed: string) {
  fireEvent.click(await screen.findByTestId(opener));
  await confirmWithPhrase(title, `${opener}-confirm`, 'ok', typed, () => expect(sent).toEqual([]));
}

describe('the deadline calendar address', () => {
  it.each([
    ['en', 'Change address', ' CHANGE '],
    ['es', 'Cambiar dirección', 'cambiar'],
  ] as const)('changing it waits for the phrase (%s)', async (lang, title, typed) => {
    await i18next.changeLanguage(lang);
    show();
    await confirmWith('calendar-rotate', title, typed);
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', path: PATH, query: '', body: { property_id: PROPERTY_ID } }]),
    );
    await waitFor(() =>
      expect((screen.getByTestId('calendar-url') as HTMLInputElement).value).toBe(
        'webcal://casona.mx/calendar/new-secret.ics',
      ),
    );
  });

  it.each([
    ['en', 'Revoke', 'revoke'],
    ['es', 'Revocar', 'Revocar'],
  ] as const)('revoking it waits for the phrase (%s)', async (lang, title, typed) => {
    await i18next.changeLanguage(lang);
    show();
    await confirmWith('calendar-revoke', title, typed);
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'DELETE', path: PATH, query: `?property_id=${PROPERTY_ID}`, body: undefined },
      ]),
    );
    await screen.findByTestId('calendar-create');
  });

  it('creating the first address goes at one click', async () => {
    current = null;
    show();
    fireEvent.click(await screen.findByTestId('calendar-create'));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', path: PATH, query: '', body: { property_id: PROPERTY_ID } }]),
    );
    await screen.findByTestId('calendar-url');
  });
});
