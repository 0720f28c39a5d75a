// @vitest-environment happy-dom
/**
 * The photo editor of a property (owner's details page, staff's property editor): removing a photo
 * takes it off the public page for good, so it asks for the type-to-confirm phrase first (spec §5)
 * — nothing is removed until the phrase is typed, in es and en.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { en } from '../lib/i18n/locales/en.ts';
import { es } from '../lib/i18n/locales/es.ts';
import { PropertyImagesEditor, type ImageActions } from './property-images-editor.tsx';

const PHOTOS = ['https://cdn.casona.mx/p/1.jpg', 'https://cdn.casona.mx/p/2.jpg'];

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
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

function editor() {
  const removed: string[] = [];
  const actions: ImageActions = {
    upload: async () => undefined,
    reorder: async () => undefined,
    remove: async (url) => {
      removed.push(url);
    },
  };
  render(
    h(
      I18nextProvider,
      { i18n: i18next },
      h(MantineProvider, null, h(PropertyImagesEditor, { images: PHOTOS, actions, name: 'Casa Lulú' })),
    ),
  );
  return removed;
}

describe('removing a photo of a property', () => {
  it.each([
    ['en', 'Delete photo 2', 'delete'],
    ['es', 'Eliminar la foto 2', 'eliminar'],
  ] as const)('waits for the phrase (%s)', async (lang, title, phrase) => {
    await i18next.changeLanguage(lang);
    const removed = editor();
    fireEvent.click(screen.getAllByTestId('images-editor-remove')[1]!);
    const dialog = await screen.findByRole('dialog', { name: title });
    const confirm = within(dialog).getByTestId('images-editor-remove-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('confirm-phrase'), { target: { value: 'borrar' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.submit(confirm.closest('form')!);
    expect(removed).toEqual([]);
    fireEvent.change(within(dialog).getByTestId('confirm-phrase'), {
      target: { value: ` ${phrase.toUpperCase()} ` },
    });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(removed).toEqual([PHOTOS[1]]));
  });
});
