// @vitest-environment happy-dom
/**
 * /dashboard/profile: deleting the official ID and removing the profile picture cannot be undone,
 * so each asks for the type-to-confirm phrase first (spec §5) — nothing is sent until the phrase is
 * typed (case and spaces aside), in es and en; the ID's dialog does not submit the upload form it
 * sits beside.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { PrivateInfoView, Profile } from '../../lib/api/contracts.ts';
import {
  bodyOf,
  confirmWithPhrase,
  renderScreen,
  resetScreens,
  setUpScreens,
  stubApi,
} from '../../testing/screen.ts';
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

beforeAll(setUpScreens);
beforeEach(() => {
  sent = [];
  stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (method !== 'GET') sent.push({ method, path, body: bodyOf(init) });
    if (method === 'DELETE') return { status: 204, body: null };
    return {
      status: 200,
      body: path === '/api/v1/profile' ? { ...profile, img_url: null } : { ...info, id_url: null },
    };
  });
});
afterEach(resetScreens);

/** Opens the dialog with its opener, then types a wrong phrase (nothing sent) and the right one. */
async function confirmWith(opener: string, title: string, typed: string) {
  fireEvent.click(screen.getByTestId(opener));
  await confirmWithPhrase(title, `${opener}-confirm`, 'borr', typed, () => expect(sent).toEqual([]));
}

describe('deleting the official ID', () => {
  it.each([
    ['en', 'Delete ID', ' DELETE '],
    ['es', 'Eliminar identificación', 'Eliminar'],
  ] as const)('waits for the phrase (%s)', async (lang, title, typed) => {
    await i18next.changeLanguage(lang);
    renderScreen(h(IdDocumentCard, { profileId: PROFILE_ID, info }));
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
    renderScreen(h(ProfilePictureCard, { profile }));
    await confirmWith('picture-remove', title, typed);
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PATCH', path: '/api/v1/profile', body: { profile_id: PROFILE_ID, img_url_obj: null } },
      ]),
    );
  });
});
