// @vitest-environment happy-dom
/**
 * The property picker against a stubbed API: what staff type is searched on the server, the
 * matches are named with their city and status in the reader's language, arrows and Enter pick
 * one (its id is the value, never shown), and a failed search says so in words.
 */
import type { PropertyView } from '@casona/proto/listings/responses';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createElement as h, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { lastAsked, renderScreen, resetScreens, setUpScreens, stubApi } from '../../testing/screen.ts';
import { PICKER_DEBOUNCE_MS, PropertyPicker } from './property-picker.tsx';

const PROPERTIES = '/api/v1/admin/properties';
const ROMA = '6f1c2a4e-8b1d-4c3e-9a51-0d2f7c1b9e01';
const CORAL = '0b7e9a52-3c1d-4f6e-8a2b-9d4c5e6f7a81';

const property = (over: Partial<PropertyView>): PropertyView =>
  ({
    id: ROMA,
    name: 'Casa Roma Norte',
    city: 'Cuauhtémoc',
    state: 'Ciudad de México',
    status: 'PUBLISHED',
    ...over,
  }) as PropertyView;

beforeAll(setUpScreens);
afterEach(resetScreens);

/** The picker with its value kept in React state; every value it reports is recorded. */
function renderPicker(reported: string[]) {
  renderScreen(
    h(function Picked() {
      const [value, setValue] = useState('');
      return h(PropertyPicker, {
        value,
        onChange: (id: string) => {
          reported.push(id);
          setValue(id);
        },
      });
    }),
  );
  return screen.getByRole('combobox');
}

async function typeInto(field: HTMLElement, text: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  act(() => void vi.advanceTimersByTime(PICKER_DEBOUNCE_MS + 10));
  vi.useRealTimers();
}

describe('PropertyPicker', () => {
  it('searches as staff type and picks a match with the arrows and Enter, in Spanish', async () => {
    await i18next.changeLanguage('es');
    const asked = stubApi(() => ({
      status: 200,
      body: {
        items: [
          property({}),
          property({ id: CORAL, name: 'Depa Coral', city: 'Mérida', state: 'Yucatán', status: 'SOLD' }),
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      },
    }));
    const reported: string[] = [];
    const field = renderPicker(reported);
    expect(field.getAttribute('placeholder')).toBe('Escribe su nombre, ciudad o el correo del dueño');
    expect(screen.getByRole('combobox', { name: 'Propiedad' })).toBe(field);
    await typeInto(field, 'casa ');
    await waitFor(() => expect(lastAsked(asked, PROPERTIES).searchParams.get('q')).toBe('casa'));
    const options = await screen.findAllByTestId('property-option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Casa Roma Norte · Cuauhtémoc, Ciudad de México · Publicada',
      'Depa Coral · Mérida, Yucatán · Vendida',
    ]);
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(field).toHaveProperty('value', 'Depa Coral'));
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(reported.at(-1)).toBe(CORAL);
    expect(document.body.textContent).toContain('Mérida, Yucatán · Vendida');
    expect(document.body.textContent).not.toContain(CORAL);
    // Typing again lets go of the chosen one until another is picked.
    fireEvent.change(field, { target: { value: 'roma' } });
    expect(reported.at(-1)).toBe('');
  });

  it('says so in words when nothing matches and when the search fails', async () => {
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: { items: [], total: 0, page: 1, pageSize: 20 },
    };
    stubApi(() => answer);
    const field = renderPicker([]);
    await typeInto(field, 'nadie');
    await screen.findByText('No property matches what you typed.');
    answer = { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } };
    await typeInto(field, 'otra');
    await screen.findByText('We could not search the properties. Try again.', undefined, { timeout: 5000 });
    expect(document.body.textContent).not.toContain('INTERNAL');
  });
});
