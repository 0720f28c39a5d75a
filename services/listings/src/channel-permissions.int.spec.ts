/**
 * The role-label matrix on EVERY Airbnb channel endpoint (issue 12), through the real gateway and
 * identity, generated from proto's can(): listings (list, add, change, hours, delete), sync now, sync
 * log, the stale list, reservations (list, direct booking, change, cancel), blocks, and the profiles
 * and reviews a property's listings name; staff's admin/airbnb_profile family; callers with no label
 * (404, the property is not revealed) and anonymous callers (401).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, OWNER_ROLE_LABELS, ROLE_LABELS, translate, type RoleLabel } from '@casona/proto';
import { staffByLanguage } from '@casona/kit/testing/nul';
import {
  grant,
  registerAccount,
  staffAccount,
  startHarness,
  submitAs,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;
let stranger: Account;

interface Seat {
  account: Account;
  property: string;
  /** a listing of the property, added by staff two days ago (stale: it never synced) */
  listing: string;
  /** one more listing, for the delete */
  spare: string;
  /** a direct booking, added by staff */
  booking: string;
  /** the Airbnb room number of `listing` */
  room: string;
}
const seats = new Map<RoleLabel, Seat>();
const isOwnerType = (label: RoleLabel) => (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label);
let room = 61_000_000;

async function staffCall(method: string, url: string, body?: unknown) {
  const res = await h.call(method, url, { token: admin.accessToken, body });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const listingForm = (property: string, main: boolean) => ({
  property_id: property,
  name: `Depa ${++room}`,
  url: `https://www.airbnb.mx/rooms/${room}`,
  profile_url: 'https://www.airbnb.mx/users/show/4455667',
  // a private address: the platform's fetcher refuses it at once (sync answers 'failed', no network)
  ics_url: `http://127.0.0.1:9/${room}.ics`,
  currency: 'MXN',
  base_hours_to_clean: 3,
  is_main_listing: main,
});

async function seatOn(account: Account, property: string): Promise<Seat> {
  const main = await staffCall('POST', '/api/v1/property_airbnb_listing', listingForm(property, true));
  const listing = main.id as string;
  const spare = (await staffCall('POST', '/api/v1/property_airbnb_listing', listingForm(property, false))).id;
  await h.sql("UPDATE property_airbnb_listing SET created_at = now() - interval '2 days' WHERE id = $1", [
    listing,
  ]);
  const booking = (
    await staffCall('POST', '/api/v1/property_airbnb_listing_reservation', {
      property_id: property,
      check_in: '2031-01-10',
      check_out: '2031-01-12',
    })
  ).id;
  return { account, property, listing, spare, booking, room: String(main.url).split('/rooms/')[1]! };
}

beforeAll(async () => {
  h = await startHarness();
  admin = await staffAccount(h);
  stranger = await registerAccount(h);
  const owner = await registerAccount(h);
  const shared = await submitAs(h, owner, { name: 'Casa Canal' });
  await staffCall('POST', '/api/v1/admin/airbnb_profile', {
    profile_url: 'https://www.airbnb.mx/users/show/4455667',
    is_host: true,
  });
  for (const label of ROLE_LABELS) {
    if (label === 'OWNER') seats.set(label, await seatOn(owner, shared));
    else if (isOwnerType(label)) {
      // One owner per property: each owner-type label owns a property of its own.
      const account = await registerAccount(h);
      const mine = await submitAs(h, account, { name: `Casa ${label}` });
      await grant(h, admin, account, mine, label);
      seats.set(label, await seatOn(account, mine));
    } else {
      const account = await registerAccount(h);
      const property = await submitAs(h, await registerAccount(h), { name: `Casa ${label}` });
      await grant(h, admin, account, property, label);
      seats.set(label, await seatOn(account, property));
    }
  }
}, 180_000);
afterAll(async () => h?.stop());

/** 2xx when allowed; 403 otherwise (the caller has a label, so the property is not hidden). */
const expected = (allowed: boolean, ok: number) => (allowed ? ok : 403);

describe('the role-label matrix on every channel endpoint (from proto can())', () => {
  for (const label of ROLE_LABELS) {
    const l = (action: 'select' | 'insert' | 'update' | 'delete') => can(label, 'airbnb_listing', action);
    const r = (action: 'select' | 'insert' | 'update' | 'delete') => can(label, 'reservation', action);
    const flags = (resource: 'airbnb_listing' | 'reservation') =>
      (['select', 'insert', 'update', 'delete'] as const).filter((a) => can(label, resource, a)).join('/') ||
      '-';
    it(`${label}: Airbnb listings ${flags('airbnb_listing')}, reservations ${flags('reservation')}`, async () => {
      const seat = seats.get(label)!;
      const call = (method: string, url: string, body?: unknown) =>
        h.call(method, url, { token: seat.account.accessToken, body });
      const status = async (method: string, url: string, body?: unknown) => [
        `${method} ${url}`,
        (await call(method, url, body)).status,
      ];
      const p = seat.property;

      // listings
      expect(await status('GET', `/api/v1/property_airbnb_listing?property_id=${p}`)).toEqual([
        `GET /api/v1/property_airbnb_listing?property_id=${p}`,
        expected(l('select'), 200),
      ]);
      const added = await call('POST', '/api/v1/property_airbnb_listing', listingForm(p, false));
      expect(added.status).toBe(expected(l('insert'), 201));
      expect(
        (await call('PATCH', `/api/v1/property_airbnb_listing/${seat.listing}`, { name: 'Otro' })).status,
      ).toBe(expected(l('update'), 200));
      expect(
        (
          await call('PATCH', `/api/v1/property_airbnb_listing/${seat.listing}/hours`, {
            current_hours_to_clean: 1,
          })
        ).status,
      ).toBe(expected(l('update'), 200));
      const sync = await call('POST', `/api/v1/property_airbnb_listing/${seat.listing}/sync`);
      expect(sync.status).toBe(expected(l('update'), 200));
      if (l('update')) expect(sync.body).toMatchObject({ outcome: 'failed' });
      expect((await call('GET', `/api/v1/property_airbnb_listing/${seat.listing}/sync_log`)).status).toBe(
        expected(l('select'), 200),
      );
      expect((await call('DELETE', `/api/v1/property_airbnb_listing/${seat.spare}`)).status).toBe(
        expected(l('delete'), 204),
      );
      // the owner's dashboard list: every caller may ask; it holds what the label may read
      const stale = await call('GET', '/api/v1/property_airbnb_listing/stale');
      expect(stale.status).toBe(200);
      expect(
        stale.body.items.some(
          (i: { property_airbnb_listing_id: string }) => i.property_airbnb_listing_id === seat.listing,
        ),
      ).toBe(l('select'));

      // reservations and blocks
      expect((await call('GET', `/api/v1/property_airbnb_listing_reservation?property_id=${p}`)).status).toBe(
        expected(r('select'), 200),
      );
      expect((await call('GET', `/api/v1/property_airbnb_listing_block?property_id=${p}`)).status).toBe(
        expected(r('select'), 200),
      );
      const booked = await call('POST', '/api/v1/property_airbnb_listing_reservation', {
        property_id: p,
        check_in: '2031-02-01',
        check_out: '2031-02-03',
      });
      expect(booked.status).toBe(expected(r('insert'), 201));
      expect(
        (
          await call('PATCH', `/api/v1/property_airbnb_listing_reservation/${seat.booking}`, {
            total_paid: 10,
          })
        ).status,
      ).toBe(expected(r('update'), 200));
      expect(
        (await call('POST', `/api/v1/property_airbnb_listing_reservation/${seat.booking}/cancel`)).status,
      ).toBe(expected(r('delete'), 200));

      // profiles and reviews of the property's listings
      const profiles = await call('GET', `/api/v1/airbnb_profile?property_id=${p}`);
      expect(profiles.status).toBe(expected(l('select'), 200));
      if (l('select'))
        expect(profiles.body.items.map((x: { airbnb_user_id: string }) => x.airbnb_user_id)).toEqual([
          '4455667',
        ]);
      expect((await call('GET', `/api/v1/airbnb_profile/review?property_id=${p}`)).status).toBe(
        expected(l('select'), 200),
      );

      // staff's back office stays closed to every label
      expect((await call('GET', '/api/v1/admin/airbnb_profile')).status).toBe(403);
      expect((await call('GET', '/api/v1/admin/airbnb_profile/review')).status).toBe(403);
    });
  }

  it('a caller with no label gets 404 (the property is not revealed), in their language', async () => {
    const { property, listing, booking } = seats.get('OWNER')!;
    for (const [method, url, body] of [
      ['GET', `/api/v1/property_airbnb_listing?property_id=${property}`, undefined],
      ['POST', '/api/v1/property_airbnb_listing', listingForm(property, false)],
      ['PATCH', `/api/v1/property_airbnb_listing/${listing}`, { name: 'Intrusa' }],
      ['PATCH', `/api/v1/property_airbnb_listing/${listing}/hours`, { current_hours_to_clean: 2 }],
      ['POST', `/api/v1/property_airbnb_listing/${listing}/sync`, undefined],
      ['GET', `/api/v1/property_airbnb_listing/${listing}/sync_log`, undefined],
      ['DELETE', `/api/v1/property_airbnb_listing/${listing}`, undefined],
      ['GET', `/api/v1/property_airbnb_listing_reservation?property_id=${property}`, undefined],
      [
        'POST',
        '/api/v1/property_airbnb_listing_reservation',
        { property_id: property, check_in: '2031-03-01', check_out: '2031-03-02' },
      ],
      ['PATCH', `/api/v1/property_airbnb_listing_reservation/${booking}`, { total_paid: 1 }],
      ['POST', `/api/v1/property_airbnb_listing_reservation/${booking}/cancel`, undefined],
      ['GET', `/api/v1/property_airbnb_listing_block?property_id=${property}`, undefined],
      ['GET', `/api/v1/airbnb_profile?property_id=${property}`, undefined],
      ['GET', `/api/v1/airbnb_profile/review?property_id=${property}`, undefined],
    ] as const) {
      const res = await h.call(method, url, { token: stranger.accessToken, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message, `${method} ${url}`).toBe(translate('property.notFound', 'es'));
    }
    expect(
      (await h.call('GET', '/api/v1/property_airbnb_listing/stale', { token: stranger.accessToken })).body,
    ).toEqual({
      items: [],
    });
  });

  it('anonymous callers get 401 on every channel endpoint, staff ones included', async () => {
    const { property, listing, booking } = seats.get('OWNER')!;
    const id = '0d8f8e8e-1111-4222-8333-444455556666';
    for (const [method, url] of [
      ['GET', `/api/v1/property_airbnb_listing?property_id=${property}`],
      ['POST', '/api/v1/property_airbnb_listing'],
      ['PATCH', `/api/v1/property_airbnb_listing/${listing}`],
      ['PATCH', `/api/v1/property_airbnb_listing/${listing}/hours`],
      ['POST', `/api/v1/property_airbnb_listing/${listing}/sync`],
      ['GET', `/api/v1/property_airbnb_listing/${listing}/sync_log`],
      ['DELETE', `/api/v1/property_airbnb_listing/${listing}`],
      ['GET', '/api/v1/property_airbnb_listing/stale'],
      ['GET', `/api/v1/property_airbnb_listing_reservation?property_id=${property}`],
      ['POST', '/api/v1/property_airbnb_listing_reservation'],
      ['PATCH', `/api/v1/property_airbnb_listing_reservation/${booking}`],
      ['POST', `/api/v1/property_airbnb_listing_reservation/${booking}/cancel`],
      ['GET', `/api/v1/property_airbnb_listing_block?property_id=${property}`],
      ['GET', `/api/v1/airbnb_profile?property_id=${property}`],
      ['GET', `/api/v1/airbnb_profile/review?property_id=${property}`],
      ['GET', '/api/v1/admin/airbnb_profile'],
      ['POST', '/api/v1/admin/airbnb_profile'],
      ['PATCH', `/api/v1/admin/airbnb_profile/${id}`],
      ['DELETE', `/api/v1/admin/airbnb_profile/${id}`],
      ['GET', '/api/v1/admin/airbnb_profile/review'],
      ['POST', '/api/v1/admin/airbnb_profile/review'],
      ['PATCH', `/api/v1/admin/airbnb_profile/review/${id}`],
      ['DELETE', `/api/v1/admin/airbnb_profile/review/${id}`],
    ] as const) {
      const res = await h.call(method, url, {
        lang: 'en',
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.status, `${method} ${url}`).toBe(401);
      // the gateway turns anonymous callers away from admin/* itself, with §8's 401 message
      expect(res.body.message, `${method} ${url}`).toBe(
        url.startsWith('/api/v1/admin/') ? 'Unauthorized usage of API endpoint' : 'You need to login',
      );
    }
  });

  it("staff keep profiles and reviews over HTTP: 201/200/204, 409 for the same user twice, 400 'Invalid profile URL' in es and en", async () => {
    const token = admin.accessToken;
    // callers are answered in their profile's language: one member of staff per language
    const staffByLang = await staffByLanguage(h);
    const made = await h.call('POST', '/api/v1/admin/airbnb_profile', {
      token,
      body: { profile_url: 'https://www.airbnb.com/users/show/8080', is_host: false },
    });
    expect(made.status).toBe(201);
    const twice = await h.call('POST', '/api/v1/admin/airbnb_profile', {
      token: staffByLang.en.accessToken,
      body: { profile_url: 'https://www.airbnb.mx/users/show/8080', is_host: true },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(translate('airbnb.profileExists', 'en'));
    for (const lang of ['es', 'en'] as const) {
      const bad = await h.call('POST', '/api/v1/admin/airbnb_profile', {
        token: staffByLang[lang].accessToken,
        body: { profile_url: 'https://www.airbnb.mx/rooms/8080', is_host: true },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([
        { path: '/profile_url', message: translate('airbnb.invalidProfileUrl', lang) },
      ]);
    }
    const page = await h.call('GET', '/api/v1/admin/airbnb_profile?q=8080&page=1', { token });
    expect(page.body).toMatchObject({ total: 1, items: [{ id: made.body.id, is_host: false }] });
    expect(
      (
        await h.call('PATCH', `/api/v1/admin/airbnb_profile/${made.body.id}`, {
          token,
          body: { is_host: true },
        })
      ).body,
    ).toMatchObject({ is_host: true });

    const { property, account, room: ownerRoom } = seats.get('OWNER')!;
    const review = await h.call('POST', '/api/v1/admin/airbnb_profile/review', {
      token,
      body: {
        listing_id: ownerRoom,
        host_id: '4455667',
        reviewer_id: '8080',
        rating: 5,
        review_text: '¡Excelente!',
      },
    });
    expect(review.status).toBe(201);
    const selfReview = await h.call('PATCH', `/api/v1/admin/airbnb_profile/review/${review.body.id}`, {
      token: staffByLang.en.accessToken,
      body: { reviewer_id: '4455667' },
    });
    expect(selfReview.status).toBe(400);
    expect(selfReview.body.message).toBe(translate('airbnb.reviewerIsHost', 'en'));
    const badRating = await h.call('PATCH', `/api/v1/admin/airbnb_profile/review/${review.body.id}`, {
      token,
      body: { rating: 6 },
    });
    expect(badRating.status).toBe(400);
    // the review names the room of the OWNER's listing: the property's members see it
    const seen = await h.call('GET', `/api/v1/airbnb_profile/review?property_id=${property}`, {
      token: account.accessToken,
    });
    expect(seen.body).toMatchObject({ total: 1, items: [{ id: review.body.id, rating: 5 }] });
    expect(
      (await h.call('DELETE', `/api/v1/admin/airbnb_profile/review/${review.body.id}`, { token })).status,
    ).toBe(204);
    expect((await h.call('DELETE', `/api/v1/admin/airbnb_profile/${made.body.id}`, { token })).status).toBe(
      204,
    );
    expect((await h.call('DELETE', `/api/v1/admin/airbnb_profile/${made.body.id}`, { token })).status).toBe(
      404,
    );
  });
});
