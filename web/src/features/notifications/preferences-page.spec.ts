// @vitest-environment happy-dom
/**
 * /dashboard/profile/notifications (issue 19) rendered against a stubbed API: a box only where the
 * channel carries that kind of notice (proto's CATEGORY_CHANNELS — 14 of the 24 cells), a dash with
 * words elsewhere (tours and leads get none), each kind saying where it goes; a tick sends the row;
 * the server's refusal shows in words. In es and en, never a key.
 */
import {
  CATEGORY_CHANNELS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationPreferences,
} from '@casona/proto/notifications/preferences';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  answerByPath,
  bodyOf,
  renderScreen,
  resetScreens,
  setUpScreens,
  stubApi,
  type StubbedAnswer,
} from '../../testing/screen.ts';
import { PreferencesPage } from './routes/preferences-page.tsx';

const PATH = '/api/v1/notification_preference';

/** What the service answers before the person chooses: the defaults, channels that carry nothing off. */
const defaults = (): NotificationPreferences => ({
  preferences: NOTIFICATION_CATEGORIES.map((category) => {
    const has = (c: string) => (CATEGORY_CHANNELS[category] as readonly string[]).includes(c);
    return { category, email: has('email'), whatsapp: false, in_app: has('in_app') };
  }),
  phone_number: '5512345678',
  whatsapp_available: true,
});

let puts: unknown[];
let answerPut: (body: unknown) => StubbedAnswer;

beforeAll(setUpScreens);
beforeEach(() => {
  puts = [];
  answerPut = () => ({ status: 200, body: defaults() });
  stubApi((url, init) => {
    if (url.pathname === PATH && init?.method === 'PUT') {
      const body = bodyOf(init);
      puts.push(body);
      return answerPut(body);
    }
    return answerByPath({ [PATH]: defaults() }, url);
  });
});
afterEach(resetScreens);

describe('/dashboard/profile/notifications', () => {
  it('draws a box only where the channel carries the notice, and a dash with words elsewhere', async () => {
    renderScreen(h(PreferencesPage));
    await screen.findByTestId('pref-chores-email');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(14);
    for (const category of NOTIFICATION_CATEGORIES)
      for (const channel of NOTIFICATION_CHANNELS) {
        const id = `pref-${category.toLowerCase()}-${channel}`;
        const delivers = (CATEGORY_CHANNELS[category] as readonly string[]).includes(channel);
        expect(screen.queryByTestId(id) !== null, id).toBe(delivers);
        expect(screen.queryByTestId(`${id}-none`) !== null, `${id}-none`).toBe(!delivers);
      }
    // The cells the reviewer found dead are dashes, read out in words.
    expect(screen.getByTestId('pref-chores-in_app-none').textContent).toBe(
      '—Chores assigned and moved: not sent by In Casona',
    );
    expect(screen.getByTestId('pref-reservations-email-none').textContent).toContain('not sent by Email');
    expect(screen.getByTestId('pref-documents_expiring-whatsapp')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Documents about to expire by In Casona' })).toBeTruthy();
    // Tours and leads: no box at all, and why.
    const tours = screen.getByRole('rowheader', { name: /Tours and leads/ }).closest('tr')!;
    expect(within(tours).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByTestId('pref-tours_leads-note').textContent).toBe(
      'We send no notices of these yet: tour requests reach our team, who contact you.',
    );
    expect(screen.getByTestId('pref-reservations-note').textContent).toBe(
      'Only by WhatsApp: we send no reservation email.',
    );
    expect(screen.getByTestId('preferences-legend').textContent).toMatch(/^A dash \(—\) means/);
  });

  it('a tick sends its row; the server’s refusal shows in words', async () => {
    renderScreen(h(PreferencesPage));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Documents about to expire by In Casona' }));
    await screen.findByTestId('preferences-saved');
    expect(puts).toEqual([
      { preferences: [{ category: 'DOCUMENTS_EXPIRING', email: true, whatsapp: false, in_app: false }] },
    ]);

    answerPut = () => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Please correct the errors in the form.',
        errors: [
          {
            path: '/preferences/0/whatsapp',
            message: 'This kind of notice is not sent through this channel.',
          },
        ],
      },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'New reservations by WhatsApp' }));
    await waitFor(() =>
      expect(screen.getByTestId('preferences-error').textContent).toBe(
        'This kind of notice is not sent through this channel.',
      ),
    );
    expect(puts.at(-1)).toEqual({
      preferences: [{ category: 'RESERVATIONS', email: false, whatsapp: true, in_app: false }],
    });
  });

  it('speaks Spanish, with no message key or code on the page', async () => {
    await i18next.changeLanguage('es');
    renderScreen(h(PreferencesPage));
    await screen.findByRole('checkbox', { name: 'Documentos por vencer por En Casona' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(14);
    expect(screen.getByTestId('pref-reservations-email-none').textContent).toBe(
      '—Reservaciones nuevas: no se envía por Correo',
    );
    expect(screen.getByTestId('pref-tours_leads-note').textContent).toContain('Aún no enviamos avisos');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/notificationPreferences\.|TOURS_LEADS|in_app|DOCUMENTS_EXPIRING/);
  });
});
