// @vitest-environment happy-dom
/**
 * The photo editor of a property (owner's details page, staff's property editor): removing a photo
 * takes it off the public page for good, so it asks for the type-to-confirm phrase first (spec §5)
 * — nothing is removed until the phrase is typed, in es and en.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { renderScreen, resetScreens, setUpScreens } from '../testing/screen.ts';
import { PropertyImagesEditor, type ImageActions } from './property-images-editor.tsx';

const PHOTOS = ['https://cdn.casona.mx/p/1.jpg', 'https://cdn.casona.mx/p/2.jpg'];

beforeAll(setUpScreens);
afterEach(resetScreens);

function editor() {
  const removed: string[] = [];
  const actions: ImageActions = {
    upload: async () => undefined,
    reorder: async () => undefined,
    remove: async (url) => {
      removed.push(url);
    },
  };
  renderScreen(h(PropertyImagesEditor, { images: PHOTOS, actions, name: 'Casa Lulú' }));
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
