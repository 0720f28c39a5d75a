/**
 * The staff home's documents card (issue 19): GET /api/v1/property_file/expiring lists, for staff
 * only, every property's files that expire within three months (deeds, registration tickets) or
 * have expired, one per type, with the property's name; a new valid file of the type clears it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  makeStaff,
  pdf,
  registerAccount,
  startHarness,
  uploadForm,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let staff: Account;
let owner: Account;
let deedsHome: string;
let leaseHome: string;

/** A day `days` from today (UTC), YYYY-MM-DD; a couple of days' slack covers Mexico City's today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  h = await startHarness();
  staff = await makeStaff(h, await registerAccount(h, { name: 'Staff' }), 'STAFF');
  owner = await registerAccount(h, { name: 'Dueña' });
  deedsHome = await createProperty(h, owner, { name: 'Casa Escrituras' });
  leaseHome = await createProperty(h, owner, { name: 'Depa Arrendado' });
});
afterAll(async () => h?.stop());

const upload = async (propertyId: string, type: string, validTo: string): Promise<string> => {
  const res = await h.call('POST', '/api/v1/property_file', {
    token: staff.accessToken,
    raw: uploadForm(
      { property_id: propertyId, type, valid_from: day(-400), valid_to: validTo },
      { bytes: pdf() },
    ),
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
};

type Item = { property_file_id: string; property_id: string; days_left: number };
type Page = { items: Item[]; total: number; page: number; pageSize: number };
const expiring = (token?: string, query = '') =>
  h.call<Page>('GET', `/api/v1/property_file/expiring${query}`, { token });

describe('GET /api/v1/property_file/expiring', () => {
  it('answers 401 to nobody and 403 to an owner', async () => {
    expect((await expiring()).status).toBe(401);
    expect((await expiring(owner.accessToken)).status).toBe(403);
  });

  it('lists deeds ending next month and a lease that ended, not a ticket valid for years; a new valid deed clears it', async () => {
    const deeds = await upload(deedsHome, 'PROPERTY_DEEDS', day(30));
    const ticket = await upload(deedsHome, 'REGISTRATION_TICKET', day(700));
    const lease = await upload(leaseHome, 'LEASE_CONTRACT', day(-10));

    const res = await expiring(staff.accessToken);
    expect(res.status).toBe(200);
    const ids = res.body.items.map((i) => i.property_file_id);
    expect(ids).not.toContain(ticket);
    // The expired lease first (fewest days left), then the deeds.
    expect(ids).toEqual([lease, deeds]);
    expect(res.body.total).toBe(2);
    expect(res.body.items[0]).toEqual({
      property_id: leaseHome,
      property_name: 'Depa Arrendado',
      property_file_id: lease,
      type: 'LEASE_CONTRACT',
      valid_to: day(-10),
      standing: 'EXPIRED',
      days_left: expect.any(Number),
    });
    expect(res.body.items[1]).toMatchObject({
      property_name: 'Casa Escrituras',
      type: 'PROPERTY_DEEDS',
      valid_to: day(30),
      standing: 'EXPIRING',
    });
    const daysLeft = res.body.items[1]!.days_left;
    expect(daysLeft).toBeGreaterThanOrEqual(29);
    expect(daysLeft).toBeLessThanOrEqual(31);

    // New deeds valid for two years speak for the type now: the old ones leave the card.
    await upload(deedsHome, 'PROPERTY_DEEDS', day(730));
    const after = await expiring(staff.accessToken);
    expect(after.body.items.map((i) => i.property_file_id)).toEqual([lease]);
  });

  it("pages staff's whole list 20 at a time, soonest first, counted in all; a bad page is a 400", async () => {
    // 7 homes × deeds and a ticket ending within weeks and a lease that ended: more than one page.
    for (let n = 0; n < 7; n++) {
      const home = await createProperty(h, owner, { name: `Casa Lista ${n}` });
      await upload(home, 'PROPERTY_DEEDS', day(10 + n));
      await upload(home, 'REGISTRATION_TICKET', day(20 + n));
      await upload(home, 'LEASE_CONTRACT', day(-5 - n));
    }
    const first = await expiring(staff.accessToken, '?page=1');
    const second = await expiring(staff.accessToken, '?page=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(first.body.total).toBeGreaterThanOrEqual(22);
    expect(second.body.total).toBe(first.body.total);
    expect(first.body.items).toHaveLength(20);
    expect(second.body.items).toHaveLength(first.body.total - 20);
    const all = [...first.body.items, ...second.body.items];
    expect(new Set(all.map((i) => i.property_file_id)).size).toBe(all.length);
    const days = all.map((i) => i.days_left);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    // Without a page, the first one (the staff home's card).
    expect((await expiring(staff.accessToken)).body.items).toEqual(first.body.items);
    for (const bad of ['?page=0', '?page=abc'])
      expect((await expiring(staff.accessToken, bad)).status).toBe(400);
  });
});
