// @vitest-environment happy-dom
/**
 * The staff property editor's lifecycle card: marking a property sold, rejecting or deleting it
 * waits for the property's name typed (spec §5) and sends that phrase as `confirmation`, which the
 * server checks again (POST /admin/property/{id}/status); a step that takes nothing back (publish)
 * needs no phrase.
 */
import type { PropertyView } from '@casona/proto/listings/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { en } from '../../lib/i18n/locales/en.ts';
import { es } from '../../lib/i18n/locales/es.ts';
import { bodyOf, renderScreen, resetScreens, setUpScreens, stubApi } from '../../testing/screen.ts';
import { StatusCard } from './routes/admin-property-page.tsx';

const ID = '6f1c2a4e-8b1d-4c3e-9a51-0d2f7c1b9e01';
const home = (status: PropertyView['status']): PropertyView =>
  ({ id: ID, name: 'Casa Lulú', status, rejection_reason: null }) as PropertyView;

let posted: { url: string; body: unknown }[];

beforeAll(setUpScreens);
beforeEach(() => {
  posted = [];
  stubApi((url, init) => {
    const body = bodyOf(init) as { status?: string };
    posted.push({ url: url.pathname, body });
    return { status: 200, body: home((body.status ?? 'REVISION') as PropertyView['status']) };
  });
});
afterEach(resetScreens);

const show = (status: PropertyView['status']) => {
  renderScreen(h(StatusCard, { property: home(status) }));
};

async function confirmIn(title: string, typed: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  const confirm = within(dialog).getByRole('button', { name: button }) as HTMLButtonElement;
  expect(confirm.disabled).toBe(true);
  fireEvent.change(within(dialog).getByTestId('confirm-phrase'), { target: { value: 'Casa' } });
  expect(confirm.disabled).toBe(true);
  expect(posted).toEqual([]);
  fireEvent.change(within(dialog).getByTestId('confirm-phrase'), { target: { value: typed } });
  fireEvent.click(confirm);
}

describe('staff change a property’s status', () => {
  it('marking it sold sends the typed name as the confirmation', async () => {
    show('PUBLISHED');
    fireEvent.click(screen.getByTestId('status-SOLD'));
    await confirmIn('Mark Casa Lulú as sold?', ' casa lulú ', 'Mark as sold');
    await waitFor(() =>
      expect(posted).toEqual([
        { url: `/api/v1/admin/property/${ID}/status`, body: { status: 'SOLD', confirmation: 'casa lulú' } },
      ]),
    );
  });

  it('rejecting sends the reason and the phrase (es)', async () => {
    await i18next.changeLanguage('es');
    show('REVISION');
    fireEvent.change(screen.getByLabelText(es.listings.admin.rejectionReason), {
      target: { value: 'Faltan fotos' },
    });
    fireEvent.click(screen.getByTestId('status-REJECTED'));
    await confirmIn('¿Rechazar Casa Lulú?', 'Casa Lulú', es.listings.admin.transitions.REJECTED);
    await waitFor(() =>
      expect(posted.map((p) => p.body)).toEqual([
        { status: 'REJECTED', confirmation: 'Casa Lulú', rejection_reason: 'Faltan fotos' },
      ]),
    );
  });

  it('deleting sends the phrase; publishing needs none', async () => {
    show('ACCEPTED');
    fireEvent.click(screen.getByTestId('status-PUBLISHED'));
    await waitFor(() => expect(posted.map((p) => p.body)).toEqual([{ status: 'PUBLISHED' }]));
    posted = [];
    fireEvent.click(screen.getByTestId('status-DELETED'));
    await confirmIn('Delete Casa Lulú?', 'CASA LULÚ', en.listings.admin.transitions.DELETED);
    await waitFor(() =>
      expect(posted.map((p) => p.body)).toEqual([{ status: 'DELETED', confirmation: 'CASA LULÚ' }]),
    );
  });
});
