/**
 * Issue 19: a notice preference can only be turned on for a channel that carries something of its
 * kind (proto's CATEGORY_CHANNELS). Turning on any other — in-app chores, a reservation email, in-app
 * statements, anything for tours and leads — is a 400 naming each cell, in the
 * person's language, and nothing of the request is kept; those cells always read false.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';

import { eventually, registerAccount, startHarness, type Account, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.stop());

const put = (who: Account, preferences: unknown[]) =>
  h.call('PUT', '/api/v1/notification_preference', { token: who.accessToken, body: { preferences } });
const get = async (who: Account) =>
  (await h.call('GET', '/api/v1/notification_preference', { token: who.accessToken })).body as {
    preferences: { category: string; email: boolean; whatsapp: boolean; in_app: boolean }[];
  };

const known = (who: Account) =>
  eventually(
    async () => (await h.sql('SELECT 1 FROM profile WHERE id = $1', [who.id])).length === 1,
    'the profile projection',
  );

describe('notification preferences: only channels that deliver', () => {
  it('refuses turning on a channel that carries nothing, cell by cell, in es and en, and keeps nothing', async () => {
    const es = await registerAccount(h, { name: 'Marta Avisos' });
    const en = await registerAccount(h, { name: 'Jane Notices', locale: 'EN' });
    await known(es);
    await known(en);
    for (const [who, lang] of [
      [es, 'es'],
      [en, 'en'],
    ] as const) {
      const before = await get(who);
      const res = await put(who, [
        { category: 'CHORES', email: false, whatsapp: false, in_app: true },
        { category: 'RESERVATIONS', email: true, whatsapp: true, in_app: false },
        { category: 'STATEMENTS', email: true, whatsapp: true, in_app: true },
        { category: 'TOURS_LEADS', email: true, whatsapp: true, in_app: true },
      ]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(translate('form.invalid', lang));
      const message = translate('preferences.channelUnavailable', lang);
      expect(res.body.errors).toEqual([
        { path: '/preferences/0/in_app', message },
        { path: '/preferences/1/email', message },
        { path: '/preferences/2/in_app', message },
        { path: '/preferences/3/email', message },
        { path: '/preferences/3/whatsapp', message },
        { path: '/preferences/3/in_app', message },
      ]);
      // The valid cells of the refused request (CHORES email off) were not kept either.
      expect(await get(who)).toEqual(before);
      expect(await h.sql('SELECT 1 FROM notification_preference WHERE profile_id = $1', [who.id])).toEqual(
        [],
      );
    }
    expect(translate('preferences.channelUnavailable', 'es')).not.toBe(
      translate('preferences.channelUnavailable', 'en'),
    );
  });

  it('reads the cells that carry nothing as off, and keeps the ones that do', async () => {
    const person = await registerAccount(h, { name: 'Rosa Canales' });
    await known(person);
    const first = await get(person);
    expect(first.preferences.find((p) => p.category === 'CHORES')).toEqual({
      category: 'CHORES',
      email: true,
      whatsapp: false,
      in_app: false,
    });
    expect(first.preferences.find((p) => p.category === 'TOURS_LEADS')).toEqual({
      category: 'TOURS_LEADS',
      email: false,
      whatsapp: false,
      in_app: false,
    });
    expect(first.preferences.find((p) => p.category === 'DOCUMENTS_EXPIRING')).toEqual({
      category: 'DOCUMENTS_EXPIRING',
      email: true,
      whatsapp: false,
      in_app: true,
    });

    const saved = await put(person, [
      { category: 'RESERVATIONS', email: false, whatsapp: true, in_app: false },
      { category: 'DOCUMENTS_EXPIRING', email: false, whatsapp: false, in_app: false },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await get(person);
    expect(
      after.preferences.filter((p) => ['RESERVATIONS', 'DOCUMENTS_EXPIRING'].includes(p.category)),
    ).toEqual([
      { category: 'RESERVATIONS', email: false, whatsapp: true, in_app: false },
      { category: 'DOCUMENTS_EXPIRING', email: false, whatsapp: false, in_app: false },
    ]);

    // A row stored before the map (in-app on for chores) still reads as off.
    await h.sql(
      `INSERT INTO notification_preference (profile_id, category, email, whatsapp, in_app, updated_at)
       VALUES ($1, 'CHORES', true, false, true, now())`,
      [person.id],
    );
    expect((await get(person)).preferences.find((p) => p.category === 'CHORES')?.in_app).toBe(false);
  });
});
