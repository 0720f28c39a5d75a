/**
 * The staff console's mailbox, property notices and email log searched (issue 19): `?q=` on the
 * embedded outbox (subject, recipients, template), on the notices (either language, the property's
 * name) and on the delivery log (recipient, template, last error) finds the words whatever their
 * case and accents, takes a typed `%` and `_` as letters, counts only what matches, pages 20 at a
 * time, and a bad page or search is a 400 in the caller's language. */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectListQueryRefusals, staffTokensByLanguage } from '@casona/kit/testing/list-query';
import {
  createProperty,
  makeStaff,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;
let tokens: { en: string; es: string };

beforeAll(async () => {
  h = await startHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Alma Admin' }), 'ADMIN');
  tokens = await staffTokensByLanguage(h, 'ADMIN');
});
afterAll(async () => h?.stop());

type Listed = { items: Record<string, unknown>[]; total: number; page: number; pageSize: number };
const list = async (url: string, token = admin.accessToken) => {
  const res = await h.call('GET', url, { token });
  expect(res.status).toBe(200);
  return res.body as Listed;
};

describe('the embedded mailbox', () => {
  /** Writes a message to the outbox as the outbox mailer does, `minutes` in the past (newest first). */
  const write = async (subject: string, to: string, template: string, minutes: number) => {
    const sentAt = new Date(Date.UTC(2026, 0, 1, 12) - minutes * 60_000).toISOString();
    const id = `${sentAt.replace(/:/g, '-')}-${randomUUID()}`;
    const dir = path.join(h.dataDir, 'mail');
    await mkdir(dir, { recursive: true });
    const message = {
      id,
      messageId: `<${id}@casona.test>`,
      from: 'Casona <hola@casona.mx>',
      to: [to],
      subject,
      html: `<p>${subject}</p>`,
      text: subject,
      headers: { 'X-Casona-Template': template, 'X-Casona-Locale': 'ES' },
      sentAt,
      eml: `${id}.eml`,
    };
    await writeFile(path.join(dir, `${id}.json`), JSON.stringify(message));
  };
  const subjects = async (q: string) =>
    (await list(`/api/v1/admin/mail?q=${encodeURIComponent(q)}`)).items.map((m) => m.subject);

  beforeAll(async () => {
    for (let i = 0; i < 22; i++)
      await write(`Recibo del mes ${i}`, `dueno${i}@correo.mx`, 'owner_statement', i);
    await write('Tu reservación en Mérida', 'Ana.Lopez@correo.mx', 'reservation_created', 100);
    await write('Restablece tu contraseña', 'beto@buzon-prueba.mx', 'password_reset', 101);
    await write('Descuento del 100% en Oaxaca', 'carla@buzon-prueba.mx', 'saved_search_alert', 102);
  });

  it('finds the subject, a recipient or the template, whatever the case and accents', async () => {
    expect(await subjects('MERIDA')).toEqual(['Tu reservación en Mérida']);
    expect(await subjects('reservacion')).toEqual(['Tu reservación en Mérida']);
    expect(await subjects('ana.lópez')).toEqual(['Tu reservación en Mérida']);
    expect(await subjects('contrasena')).toEqual(['Restablece tu contraseña']);
    expect(await subjects('password reset')).toEqual(['Restablece tu contraseña']);
    expect(await subjects('buzon-prueba.mx')).toEqual([
      'Restablece tu contraseña',
      'Descuento del 100% en Oaxaca',
    ]);
    // A typed % is a letter, not "anything".
    expect(await subjects('100%')).toEqual(['Descuento del 100% en Oaxaca']);
    expect(await subjects('nadie')).toEqual([]);
  });

  it('counts every match and pages them 20 at a time; a blank search lists everything', async () => {
    const first = await list('/api/v1/admin/mail?q=recibo');
    expect({ total: first.total, page: first.page, pageSize: first.pageSize, n: first.items.length }).toEqual(
      {
        total: 22,
        page: 1,
        pageSize: 20,
        n: 20,
      },
    );
    const second = await list('/api/v1/admin/mail?q=recibo&page=2');
    expect(second.items.map((m) => m.subject)).toEqual(['Recibo del mes 20', 'Recibo del mes 21']);
    // Unsearched (or blank), every message of the outbox is counted, the ones written here and any other.
    expect((await list('/api/v1/admin/mail')).total).toBeGreaterThanOrEqual(25);
    expect((await list('/api/v1/admin/mail?q=%20%20')).total).toBeGreaterThanOrEqual(25);
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/mail', tokens);
  });
});

describe('property notices', () => {
  let merida: string;
  let oaxaca: string;
  let owner: Account;
  const post = async (propertyId: string, es: string, en: string) => {
    const res = await h.call('POST', '/api/v1/property_notification', {
      token: admin.accessToken,
      body: { property_id: propertyId, es_markdown: es, en_markdown: en },
    });
    expect(res.status).toBe(201);
  };
  const texts = async (q: string, extra = '', token = admin.accessToken) =>
    (await list(`/api/v1/property_notification?q=${encodeURIComponent(q)}${extra}`, token)).items.map(
      (n) => n.es_markdown,
    );

  beforeAll(async () => {
    owner = await registerAccount(h, { name: 'Dueña de Mérida' });
    merida = await createProperty(h, owner, 'Casa Mérida Centro');
    oaxaca = await createProperty(h, null, 'Casa Jalatlaco');
    await post(oaxaca, 'Se pintará la fachada el martes', 'The front will be painted on Tuesday');
    await post(merida, 'El **agua** se cortará el lunes', 'The **water** will be cut on Monday');
    await post(merida, 'Descuento del 100% en la limpieza', 'A 100% discount on cleaning');
  });

  it('finds the words of either language or the property’s name, whatever their case and accents', async () => {
    expect(await texts('CORTARA')).toEqual(['El **agua** se cortará el lunes']);
    expect(await texts('water')).toEqual(['El **agua** se cortará el lunes']);
    expect(await texts('merida centro')).toEqual([
      'Descuento del 100% en la limpieza',
      'El **agua** se cortará el lunes',
    ]);
    expect(await texts('jalatlaco')).toEqual(['Se pintará la fachada el martes']);
    expect(await texts('100%')).toEqual(['Descuento del 100% en la limpieza']);
    expect(await texts('%_')).toEqual([]);
    expect(await texts('nadie')).toEqual([]);
  });

  it('searches within the property filter and within what the caller may see', async () => {
    expect(await texts('casa', `&property_id=${oaxaca}`)).toEqual(['Se pintará la fachada el martes']);
    // The owner of Mérida searching every property sees only their own notices.
    expect(await texts('martes', '', owner.accessToken)).toEqual([]);
    expect((await list('/api/v1/property_notification?q=agua', owner.accessToken)).total).toBe(1);
  });

  it('counts only the matches; a blank search lists everything', async () => {
    const all = await list('/api/v1/property_notification');
    expect(all.total).toBe(3);
    expect((await list('/api/v1/property_notification?q=%20')).total).toBe(3);
    expect((await list('/api/v1/property_notification?q=merida')).total).toBe(2);
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/property_notification', tokens);
  });
});

describe('the email delivery log', () => {
  /** A delivery already settled (SENT, FAILED or SUPPRESSED: the dispatcher leaves it alone). */
  const insert = (
    recipient: string,
    template: string,
    status: string,
    lastError: string | null,
    minutes: number,
  ) =>
    h.sql(
      `INSERT INTO email_notification (id, dedupe_key, template, recipient, locale, transactional, data, status,
                                       attempts, last_error, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'ES', true, '{}', $5, 1, $6, $7, $7)`,
      [
        randomUUID(),
        randomUUID(),
        template,
        recipient,
        status,
        lastError,
        new Date(Date.now() - minutes * 60_000),
      ],
    );
  const recipients = async (query: string) =>
    (await list(`/api/v1/admin/email_notification?${query}`)).items.map((d) => d.recipient);

  beforeAll(async () => {
    await insert('olga@buzon-log.mx', 'owner_statement', 'FAILED', 'Buzón lleno: inténtalo después', 1);
    await insert('pablo@buzon-log.mx', 'password_reset', 'SENT', null, 2);
    await insert('quique@otro-log.mx', 'owner_statement', 'SUPPRESSED', null, 3);
  });

  it('finds the recipient, the template (with spaces too) or the last error, whatever the case and accents', async () => {
    expect(await recipients('q=buzon-log')).toEqual(['olga@buzon-log.mx', 'pablo@buzon-log.mx']);
    expect(await recipients('q=OWNER%20STATEMENT')).toEqual(['olga@buzon-log.mx', 'quique@otro-log.mx']);
    expect(await recipients('q=password_reset')).toEqual(['pablo@buzon-log.mx']);
    expect(await recipients(`q=${encodeURIComponent('buzon lleno: intentalo')}`)).toEqual([
      'olga@buzon-log.mx',
    ]);
    expect(await recipients('q=owner_statement&status=FAILED')).toEqual(['olga@buzon-log.mx']);
    expect(await recipients('q=nadie-log')).toEqual([]);
  });

  it('counts only the matches', async () => {
    expect((await list('/api/v1/admin/email_notification?q=-log.mx')).total).toBe(3);
    expect((await list('/api/v1/admin/email_notification?q=otro-log')).total).toBe(1);
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/email_notification?status=FAILED', tokens);
  });
});
