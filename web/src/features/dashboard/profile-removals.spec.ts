// @vitest-environment happy-dom
/**
 * /dashboard/profile: deleting the official ID and removing the profile picture cannot be undone,
 * so each asks for the type-to-confirm phrase first (spec §5) — nothing is sent until the phrase is
 * typed (case and spaces aside), in es and en; the ID's dialog does not submit the upload form it
 * sits beside.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { PrivateInfoView, Profile } from '../../lib/api/contracts.ts';
import { configureTransport } from '../../lib/api/transport.ts';
import { en } from '../../lib/i18n/locales/en.ts';
import { es } from '../../lib/i18n/locales/es.ts';
import { IdDocumentCard } from './components/id-document-card.tsx';
import { ProfilePictureCard } from './components/profile-picture-card.tsx';

const PROFILE_ID = '3b7e9d2a-5c41-4f8e-9a6b-1d2c3e4f5a6b';
const profile = {
  id: PROFILE_ID,
  name: 'Lucía Pérez',
  img_url: 'https://cdn.casona.mx/profile/lucia.jpg',
} as Profile;
const info = {
  profile_id: PROFILE_ID,
  home_address_string: null,
  home_latitude: null,
  home_longitude: null,
  home_place_id: null,
  id_url: 'https://private.casona.mx/id/lucia.pdf',
  phone_number: null,
  stripe_customer_id: null,
} as PrivateInfoView;

let sent: { method: string; path: string; body: unknown }[];

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
  sent = [];
  configureTransport({
    fetch: async (input, init) => {
      const method = init?.method ?? 'GET';
      const path = new URL(String(input), 'http://casona.test').pathname;
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      if (method !== 'GET') sent.push({ method, path, body });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      const answer = path === '/api/v1/profile' ? { ...profile, img_url: null } : { ...info, id_url: null };
      return new Response(JSON.stringify(answer), {
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

const show = (node: ReactNode) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    h(QueryClientProvider, { client }, h(I18nextProvider, { i18n: i18next }, h(MantineProvider, null, node))),
  );
};

/** Opens the dialog, checks that a wrong phrase sends nothing, then types the right one and confirms. */
async function confirmWith(opener: string, title: string, typed: string) {
  fireEvent.click(screen.getByTestId(opener));
  const dialog = await screen.findByRole('dialog', { name: title });
  const confirm = within(dialog).getByTestId(`${opener}-confirm`) as HTMLButtonElement;
  expect(confirm.disabled).toBe(true);
  fireEvent.change(within(dialog).getByTestId('confirm-phrase'), { target: { value: 'borr' } });
  expect(confirm.disabled).toBe(true);
  fireEvent.submit(confirm.closest('form')!);
  await within(dialog).findByRole('alert');
  expect(sent).toEqual([]);
  fireEvent.change(within(dialog).getByTestId('confirm-phrase'), { target: { value: typed } });
  expect(confirm.disabled).toBe(false);
  fireEvent.click(confirm);
}

describe('deleting the official ID', () => {
  it.each([
    ['en', 'Delete ID', ' DELETE '],
    ['es', 'Eliminar identificación', 'Eliminar'],
  ] as const)('waits for the phrase (%s)', async (lang, title, typed) => {
    await i18next.changeLanguage(lang);
    show(h(IdDocumentCard, { profileId: PROFILE_ID, info }));
    await confirmWith('id-remove', title, typed);
    // Only the DELETE: the upload form beside it is not submitted.
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'DELETE', path: '/api/v1/profile_private_info/id_file', body: undefined },
      ]),
    );
  });
});

describe('removing the profile picture', () => {
  it.each([
    ['en', 'Remove picture', 'remove'],
    ['es', 'Quitar foto', ' QUITAR'],
  ] as const)('waits for the phrase (%s)', async (lang, title, typed) => {
    await i18next.changeLanguage(lang);
    show(h(ProfilePictureCard, { profile }));
    await confirmWith('picture-remove', title, typed);
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PATCH', path: '/api/v1/profile', body: { profile_id: PROFILE_ID, img_url_obj: null } },
      ]),
    );
  });
});
