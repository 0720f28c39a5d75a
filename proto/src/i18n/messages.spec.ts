import { describe, expect, it } from 'vitest';

import { MESSAGES, en, es, type MessageKey } from './messages.ts';
import {
  isMessageKey,
  localeFromAcceptLanguage,
  localeFromProfile,
  messageParams,
  toProfileLocale,
  translate,
} from './translate.ts';

const KEYS = Object.keys(en) as MessageKey[];

describe('message catalogue parity', () => {
  it('has the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual([...KEYS].sort());
  });

  it.each(KEYS)('%s: no empty text and the same {params} in both languages', (key) => {
    expect(en[key].trim()).not.toBe('');
    expect(es[key].trim()).not.toBe('');
    expect(messageParams(key, 'es').sort()).toEqual(messageParams(key, 'en').sort());
  });

  it('keys are stable dotted names', () => {
    for (const key of KEYS) expect(key).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/);
  });

  it('Spanish is written with its accents and opening marks', () => {
    const all = Object.values(es).join(' ');
    for (const word of [
      'operación',
      'inténtalo',
      'electrónico',
      'sesión',
      'contraseña',
      'número',
      'válido',
      'dígitos',
    ]) {
      expect(all).toContain(word);
    }
    expect(es['joke.success'].startsWith('¡')).toBe(true);
    // A Spanish text that reads like untranslated English is a bug.
    const untranslated = KEYS.filter((k) => /\b(the|please|must|error occurred)\b/i.test(es[k]));
    expect(untranslated).toEqual([]);
  });
});

describe('messages quoted by the spec (§2, §8)', () => {
  it.each<[MessageKey, string]>([
    ['error.generic', 'An error occurred while performing the operation. Please try again later.'],
    ['form.invalid', 'Please correct the errors in the form.'],
    ['form.fillAll', 'Please fill in all fields correctly.'],
    ['auth.emailExists', 'A profile with this email already exists. Please log in to continue.'],
    ['auth.googleError', 'There was an error while trying to log in with Google.'],
    ['auth.invalidCredentials', 'Please verify your credentials and try again'],
    ['auth.sessionExpired', 'You need to login'],
    ['area.unsupported', "Currently, we do not support the area you're looking for."],
    ['phone.invalid', 'The phone number must be 10 digits.'],
    ['server.rateLimit', 'Rate limit exceeded'],
    ['http.badRequest', 'Bad request'],
    ['http.unauthorized', 'Unauthorized usage of API endpoint'],
    ['http.tooManyRequests', 'Request limit exceeded'],
    ['error.noSession', 'No session found'],
    ['error.profileIdFileNotFound', 'Could not find profile ID file'],
    ['error.noFile', 'No file provided'],
    ['error.uploadImageFailed', 'Failed to upload image'],
    ['error.moveImagesFailed', 'Failed to move images'],
    ['error.propertyFileNameNotFound', 'deletePropertyFile - fileName was not found'],
    ['error.pmDocumentTopNode', 'Cannot create a PM Document without a topNode'],
    ['error.invalidIncomesAnswer', 'Invalid answer from get_reservation_interval_incomes_by_currency'],
    ['airbnb.invalidListingUrl', 'Invalid listing URL'],
    ['airbnb.invalidProfileUrl', 'Invalid profile URL'],
    ['page.notFound', "We couldn't find the page you're looking for."],
    ['market.empty', 'No properties found with the selected search criteria'],
  ])('%s', (key, text) => {
    expect(en[key]).toBe(text);
  });

  it('the server helper names the failed call', () => {
    expect(translate('server.apiCallFailed', 'en', { message: 'timeout' })).toBe(
      'Something went wrong on API call: (timeout)',
    );
  });

  it('unsupported area: Spanish adds that work is under way', () => {
    expect(es['area.unsupported']).toMatch(/trabajando/);
    expect(en['area.unsupported']).not.toMatch(/working/);
  });

  it('recovering a password never reveals whether the email exists', () => {
    expect(en['auth.recoverSent']).toMatch(/^If the email/);
    expect(es['auth.recoverSent']).toMatch(/^Si el correo/);
  });

  it('has the §6 denial messages', () => {
    expect(en['permission.viewChores']).toBe('You do not have permission to view chores.');
    expect(es['permission.viewReports']).toBe('No tienes permiso para ver los reportes.');
    expect(es['permission.viewAllies']).toBe('No tienes permiso para ver a los aliados.');
    expect(en['permission.viewInvitations']).toBe('You do not have permission to view invitations.');
    expect(es['permission.addReports']).toBe('No tienes permiso para agregar reportes.');
  });

  it("has identity's account, invitation and staff messages", () => {
    expect(en['auth.resetLinkInvalid']).toBe('This link has expired or was already used. Request a new one.');
    expect(es['auth.resetLinkInvalid']).toBe('Este enlace ya expiró o ya se usó. Solicita uno nuevo.');
    expect(en['invitation.notPending']).toBe('This invitation was already answered or revoked.');
    expect(es['invitation.notPending']).toBe('Esta invitación ya fue respondida o cancelada.');
    expect(en['staff.cannotRemoveSelf']).toBe('You cannot remove your own administrator role.');
    expect(es['staff.cannotRemoveSelf']).toBe('No puedes quitarte tu propio rol de administrador.');
  });

  it('file messages carry the size in MB', () => {
    expect(translate('file.pdfTooLarge', 'en', { max: 4 })).toBe('The file must be a PDF under 4 MB.');
    expect(translate('image.invalid', 'es', { max: 2 })).toBe(
      'La imagen debe ser JPEG o PNG y pesar menos de 2 MB.',
    );
  });
});

describe('translate', () => {
  it('fills {params}, grouping thousands from five digits on', () => {
    expect(translate('validation.number.min', 'es', { min: 300_000 })).toBe(
      'Debe ser mayor o igual a 300,000.',
    );
    expect(translate('validation.yearBuilt', 'en', { min: 1900, max: 2024 })).toBe(
      'The year built must be between 1900 and 2024.',
    );
    expect(translate('csv.columnCount', 'es', { line: 12, found: 6, expected: 7 })).toBe(
      'La línea 12 tiene 6 columnas, pero se esperaban 7. Revisa sus comas.',
    );
  });

  it('leaves a placeholder without value as written', () => {
    expect(translate('validation.city', 'en', {})).toBe(
      'The city must be one of the municipalities of {state}.',
    );
    expect(translate('validation.city', 'en')).toBe('The city must be one of the municipalities of {state}.');
  });

  it('knows its keys', () => {
    expect(isMessageKey('form.invalid')).toBe(true);
    expect(isMessageKey('form.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(Object.keys(MESSAGES)).toEqual(['en', 'es']);
  });
});

describe('choosing the language', () => {
  it.each<[string | undefined | null, 'en' | 'es']>([
    ['en-US,en;q=0.9', 'en'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,fr;q=0.9,en;q=0.8,es;q=0.7', 'en'],
    ['fr-FR,de;q=0.9', 'es'],
    ['en;q=0.2, es;q=0.8', 'es'],
    ['en;q=0, fr', 'es'],
    ['EN-gb', 'en'],
    ['*', 'es'],
    ['', 'es'],
    [undefined, 'es'],
    [null, 'es'],
  ])('Accept-Language %j → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('maps profile locales both ways', () => {
    expect(localeFromProfile('EN')).toBe('en');
    expect(localeFromProfile('ES')).toBe('es');
    expect(localeFromProfile(null)).toBe('es');
    expect(toProfileLocale('en')).toBe('EN');
    expect(toProfileLocale('es')).toBe('ES');
  });
});
