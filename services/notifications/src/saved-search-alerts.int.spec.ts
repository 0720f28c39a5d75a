/**
 * Saved-search alerts (issue 16): listings' listings.saved_search.matched becomes one email to the
 * search's person in their language — the home's name, MX$ and US$ price, photo, its page and the
 * link to manage the alert — however often the event is delivered; none when they turned email off
 * for SAVED_SEARCH_ALERTS; and the WhatsApp template for those who opted in.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDefinition } from '@casona/proto';
import type { EventPayload } from '@casona/proto/events/catalogue';
import {
  emailReached,
  emailsTo,
  eventually,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let cloud: http.Server;
let sent: unknown[] = [];
beforeAll(async () => {
  // A stand-in for the WhatsApp Cloud API: every template message is accepted.
  cloud = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      sent.push(JSON.parse(raw));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.${sent.length}` }] }));
    });
  });
  await new Promise<void>((resolve) => cloud.listen(0, '127.0.0.1', resolve));
  const { port } = cloud.address() as AddressInfo;
  h = await startHarness({
    env: {
      WHATSAPP_API_BASE: `http://127.0.0.1:${port}`,
      WHATSAPP_API_VERSION: 'v21.0',
      WHATSAPP_TOKEN: 'test-token',
      WHATSAPP_PHONE_NUMBER_ID: '109876543210987',
      WHATSAPP_BACKOFF_MS: '100',
    },
  });
});
afterAll(async () => {
  await h?.stop();
  await new Promise((resolve) => cloud?.close(resolve));
});

const known = (who: Account) =>
  eventually(
    async () => (await h.sql('SELECT 1 FROM profile WHERE id = $1', [who.id])).length === 1,
    'the profile projection',
  );

const matched = (who: Account, over: Partial<EventPayload<'listings.saved_search.matched'>> = {}) => ({
  savedSearchId: crypto.randomUUID(),
  profileId: who.id,
  searchName: 'Casas en Puebla',
  propertyId: crypto.randomUUID(),
  propertyName: 'Casa Villa Olímpica',
  slug: 'casa-villa-olimpica-puebla',
  price: 2_450_000,
  priceUsd: 133_152,
  city: 'Puebla',
  state: 'Puebla',
  imageUrl: 'https://cdn.example.mx/casa.jpg',
  ...over,
});

describe('listings.saved_search.matched', () => {
  it('emails the person once in Spanish, however often the event arrives', async () => {
    const person = await registerAccount(h, { name: 'Begoña Ibáñez', phone_number: null });
    await known(person);
    const event = await h.publish('listings.saved_search.matched', matched(person), 'listings');
    const email = await emailReached(h, person.email, 'saved_search_match');
    expect(email).toMatchObject({ locale: 'ES', status: 'SENT' });
    // Delivered again (at least once) and after the processed mark is lost: the dedupe key holds.
    await h.infra.bus.publish(eventDefinition('listings.saved_search.matched').topic, [event]);
    await h.sql('DELETE FROM processed_event WHERE event_id = $1', [event.id]);
    await h.infra.bus.publish(eventDefinition('listings.saved_search.matched').topic, [event]);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await emailsTo(h, person.email)).filter((e) => e.template === 'saved_search_match')).toHaveLength(
      1,
    );

    const inbox = (await h.outbox()).filter((m) => m.to.includes(person.email.toLowerCase()));
    const alert = inbox.filter((m) => m.subject.startsWith('Nueva casa para tu búsqueda'));
    expect(alert).toHaveLength(1);
    expect(alert[0]!.subject).toBe('Nueva casa para tu búsqueda «Casas en Puebla»: Casa Villa Olímpica');
    expect(alert[0]!.text).toContain('Hola, Begoña Ibáñez:');
    expect(alert[0]!.text).toContain('Precio: MX$2,450,000 (aprox. US$133,152)');
    expect(alert[0]!.text).toContain(`Ver la casa: ${h.base}/property/casa-villa-olimpica-puebla`);
    expect(alert[0]!.text).toContain(`Administrar o detener esta alerta: ${h.base}/dashboard/saved_searches`);
    expect(alert[0]!.html).toContain('<img src="https://cdn.example.mx/casa.jpg"');
    expect(alert[0]!.headers['List-Unsubscribe']).toMatch(/unsubscribe\?token=/);
  });

  it('in English for an English profile; nothing sent when email is off for saved-search alerts', async () => {
    const english = await registerAccount(h, { name: 'Jane', locale: 'EN', phone_number: null });
    await known(english);
    await h.publish(
      'listings.saved_search.matched',
      matched(english, { searchName: 'Cheap CDMX' }),
      'listings',
    );
    await emailReached(h, english.email, 'saved_search_match');
    const mail = (await h.outbox()).find(
      (m) => m.to.includes(english.email.toLowerCase()) && m.subject.includes('Cheap CDMX'),
    );
    expect(mail?.subject).toBe('A new home for your search “Cheap CDMX”: Casa Villa Olímpica');
    expect(mail?.text).toContain('Price: MX$2,450,000 (approx. US$133,152)');

    const quiet = await registerAccount(h, { name: 'Sin Correo', phone_number: null });
    await known(quiet);
    const off = await h.call('PUT', '/api/v1/notification_preference', {
      token: quiet.accessToken,
      body: {
        preferences: [{ category: 'SAVED_SEARCH_ALERTS', email: false, whatsapp: false, in_app: false }],
      },
    });
    expect(off.status).toBe(200);
    await h.publish('listings.saved_search.matched', matched(quiet), 'listings');
    const row = await eventually(
      async () => (await emailsTo(h, quiet.email)).find((e) => e.template === 'saved_search_match'),
      'the suppressed alert row',
    );
    expect(row.status).toBe('SUPPRESSED');
  });

  it('goes to WhatsApp as the saved_search_match template for a person who opted in', async () => {
    const person = await registerAccount(h, { name: 'Con WhatsApp', phone_number: '5512345678' });
    await known(person);
    const on = await h.call('PUT', '/api/v1/notification_preference', {
      token: person.accessToken,
      body: {
        preferences: [{ category: 'SAVED_SEARCH_ALERTS', email: true, whatsapp: true, in_app: false }],
      },
    });
    expect(on.status).toBe(200);
    sent = [];
    await h.publish(
      'listings.saved_search.matched',
      matched(person, { searchName: 'Con alerta' }),
      'listings',
    );
    const message = await eventually(
      async () =>
        sent[0] as
          | { to: string; template: { name: string; components: { parameters: { text: string }[] }[] } }
          | undefined,
      'the WhatsApp message',
    );
    expect(message.to).toBe('525512345678');
    expect(message.template.name).toBe('casona_saved_search_match');
    expect(message.template.components[0]!.parameters.map((p) => p.text)).toEqual([
      'Con alerta',
      'Casa Villa Olímpica',
      'MX$2,450,000 (aprox. US$133,152)',
      `${h.base}/property/casa-villa-olimpica-puebla`,
    ]);
  });
});
