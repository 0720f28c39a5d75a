import { Contact, ManagerApplication } from '@casona/proto/schemas/submissions';
import { describe, expect, it } from 'vitest';

import { fieldErrors, fieldOfPath } from './use-schema-form.ts';

describe('form kit validation', () => {
  it("shows proto's messages per field, in the interface language", () => {
    const payload = { name: '', email: 'nope', phone_number: '55123', text: '', locale: 'ES' };
    expect(fieldErrors(Contact, payload, 'es')).toEqual({
      name: 'Este campo es obligatorio.',
      email: 'Por favor, ingresa un correo electrónico válido.',
      phone_number: 'El número de teléfono debe tener 10 dígitos.',
      text: 'Este campo es obligatorio.',
    });
    expect(fieldErrors(Contact, payload, 'en')['phone_number']).toBe('The phone number must be 10 digits.');
  });

  it('accepts a valid submission', () => {
    expect(
      fieldErrors(
        Contact,
        { name: 'Ana', email: 'ana@example.mx', phone_number: '5512345678', text: 'Hola', locale: 'ES' },
        'es',
      ),
    ).toEqual({});
    expect(
      fieldErrors(
        ManagerApplication,
        {
          name: 'Ana',
          airbnb_profile_url: 'https://www.airbnb.mx/users/show/123',
          message: 'Tres casas en Mérida',
          locale: 'EN',
        },
        'en',
      ),
    ).toEqual({});
  });

  it('maps JSON pointers to fields', () => {
    expect(fieldOfPath('/email')).toBe('email');
    expect(fieldOfPath('/images/3')).toBe('images');
    expect(fieldOfPath('/a~1b')).toBe('a/b');
  });
});
