/**
 * Items, checklists and day plans end to end through the gateway: §5 rules with their es/en
 * messages, the events for the furnishing estimate, the day across properties from listings' events,
 * and a plan's workers in route order with distance, travel and the past-midnight warning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from './domain/route-order.ts';
import {
  createListing,
  createProperty,
  createStay,
  eventually,
  grant,
  makeStaff,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;
let manager: Account;
let worker: Account;
/** Signed-in callers get messages in their profile's language (EN here). */
let english: Account;

const item = {
  es_name: 'Juego de sábanas matrimonial',
  en_name: 'Double bed sheet set',
  es_description: 'Algodón 200 hilos',
  en_description: '200 thread cotton',
  img_url: 'https://example.com/sabanas.jpg',
  price: 650,
  type: 'LINEN',
  url: 'https://example.com/sabanas',
};

// Three homes in Mexico City: Roma Norte, Condesa and Coyoacán.
const ROMA = { latitude: 19.4194, longitude: -99.1617 };
const CONDESA = { latitude: 19.4111, longitude: -99.1729 };
const COYOACAN = { latitude: 19.3467, longitude: -99.1617 };

beforeAll(async () => {
  h = await startHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
  manager = await registerAccount(h, { name: 'Mariana Gestora' });
  worker = await registerAccount(h, { name: 'Wendy Limpieza' });
  english = await registerAccount(h, { name: 'Emma Manager', locale: 'EN' });
});
afterAll(async () => h?.stop());

describe('the item catalogue', () => {
  it('staff add, find, change and remove items; §5 limits answered in es and en', async () => {
    const token = admin.accessToken;
    const created = await h.call('POST', '/api/v1/admin/item', { token, body: item });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...item, note: null });
    const id = created.body.item_id;
    expect((await h.events('maintenance.item.upserted')).at(-1)!.payload).toEqual({
      itemId: id,
      esName: item.es_name,
      enName: item.en_name,
      type: 'LINEN',
      price: 650,
    });

    const blank = await h.call('POST', '/api/v1/admin/item', { token, body: { ...item, es_name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: '/es_name', message: 'Este campo es obligatorio.' }]);
    const pricey = await h.call('POST', '/api/v1/admin/item', {
      token,
      body: { ...item, price: 10_000_001 },
      lang: 'en',
    });
    expect(pricey.status).toBe(400);
    const long = await h.call('POST', '/api/v1/admin/item', {
      token,
      body: { ...item, es_description: 'x'.repeat(301) },
    });
    expect(long.status).toBe(400);
    const noEs = await h.call('POST', '/api/v1/admin/item', { token, body: { ...item, es_name: undefined } });
    expect(noEs.status).toBe(400);

    const found = await h.call('GET', '/api/v1/item?search=SHEET', { token: manager.accessToken });
    expect(found.body.items.map((i: { item_id: string }) => i.item_id)).toContain(id);
    expect((await h.call('GET', '/api/v1/item?search=sheet&type=APPLIANCE', { token })).body.items).toEqual(
      [],
    );

    const changed = await h.call('POST', '/api/v1/admin/item', {
      token,
      body: { ...item, item_id: id, price: 700 },
    });
    expect(changed.body).toMatchObject({ item_id: id, price: 700 });
    const unknown = await h.call('POST', '/api/v1/admin/item', {
      token,
      body: { ...item, item_id: crypto.randomUUID() },
      lang: 'en',
    });
    expect(unknown.status).toBe(404);

    for (let n = 0; n < 21; n++)
      await h.call('POST', '/api/v1/admin/item', {
        token,
        body: { ...item, es_name: `Artículo ${String(n).padStart(2, '0')}` },
      });
    const page2 = await h.call('GET', '/api/v1/admin/item?page=2', { token });
    expect(page2.body).toMatchObject({ total: 22, page: 2, pageSize: 20 });
    expect(page2.body.items).toHaveLength(2);

    const gone = await h.call('DELETE', `/api/v1/admin/item/${id}`, { token });
    expect(gone.status).toBe(204);
    expect((await h.call('DELETE', `/api/v1/admin/item/${id}`, { token })).status).toBe(404);
  });
});

describe("a property's items and checklist", () => {
  it('upsert_property_item keeps one row per catalogue item; a free item needs a name; an item in use cannot be removed', async () => {
    const owner = await registerAccount(h, { name: 'Olga Dueña' });
    const propertyId = await createProperty(h, owner, { name: 'Casa Jacarandas' });
    const token = owner.accessToken;
    const catalogue = await h.call('POST', '/api/v1/admin/item', { token: admin.accessToken, body: item });
    const itemId = catalogue.body.item_id;

    const first = await h.call('POST', '/api/v1/property_item', {
      token,
      body: { property_id: propertyId, item_id: itemId, quantity: 2, note: 'Recámara principal' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      item_id: itemId,
      quantity: 2,
      note: 'Recámara principal',
      item: { es_name: item.es_name },
    });
    const again = await h.call('POST', '/api/v1/property_item', {
      token,
      body: { property_id: propertyId, item_id: itemId, quantity: 3 },
    });
    expect(again.body).toMatchObject({ id: first.body.id, quantity: 3, note: null });
    expect((await h.events('maintenance.property_item.upserted')).at(-1)!.payload).toEqual({
      propertyItemId: first.body.id,
      propertyId,
      itemId,
      quantity: 3,
      itemType: 'LINEN',
      unitPrice: 650,
    });

    await grant(h, admin, english, propertyId, 'MANAGER');
    for (const [caller, message] of [
      [owner, 'Elige un artículo del catálogo o escribe su nombre.'],
      [english, 'Choose an item from the catalogue or write its name.'],
    ] as const) {
      const nameless = await h.call('POST', '/api/v1/property_item', {
        token: caller.accessToken,
        body: { property_id: propertyId, en_name: '  ', quantity: 1 },
      });
      expect(nameless.status).toBe(400);
      expect(nameless.body.message).toBe(message);
    }
    const free = await h.call('POST', '/api/v1/property_item', {
      token,
      body: { property_id: propertyId, en_name: 'Hamaca yucateca', quantity: 1 },
    });
    expect(free.body).toMatchObject({ item_id: null, en_name: 'Hamaca yucateca', item: null });
    const list = await h.call('GET', `/api/v1/property_item?property_id=${propertyId}`, { token });
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });

    const inUse = await h.call('DELETE', `/api/v1/admin/item/${itemId}`, { token: admin.accessToken });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('No puedes eliminar este artículo mientras una propiedad lo tenga.');

    const other = await createProperty(h, owner, { name: 'Casa Tabachines' });
    const moved = await h.call('POST', '/api/v1/property_item', {
      token,
      body: { id: free.body.id, property_id: other, en_name: 'Hamaca', quantity: 1 },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('Este artículo pertenece a otra propiedad.');
    expect((await h.call('DELETE', `/api/v1/property_item/${free.body.id}`, { token })).status).toBe(204);
    expect((await h.events('maintenance.property_item.deleted')).at(-1)!.payload).toEqual({
      propertyItemId: free.body.id,
      propertyId,
      itemId: null,
    });
  });

  it('the checklist starts unchecked and keeps the checks not sent', async () => {
    const owner = await registerAccount(h, { name: 'Olivia Dueña' });
    const propertyId = await createProperty(h, owner, { name: 'Casa Ceiba' });
    const token = owner.accessToken;
    const empty = await h.call('GET', `/api/v1/property_checklist?property_id=${propertyId}`, { token });
    expect(empty.body).toMatchObject({
      property_id: propertyId,
      lights: false,
      windows: false,
      updated_at: null,
    });
    await h.call('PUT', '/api/v1/property_checklist', {
      token,
      body: { property_id: propertyId, lights: true, oven: true },
    });
    const saved = await h.call('PUT', '/api/v1/property_checklist', {
      token,
      body: { property_id: propertyId, oven: false, gas_leaks_boiler: true },
    });
    expect(saved.body).toMatchObject({ lights: true, oven: false, gas_leaks_boiler: true, windows: false });
    expect(saved.body.updated_at).toEqual(expect.any(String));
    const bad = await h.call('PUT', '/api/v1/property_checklist', {
      token,
      body: { property_id: propertyId, lights: 'yes' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the day and its plans', () => {
  let roma: string;
  let condesa: string;
  let coyoacan: string;
  const listing: Record<string, string> = {};

  beforeAll(async () => {
    roma = await createProperty(h, null, { name: 'Casa Roma', ...ROMA });
    condesa = await createProperty(h, null, { name: 'Casa Condesa', ...CONDESA });
    coyoacan = await createProperty(h, null, { name: 'Casa Coyoacán', latitude: null, longitude: null });
    for (const id of [roma, condesa, coyoacan]) {
      await grant(h, admin, manager, id, 'MANAGER');
      await grant(h, admin, worker, id, 'WORKER');
    }
    listing.roma = await createListing(h, roma, { name: 'Loft Roma', base: 3, current: 0 });
    listing.condesa = await createListing(h, condesa, { name: 'Depa Condesa', base: 2, current: 4 });
    listing.coyoacan = await createListing(h, coyoacan, { name: 'Casa azul', base: 5 });
    // Coyoacán's coordinates arrive later, with a property update.
    await h.publish('listings.property.updated', {
      propertyId: coyoacan,
      changedFields: ['latitude', 'longitude'],
      name: 'Casa Coyoacán',
      timezone: 'America/Mexico_City',
      ...COYOACAN,
    });
    await eventually(
      async () =>
        (await h.sql('SELECT latitude FROM planning_property WHERE property_id = $1', [coyoacan]))[0]
          ?.latitude === COYOACAN.latitude,
      'the coordinates',
    );
  });

  it('shows check-outs, check-ins, the turnover and the hours to clean of each property', async () => {
    await createStay(h, {
      propertyId: roma,
      airbnbListingId: listing.roma!,
      checkIn: '2027-03-05',
      checkOut: '2027-03-08',
      guests: 2,
    });
    await createStay(h, {
      propertyId: roma,
      airbnbListingId: listing.roma!,
      checkIn: '2027-03-08',
      checkOut: '2027-03-10',
    });
    await createStay(h, {
      propertyId: condesa,
      airbnbListingId: listing.condesa!,
      checkIn: '2027-03-01',
      checkOut: '2027-03-08',
    });
    const canceled = await createStay(h, {
      propertyId: coyoacan,
      airbnbListingId: listing.coyoacan!,
      checkIn: '2027-03-06',
      checkOut: '2027-03-08',
    });
    await h.publish('listings.reservation.canceled', {
      reservationId: canceled,
      propertyId: coyoacan,
      airbnbListingId: listing.coyoacan!,
      confirmationCode: null,
      checkIn: '2027-03-06',
      checkOut: '2027-03-08',
      nights: 2,
      guestAmount: null,
      cleaningFee: null,
      petFee: null,
      guestServiceFee: null,
      hostServiceFee: null,
      nightlyRateAdjustment: null,
      occupancyTaxes: null,
      remittedOccupancyTax: null,
      totalEarned: null,
      totalPaid: null,
      currency: 'MXN',
      isDirectBooking: false,
      tentative: false,
      turnoverPrevious: false,
      turnoverNext: false,
    });
    await eventually(
      async () =>
        (await h.sql('SELECT canceled FROM planning_stay WHERE reservation_id = $1', [canceled]))[0]
          ?.canceled,
      'the cancellation',
    );

    // Chores of the chores half: a one-off due that day shows; a rule and a canceled copy do not.
    const chore = (name: string, extra: Record<string, unknown> = {}) => {
      const row = {
        id: crypto.randomUUID(),
        property_id: roma,
        kind: 'CHORE',
        name,
        type: 'DIRTY_AREA',
        status: 'PENDING',
        due_date: '2027-03-08',
        assigned_to: worker.id,
        created_by: manager.id,
        ...extra,
      };
      const columns = Object.keys(row);
      return h.sql(
        `INSERT INTO property_chore (${columns.join(', ')}, created_at, updated_at)
         VALUES (${columns.map((_, k) => `$${k + 1}`).join(', ')}, now(), now())`,
        Object.values(row),
      );
    };
    await chore('Limpieza de salida');
    await chore('Regla de salida', { trigger_event: 'CHECK_OUT', trigger_event_due_date_offset: 0 });
    await chore('Copia cancelada', { canceled_at: new Date() });

    const day = await h.call('GET', '/api/v1/day_plan/day?d=2027-03-08', { token: manager.accessToken });
    expect(day.status).toBe(200);
    const byName = Object.fromEntries(day.body.properties.map((p: { name: string }) => [p.name, p]));
    expect(byName['Casa Roma']).toMatchObject({
      turnover: true,
      occupied: false,
      hours_to_clean: 3,
      has_location: true,
      check_outs: [
        {
          listing_name: 'Loft Roma',
          check_in: '2027-03-05',
          check_out: '2027-03-08',
          nights: 3,
          guest_amount: 2,
        },
      ],
      check_ins: [{ check_in: '2027-03-08', check_out: '2027-03-10' }],
      due_chores: [
        {
          id: expect.any(String),
          name: 'Limpieza de salida',
          type: 'DIRTY_AREA',
          status: 'PENDING',
          assigned_to: { profile_id: worker.id, name: 'Wendy Limpieza' },
        },
      ],
    });
    expect(byName['Casa Condesa']).toMatchObject({ turnover: false, hours_to_clean: 4, check_ins: [] });
    expect(byName['Casa Coyoacán']).toMatchObject({ check_outs: [], hours_to_clean: 0, has_location: true });
    expect(day.body.workers).toEqual(
      expect.arrayContaining([
        { profile_id: manager.id, name: 'Mariana Gestora' },
        { profile_id: worker.id, name: 'Wendy Limpieza' },
      ]),
    );
    expect(day.body.can_create).toBe(true);
    for (const d of ['2027-13-45', '2027-02-29', '0000-01-01', 'mañana', "2027-03-08' OR 1=1"]) {
      const bad = await h.call('GET', `/api/v1/day_plan/day?d=${encodeURIComponent(d)}`, {
        token: manager.accessToken,
      });
      expect(bad.status, d).toBe(400);
    }
  });

  it("puts a worker's stops in route order with distance and travel, and warns past midnight", async () => {
    const token = manager.accessToken;
    await grant(h, admin, english, roma, 'MANAGER');
    const empty = await h.call('POST', '/api/v1/day_plan', {
      token: english.accessToken,
      body: { schedule_date: '2027-03-08', timezone: 'America/Mexico_City', properties: [], workers: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].message).toBe('Add at least one property to the plan.');
    const outsider = await registerAccount(h, { name: 'Sin propiedad' });
    const notMember = await h.call('POST', '/api/v1/day_plan', {
      token,
      body: {
        schedule_date: '2027-03-08',
        timezone: 'America/Mexico_City',
        properties: [roma],
        workers: [outsider.id],
      },
    });
    expect(notMember.status).toBe(400);
    expect(notMember.body.message).toBe(
      'Cada trabajador debe ser administrador o trabajador de una de las propiedades del plan.',
    );

    const plan = await h.call('POST', '/api/v1/day_plan', {
      token,
      body: {
        schedule_date: '2027-03-08',
        timezone: 'America/Mexico_City',
        properties: [roma, condesa, coyoacan],
        workers: [worker.id],
        permissions: [{ profile_id: worker.id, permission: 'VIEW' }],
      },
    });
    expect(plan.status).toBe(200);
    const id = plan.body.id;
    expect(plan.body).toMatchObject({
      created_by: { profile_id: manager.id, name: 'Mariana Gestora' },
      workers: [{ profile_id: worker.id, name: 'Wendy Limpieza' }],
      permissions: [{ profile_id: worker.id, name: 'Wendy Limpieza', permission: 'VIEW' }],
      can_edit: true,
      can_delete: true,
    });
    const stop = (listingId: string, hour: number) =>
      h.call('POST', '/api/v1/day_plan_worker_schedule', {
        token,
        body: { day_plan_id: id, profile_id: worker.id, hour, property_airbnb_listing_id: listingId },
      });
    await stop(listing.coyoacan!, 10);
    await stop(listing.roma!, 8);
    const last = await stop(listing.condesa!, 12);
    expect(last.status).toBe(200);
    const [route] = last.body.routes;
    expect(route.stops.map((s: { property_name: string }) => s.property_name)).toEqual([
      'Casa Roma',
      'Casa Condesa',
      'Casa Coyoacán',
    ]);
    const km = haversineKm(ROMA, CONDESA) + haversineKm(CONDESA, COYOACAN);
    expect(route.total_km).toBeCloseTo(km, 6);
    expect(route.travel_minutes).toBeCloseTo(((km * 1.3) / 25) * 60, 6);
    expect(route).toMatchObject({
      start_hour: 8,
      cleaning_hours: 3 + 4 + 5,
      exceeds_day: false,
      unlocated: 0,
    });
    expect(route.stops[0]).toMatchObject({
      position: 1,
      leg_km: 0,
      arrival: 8,
      departure: 11,
      listing_name: 'Loft Roma',
    });

    const late = await h.call('POST', '/api/v1/day_plan_worker_schedule', {
      token,
      body: {
        id: route.stops[0].schedule_id,
        day_plan_id: id,
        profile_id: worker.id,
        hour: 20,
        property_airbnb_listing_id: listing.roma,
      },
    });
    expect(late.body.routes[0].start_hour).toBe(10);
    const night = await stop(listing.roma!, 22);
    expect(night.body.routes[0].exceeds_day).toBe(true);

    // The worker was given VIEW: WORKER has no day_plan read in the matrix, so the share opens nothing.
    expect((await h.call('GET', `/api/v1/day_plan/${id}`, { token: worker.accessToken })).status).toBe(403);

    const elsewhere = await createProperty(h, null, { name: 'Casa fuera del plan' });
    const foreign = await createListing(h, elsewhere);
    const notOnPlan = await stop(foreign, 9);
    expect(notOnPlan.status).toBe(400);
    expect(notOnPlan.body.message).toBe('El anuncio debe pertenecer a una de las propiedades del plan.');

    // Taking a property off the plan takes its stops with it.
    const smaller = await h.call('PUT', `/api/v1/day_plan/${id}`, {
      token,
      body: {
        schedule_date: '2027-03-08',
        timezone: 'America/Mexico_City',
        properties: [roma, condesa],
        workers: [worker.id],
      },
    });
    expect(
      smaller.body.worker_schedules.map((s: { property_name: string }) => s.property_name).sort(),
    ).toEqual(['Casa Condesa', 'Casa Roma', 'Casa Roma']);
    const listed = await h.call('GET', '/api/v1/day_plan?d=2027-03-08', { token });
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id,
        property_count: 2,
        worker_count: 1,
        created_by: { profile_id: manager.id, name: 'Mariana Gestora' },
      }),
    ]);
    expect((await h.call('DELETE', `/api/v1/day_plan/${id}`, { token })).status).toBe(204);
    const missing = await h.call('GET', `/api/v1/day_plan/${id}`, { token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No se encontró el plan del día');
  });

  it('follows listings and identity: a renamed person, a removed listing, a deleted property, a redelivered event', async () => {
    const token = manager.accessToken;
    const temp = await createProperty(h, null, { name: 'Casa temporal', latitude: 19.43, longitude: -99.13 });
    await grant(h, admin, manager, temp, 'MANAGER');
    const listingId = crypto.randomUUID();
    const submitted = await h.publish('listings.airbnb_listing.submitted', {
      airbnbListingId: listingId,
      propertyId: temp,
      name: 'Cuarto temporal',
      url: 'https://www.airbnb.mx/rooms/777',
      isMainListing: true,
      currency: 'MXN',
      baseHoursToClean: 2,
      currentHoursToClean: 0,
    });
    const shown = async () =>
      (await h.call('GET', '/api/v1/day_plan/day?d=2027-03-09', { token })).body.properties.find(
        (p: { property_id: string }) => p.property_id === temp,
      );
    await eventually(async () => (await shown()).listings.length === 1, 'the listing');
    expect((await shown()).listings).toEqual([
      { id: listingId, property_id: temp, name: 'Cuarto temporal', is_main_listing: true, hours_to_clean: 2 },
    ]);

    await h.publish('listings.airbnb_listing.deleted', { airbnbListingId: listingId, propertyId: temp });
    await eventually(async () => (await shown()).listings.length === 0, 'the listing removed');
    // The submission delivered again (as Kafka may after a rebalance) does not bring it back.
    await h.infra.bus.publish('casona.listings.airbnb_listing', [submitted]);
    // A later event of the same topic and key is handled after it: once it shows, the redelivery was handled.
    const other = crypto.randomUUID();
    await h.publish('listings.airbnb_listing.submitted', {
      airbnbListingId: other,
      propertyId: temp,
      name: 'Otro cuarto',
      url: 'https://www.airbnb.mx/rooms/778',
      isMainListing: false,
      currency: 'MXN',
      baseHoursToClean: 1,
      currentHoursToClean: 0,
    });
    await eventually(async () => (await shown()).listings.length === 1, 'the other listing');
    expect((await shown()).listings.map((l: { id: string }) => l.id)).toEqual([other]);
    await h.publish('listings.property.updated', {
      propertyId: temp,
      changedFields: ['name'],
      name: 'Casa temporal renombrada',
      timezone: 'America/Mexico_City',
    });
    await eventually(async () => (await shown()).name === 'Casa temporal renombrada', 'the new name');
    // An update without coordinates keeps the ones the property had.
    expect(
      await h.sql('SELECT latitude, longitude FROM planning_property WHERE property_id = $1', [temp]),
    ).toEqual([{ latitude: 19.43, longitude: -99.13 }]);

    await h.publish('identity.profile.updated', {
      profileId: worker.id,
      email: worker.email,
      name: 'Wendy L. Limpieza',
      locale: 'ES',
      phoneNumber: null,
      imgUrl: null,
    });
    await eventually(
      async () =>
        (await h.call('GET', '/api/v1/day_plan/day?d=2027-03-09', { token })).body.workers.some(
          (w: { name: string }) => w.name === 'Wendy L. Limpieza',
        ),
      'the new name',
    );

    await h.publish('listings.property.deleted', { propertyId: temp, deletedBy: null });
    await eventually(async () => (await shown()) === undefined, 'the property gone from the day');
  });
});
