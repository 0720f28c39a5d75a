// @vitest-environment happy-dom
/**
 * /dashboard/announcement's block for one home (issue 19), rendered: a home submitted from a
 * listing link shows "created from this listing" with the link and the day, in es and en; a home
 * submitted by the form shows no such block. Portals are not asked for (the label may not read them).
 */
import type { PropertyView } from '@casona/proto/listings/responses';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { formatDate } from '../../lib/format.ts';
import { answerByPath, renderScreen, resetScreens, setUpScreens, stubApi } from '../../testing/screen.ts';
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

let asked: URL[];

beforeAll(setUpScreens);
beforeEach(() => {
  asked = [];
  stubApi((url) => {
    asked.push(url);
    return answerByPath({}, url);
  });
});
afterEach(resetScreens);

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
    renderScreen(h(PropertyAnnouncements, { property: home(), actions: NO_ACTIONS }));
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
    renderScreen(h(PropertyAnnouncements, { property: home({ source_listing: null }), actions: NO_ACTIONS }));
    expect(screen.getByTestId('marketplace')).toBeTruthy();
    expect(screen.queryByTestId('source-listing')).toBeNull();
    renderScreen(
      h(PropertyAnnouncements, { property: home({ source_listing: undefined }), actions: NO_ACTIONS }),
    );
    expect(screen.queryAllByTestId('source-listing')).toEqual([]);
  });
});
