/**
 * The staff home's calendar card (issue 19): GET /api/v1/property_airbnb_listing/attention lists,
 * for staff only, the Airbnb listings of any property that are stale (24 h without a successful
 * sync) or whose last sync failed, with the property's name; a fresh listing is not there, and a
 * successful sync takes a stale one off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let owner: Account;
let propertyId: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await staffAccount(h);
  owner = await registerAccount(h);
  propertyId = await submitAs(h, owner);
});
afterAll(async () => h?.stop());

const create = async (name: string, icsUrl: string, main: boolean): Promise<string> => {
  const created = await h.call('POST', '/api/v1/property_airbnb_listing', {
    token: admin.accessToken,
    body: {
      property_id: propertyId,
      name,
      url: 'https://www.airbnb.mx/rooms/53627481',
      profile_url: 'https://www.airbnb.mx/users/show/123456',
      ics_url: icsUrl,
      currency: 'MXN',
      base_hours_to_clean: 2,
      is_main_listing: main,
    },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
};

type Item = { property_airbnb_listing_id: string; stale: boolean; consecutive_failures: number };
const attention = async (token?: string) =>
  h.call<{ items: Item[]; total: number }>('GET', '/api/v1/property_airbnb_listing/attention', {
    token,
  });

describe('GET /api/v1/property_airbnb_listing/attention', () => {
  it('answers 401 to nobody and 403 to a signed-in person who is not staff, even an owner', async () => {
    expect((await attention()).status).toBe(401);
    expect((await attention(owner.accessToken)).status).toBe(403);
  });

  it('lists a stale listing and a failing one with the property name, not a fresh one; a success clears it', async () => {
    const fresh = await create('Depa fresco', 'https://www.airbnb.mx/calendar/ical/1.ics?s=a', true);
    const stale = await create('Depa viejo', 'https://www.airbnb.mx/calendar/ical/2.ics?s=b', false);
    const failing = await create('Depa que falla', 'http://127.0.0.1:9/calendar.ics', false);
    // Added two days ago and never synced: stale since yesterday.
    await h.sql("UPDATE property_airbnb_listing SET created_at = now() - interval '2 days' WHERE id = $1", [
      stale,
    ]);
    const sync = await h.call('POST', `/api/v1/property_airbnb_listing/${failing}/sync`, {
      token: admin.accessToken,
    });
    expect(sync.body).toMatchObject({ outcome: 'failed' });

    const res = await attention(admin.accessToken);
    expect(res.status).toBe(200);
    const [property] = await h.sql<{ name: string }>('SELECT name FROM property WHERE id = $1', [propertyId]);
    const ids = res.body.items.map((i) => i.property_airbnb_listing_id);
    expect(ids).toContain(stale);
    expect(ids).toContain(failing);
    expect(ids).not.toContain(fresh);
    expect(res.body.total).toBe(res.body.items.length);
    expect(res.body.items.find((i) => i.property_airbnb_listing_id === stale)).toMatchObject({
      property_id: propertyId,
      property_name: property!.name,
      name: 'Depa viejo',
      stale: true,
      stale_since: expect.any(String),
      last_success_at: null,
      consecutive_failures: 0,
    });
    expect(res.body.items.find((i) => i.property_airbnb_listing_id === failing)).toMatchObject({
      stale: false,
      stale_since: null,
      consecutive_failures: 1,
      last_error: expect.any(String),
    });

    // A successful sync an hour ago: fresh again, off the list.
    await h.sql(
      `INSERT INTO property_airbnb_listing_sync (airbnb_listing_id, last_success_at, consecutive_failures, updated_at)
       VALUES ($1, now() - interval '1 hour', 0, now())
       ON CONFLICT (airbnb_listing_id) DO UPDATE SET last_success_at = EXCLUDED.last_success_at, consecutive_failures = 0`,
      [stale],
    );
    const after = await attention(admin.accessToken);
    expect(after.body.items.map((i) => i.property_airbnb_listing_id)).not.toContain(stale);
  });
});
