/**
 * Airbnb listings over HTTP through the real gateway (issue 12): the proto route table's paths,
 * the §5 URL messages in es and en, and the answers' shapes. Rules and the permission matrix are
 * the use-case suite's (app/airbnb-listings.int.spec.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';
import { staffByLanguage } from '@casona/kit/testing/nul';
import {
  registerAccount,
  staffAccount,
  startHarness,
  submitAs,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;
/** Callers are answered in their profile's language: one member of staff per language. */
let staffByLang: Record<'es' | 'en', Account>;
let propertyId: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await staffAccount(h);
  staffByLang = await staffByLanguage(h);
  propertyId = await submitAs(h, await registerAccount(h));
});
afterAll(async () => h?.stop());

const form = (overrides: Record<string, unknown> = {}) => ({
  property_id: propertyId,
  name: 'Depa Roma Norte',
  url: 'https://www.airbnb.mx/rooms/53627481',
  profile_url: 'https://www.airbnb.mx/users/show/123456',
  ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
  currency: 'USD',
  base_hours_to_clean: 2,
  ...overrides,
});

describe('/api/v1/property_airbnb_listing', () => {
  it('creates, lists, changes the hours of and deletes a listing', async () => {
    const created = await h.call('POST', '/api/v1/property_airbnb_listing', {
      token: admin.accessToken,
      body: form(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      property_id: propertyId,
      name: 'Depa Roma Norte',
      url: 'https://www.airbnb.mx/rooms/53627481',
      profile_url: 'https://www.airbnb.mx/users/show/123456',
      ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
      is_main_listing: true,
      cohost_verified: false,
      currency: 'USD',
      base_hours_to_clean: 2,
      current_hours_to_clean: 2,
    });
    const id = created.body.id as string;
    const hours = await h.call('PATCH', `/api/v1/property_airbnb_listing/${id}/hours`, {
      token: admin.accessToken,
      body: { current_hours_to_clean: 0 },
    });
    expect(hours.status).toBe(200);
    expect(hours.body).toMatchObject({ id, current_hours_to_clean: 0 });
    const renamed = await h.call('PATCH', `/api/v1/property_airbnb_listing/${id}`, {
      token: admin.accessToken,
      body: { name: 'Depa Condesa' },
    });
    expect(renamed.body).toMatchObject({ id, name: 'Depa Condesa', current_hours_to_clean: 0 });
    const list = await h.call('GET', `/api/v1/property_airbnb_listing?property_id=${propertyId}`, {
      token: admin.accessToken,
    });
    expect(list.body.items.map((l: { id: string }) => l.id)).toEqual([id]);
    expect(list.body.items[0]).toMatchObject({ stale: false, last_success_at: null });
    const stale = await h.call('GET', '/api/v1/property_airbnb_listing/stale', { token: admin.accessToken });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ items: [] });
    const deleted = await h.call('DELETE', `/api/v1/property_airbnb_listing/${id}`, {
      token: admin.accessToken,
    });
    expect(deleted.status).toBe(204);
  });

  for (const lang of ['es', 'en'] as const) {
    it(`answers 400 'Invalid listing URL' / 'Invalid profile URL' in ${lang}`, async () => {
      const token = staffByLang[lang].accessToken;
      const bad = await h.call('POST', '/api/v1/property_airbnb_listing', {
        token,
        lang,
        body: form({
          url: 'https://www.airbnb.mx/listing/53627481',
          profile_url: 'http://www.airbnb.mx/users/show/1',
        }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual(
        expect.arrayContaining([
          { path: '/url', message: translate('airbnb.invalidListingUrl', lang) },
          { path: '/profile_url', message: translate('airbnb.invalidProfileUrl', lang) },
        ]),
      );
      const hours = await h.call('PATCH', `/api/v1/property_airbnb_listing/${propertyId}/hours`, {
        token,
        lang,
        body: { current_hours_to_clean: 25 },
      });
      expect(hours.status).toBe(400);
    });
  }

  it('syncs now (the platform fetcher refuses a private feed address) and answers the sync log', async () => {
    const created = await h.call('POST', '/api/v1/property_airbnb_listing', {
      token: admin.accessToken,
      body: form({ ics_url: 'http://127.0.0.1:9/calendar.ics', is_main_listing: false }),
    });
    const id = created.body.id as string;
    const sync = await h.call('POST', `/api/v1/property_airbnb_listing/${id}/sync`, {
      token: admin.accessToken,
    });
    expect(sync.status).toBe(200);
    expect(sync.body).toEqual({ outcome: 'failed', added: 0, updated: 0, canceled: 0, ignored: 0 });
    const log = await h.call('GET', `/api/v1/property_airbnb_listing/${id}/sync_log`, {
      token: admin.accessToken,
    });
    expect(log.status).toBe(200);
    expect(log.body).toEqual({
      state: {
        last_attempt_at: expect.any(String),
        last_success_at: null,
        last_error: 'refused (address)',
        last_error_at: expect.any(String),
        consecutive_failures: 1,
        distinguishes_blocks: null,
        // just added: stale only 24 h after it, without a success
        stale: false,
        stale_since: null,
      },
      items: [expect.objectContaining({ outcome: 'failed', error: 'refused (address)' })],
    });
    const reservations = await h.call(
      'GET',
      `/api/v1/property_airbnb_listing_reservation?property_id=${propertyId}`,
      {
        token: admin.accessToken,
      },
    );
    expect(reservations.status).toBe(200);
    expect(reservations.body).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    const noSuchStay = `/api/v1/property_airbnb_listing_reservation/${propertyId}`;
    const badMoney = await h.call('PATCH', noSuchStay, {
      token: admin.accessToken,
      body: { total_earned: -1 },
    });
    expect(badMoney.status).toBe(400);
    const noStay = await h.call('PATCH', noSuchStay, { token: admin.accessToken, body: { total_paid: 1 } });
    expect(noStay.status).toBe(404);
    const missing = await h.call('POST', `/api/v1/property_airbnb_listing/${propertyId}/sync`, {
      token: admin.accessToken,
    });
    expect(missing.status).toBe(404);
    // Staff may book any property, but not one that does not exist (was a 500: the insert's foreign key).
    const nowhere = await h.call('POST', '/api/v1/property_airbnb_listing_reservation', {
      token: admin.accessToken,
      body: { property_id: crypto.randomUUID(), check_in: '2027-04-01', check_out: '2027-04-05' },
    });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.message).toMatch(/propiedad|property/i);
  });

  for (const lang of ['es', 'en'] as const) {
    it(`adds a direct booking, moves its dates, and refuses check-out before check-in in ${lang}`, async () => {
      const token = staffByLang[lang].accessToken;
      const path = '/api/v1/property_airbnb_listing_reservation';
      const stay = {
        property_id: propertyId,
        check_in: '2027-04-01',
        check_out: '2027-04-05',
        guest_amount: 2,
      };
      const created = await h.call('POST', path, { token, lang, body: stay });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        ...stay,
        id: expect.any(String),
        night_amount: 4,
        is_direct_booking: true,
      });
      const moved = await h.call('PATCH', `${path}/${created.body.id}`, {
        token,
        lang,
        body: { check_out: '2027-04-03', total_paid: 900 },
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ check_out: '2027-04-03', night_amount: 2, total_paid: 900 });
      const backwards = await h.call('POST', path, {
        token,
        lang,
        body: { ...stay, check_out: '2027-03-30' },
      });
      expect(backwards.status).toBe(400);
      expect(backwards.body.message).toBe(translate('reservation.checkOutBeforeCheckIn', lang));
      const notADate = await h.call('POST', path, { token, lang, body: { ...stay, check_in: '2027-02-30' } });
      const blocks = await h.call('GET', `/api/v1/property_airbnb_listing_block?property_id=${propertyId}`, {
        token,
        lang,
      });
      expect(blocks.status).toBe(200);
      expect(blocks.body).toEqual({ items: [] });
      expect(notADate.status).toBe(400);
    });
  }

  it('is for signed-in callers only', async () => {
    const anonymous = await h.call('POST', '/api/v1/property_airbnb_listing', { body: form() });
    expect(anonymous.status).toBe(401);
  });
});
