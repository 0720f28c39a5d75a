// @vitest-environment happy-dom
/**
 * /dashboard/announcement's block for one home (issue 19), rendered: a home submitted from a
 * listing link shows "created from this listing" with the link and the day, in es and en; a home
 * submitted by the form shows no such block. Portals are not asked for (the label may not read them).
 */
import { MantineProvider } from '@mantine/core';
import type { PropertyView } from '@casona/proto/listings/responses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { configureTransport } from '../../lib/api/transport.ts';
import { formatDate } from '../../lib/format.ts';
import { en } from '../../lib/i18n/locales/en.ts';
import { es } from '../../lib/i18n/locales/es.ts';
import { PropertyAnnouncements } from './components/property-announcements.tsx';

const LINK = 'https://www.airbnb.mx/rooms/52100002';
const SUBMITTED = '2026-03-04T18:00:00.000Z';
const NO_ACTIONS = { read: false, add: false, edit: false, remove: false };

const home = (over: Partial<PropertyView> = {}): PropertyView =>
  ({
    id: '6f1c2a4e-8b1d-4c3e-9a51-0d2f7c1b9e01',
    name: 'Casa del Anuncio',
    slug: 'casa-del-anuncio-coyoacan',
    status: 'REVISION',
    published_at: null,
    qr_code_views: 0,
    main_airbnb_listing_url: null,
    created_at: SUBMITTED,
    source_listing: { url: LINK, created_at: SUBMITTED },
    ...over,
  }) as PropertyView;

let asked: string[];

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
  asked = [];
  configureTransport({
    fetch: async (input) => {
      asked.push(String(input));
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const wrap = (node: ReactNode) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return h(
    QueryClientProvider,
    { client },
    h(I18nextProvider, { i18n: i18next }, h(MantineProvider, null, node)),
  );
};

describe('/dashboard/announcement: the announcement created from a listing link', () => {
  it.each([
    [
      'en',
      'Created from this listing',
      'Submitted from its listing on',
      'Open the original listing on airbnb.mx',
    ],
    [
      'es',
      'Creada a partir de este anuncio',
      'Se registró desde su anuncio el',
      'Ver el anuncio original en airbnb.mx',
    ],
  ] as const)('shows the link and the day it was submitted (%s)', async (lang, title, on, open) => {
    await i18next.changeLanguage(lang);
    render(wrap(h(PropertyAnnouncements, { property: home(), actions: NO_ACTIONS })));
    const block = screen.getByTestId('source-listing');
    expect(within(block).getByRole('heading', { name: title })).toBeTruthy();
    expect(block.textContent).toContain(`${on} ${formatDate(SUBMITTED, lang)}.`);
    const link = within(block).getByRole('link', { name: open });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(link.getAttribute('target')).toBe('_blank');
    // Words only: no message key, no id.
    expect(block.textContent).not.toMatch(/announcement\.|6f1c2a4e/);
    expect(asked).toEqual([]);
  });

  it('a home submitted by the form has no such block', () => {
    render(wrap(h(PropertyAnnouncements, { property: home({ source_listing: null }), actions: NO_ACTIONS })));
    expect(screen.getByTestId('marketplace')).toBeTruthy();
    expect(screen.queryByTestId('source-listing')).toBeNull();
    render(
      wrap(h(PropertyAnnouncements, { property: home({ source_listing: undefined }), actions: NO_ACTIONS })),
    );
    expect(screen.queryAllByTestId('source-listing')).toEqual([]);
  });
});
