import { describe, expect, it } from 'vitest';

import { contactWhatsapp, shareLinks, whatsappContactLink } from './contact.ts';

const home = { name: 'Casa Olímpica', url: 'https://casona.mx/property/casa-olimpica' };

describe('contact and share links', () => {
  it('takes the configured number as international digits, or none', () => {
    expect(contactWhatsapp('+52 1 33 1234 5678')).toBe('5213312345678');
    expect(contactWhatsapp(undefined)).toBeNull();
    expect(contactWhatsapp('')).toBeNull();
    expect(contactWhatsapp('12345')).toBeNull();
  });
  it('opens a chat whose message names the property and links its page', () => {
    const es = new URL(whatsappContactLink('5213312345678', home, 'es'));
    expect(es.origin + es.pathname).toBe('https://wa.me/5213312345678');
    expect(es.searchParams.get('text')).toBe(
      'Hola, me interesa la propiedad «Casa Olímpica» que vi en Casona: https://casona.mx/property/casa-olimpica',
    );
    expect(new URL(whatsappContactLink('5213312345678', home, 'en')).searchParams.get('text')).toContain(
      'the property "Casa Olímpica"',
    );
  });
  it('shares the page to WhatsApp, Facebook and X', () => {
    const links = shareLinks(home);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`Casa Olímpica ${home.url}`);
    expect(new URL(links.facebook).searchParams.get('u')).toBe(home.url);
    expect(new URL(links.x).searchParams.get('url')).toBe(home.url);
  });
});
