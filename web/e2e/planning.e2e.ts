/**
 * Issue 13's planning half in a browser, against the real services: a manager plans a day for two
 * properties and a worker and sees the worker's stops in route order with distance and travel
 * time; staff add a catalogue item; the manager puts that item on a property (upsert_property_item)
 * and ticks its checklist. Properties are submitted with coordinates (listings announces them to
 * maintenance), and their Airbnb listings are linked by API as the Airbnb tab would.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { CATALOGUES } from './pages.ts';
import {
  adminCredentials,
  api,
  axeViolations,
  BASE_URL,
  blocking,
  closeBrowser,
  eventually,
  logIn,
  newContext,
  open,
  screenshot,
  testTag,
  trackErrors,
} from './support.ts';

after(closeBrowser);

const skip = process.env['E2E_GATEWAY_ONLY'] === '1' ? 'services are not running (E2E_GATEWAY_ONLY)' : false;
const { es } = CATALOGUES;

async function register(page: Page, name: string, email: string, password: string) {
  await open(page, '/register');
  await page.locator('input[autocomplete="name"]').fill(name);
  await page.locator('input[autocomplete="email"]').fill(email);
  await page.locator('input[autocomplete="new-password"]').nth(0).fill(password);
  await page.locator('input[autocomplete="new-password"]').nth(1).fill(password);
  await page.getByRole('button', { name: es.auth.register.submit }).click();
  await page.waitForURL(`${BASE_URL}/dashboard`);
}

const submission = (name: string, latitude: number, longitude: number) => ({
  name,
  type: 'APARTMENT',
  price: 3_900_000,
  bathrooms: 1,
  bedrooms: 2,
  half_bathrooms: 0,
  parking_spaces: 1,
  built_area: 80,
  total_area: 80,
  floors: 1,
  year_built: 2015,
  street: 'Calle Colima',
  exterior_number: '120',
  zip: '06700',
  city: 'Cuauhtémoc',
  state: 'Ciudad de México',
  latitude,
  longitude,
});

describe('issue 13: day plans with routes, items and checklists', { skip }, () => {
  it('a manager plans two properties for a worker and sees the route; staff add an item; the manager puts it on a property', async () => {
    const tag = testTag();
    const password = 'Casona-planning-2026';
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

    // ── A manager and a worker register; the manager submits two homes in Mexico City ─────────────
    const managerContext = await newContext('es');
    const page = await managerContext.newPage();
    const errors = trackErrors(page);
    await register(page, `Mariana Gestora ${tag}`, `gestora-${tag}@example.mx`, password);
    const roma = await api<{ property_id: string }>(
      page,
      'POST',
      'submit_property',
      submission(`Depa Roma ${tag}`, 19.4194, -99.1617),
    );
    const coyoacan = await api<{ property_id: string }>(
      page,
      'POST',
      'submit_property',
      submission(`Casa Coyoacán ${tag}`, 19.3467, -99.1617),
    );
    assert.equal(roma.status, 201, JSON.stringify(roma.body));
    assert.equal(coyoacan.status, 201, JSON.stringify(coyoacan.body));
    const properties = [roma.body.property_id, coyoacan.body.property_id];
    const managerId = await eventually('owner memberships', async () => {
      const mine = await api<{ items: { property_id: string; profile_id: string; label: string }[] }>(
        page,
        'GET',
        'property_customer',
      );
      const owned = mine.body.items.filter((m) => properties.includes(m.property_id) && m.label === 'OWNER');
      return owned.length === 2 ? owned[0]!.profile_id : undefined;
    });

    const workerContext = await newContext('es', 'phone');
    const workerPage = await workerContext.newPage();
    const workerName = `Wendy Limpieza ${tag}`;
    await register(workerPage, workerName, `limpieza-${tag}@example.mx`, password);
    // The profile id is the subject of the session's access token.
    const workerProfile = await workerPage.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('casona.session') ?? '{}') as { accessToken: string };
      const claims = session.accessToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
      return (JSON.parse(atob(claims)) as { sub: string }).sub;
    });

    // ── Staff make the manager OWNER_MANAGER and the worker WORKER of both homes ─────────────────
    const staff = await newContext('es');
    const adminPage = await staff.newPage();
    const admin = adminCredentials();
    await logIn(adminPage, admin.email, admin.password);
    for (const propertyId of properties) {
      for (const [profileId, label] of [
        [managerId, 'OWNER_MANAGER'],
        [workerProfile, 'WORKER'],
      ] as const) {
        const put = await api(adminPage, 'PUT', 'admin/property_customer', {
          property_id: propertyId,
          profile_id: profileId,
          label,
        });
        assert.equal(put.status, 200, JSON.stringify(put.body));
      }
    }

    // ── The manager links one Airbnb listing per home (as the Airbnb tab does) ──────────────────
    const listingNames = [`Loft Roma ${tag}`, `Casa azul ${tag}`];
    for (const [k, propertyId] of properties.entries()) {
      const linked = await eventually('the listing', async () => {
        const res = await api<{ id: string }>(page, 'POST', 'property_airbnb_listing', {
          property_id: propertyId,
          name: listingNames[k],
          url: `https://www.airbnb.mx/rooms/${5389644 + k}`,
          ics_url: `https://www.airbnb.mx/calendar/ical/${5389644 + k}.ics?s=${tag}`,
          is_main_listing: true,
          currency: 'MXN',
          base_hours_to_clean: 2 + k,
          current_hours_to_clean: 0,
        });
        return res.status === 201 ? res.body : undefined;
      });
      assert.ok(linked.id);
    }

    // ── The day across both homes, and a new plan with the worker ───────────────────────────────
    await eventually('both homes and their listings on the planning day', async () => {
      const res = await api<{ properties: { listings: unknown[] }[]; workers: { profile_id: string }[] }>(
        page,
        'GET',
        `day_plan/day?d=${day}`,
      );
      const ready =
        res.body.properties.filter((p) => p.listings.length > 0).length >= 2 &&
        res.body.workers.some((w) => w.profile_id === workerProfile);
      return ready ? true : undefined;
    });
    await open(page, `/dashboard/planning?d=${day}`);
    await page.getByRole('heading', { name: es.sections.planning.title, level: 1 }).waitFor();
    const create = page.getByTestId('planning-create');
    await create.getByLabel(`Depa Roma ${tag}`).check();
    await create.getByLabel(`Casa Coyoacán ${tag}`).check();
    await create.getByLabel(workerName).check();
    await create.getByTestId('planning-create-submit').click();
    await page.waitForURL(/\/dashboard\/planning\/day_plan\//);

    // Two stops, added out of route order: Coyoacán first in the list, Roma at the earlier hour.
    const addStop = async (listing: string, hour: string) => {
      const form = page.getByTestId('day-plan-add-stop');
      await form.getByTestId('stop-worker').selectOption({ label: workerName });
      await form.getByTestId('stop-listing').selectOption({ label: listing });
      await form.getByTestId('stop-hour').selectOption({ label: hour });
      await form.getByTestId('stop-add').click();
    };
    await addStop(`Casa Coyoacán ${tag} — ${listingNames[1]}`, '11:00');
    await page.getByTestId('route-stop').first().waitFor();
    await addStop(`Depa Roma ${tag} — ${listingNames[0]}`, '09:00');
    const route = page.getByTestId('worker-route');
    await route.getByTestId('route-stop').nth(1).waitFor();
    const stops = await route.getByTestId('route-stop-name').allInnerTexts();
    assert.deepEqual(stops, [
      `1. Depa Roma ${tag} — ${listingNames[0]}`,
      `2. Casa Coyoacán ${tag} — ${listingNames[1]}`,
    ]);
    // Roma → Coyoacán is 8.1 km in a straight line: about 10.5 road km, 25 minutes at 25 km/h.
    const leg = await route.getByTestId('route-stop-leg').nth(1).innerText();
    assert.match(leg, /^8[.,]1 km · 25 min/);
    assert.match(await route.getByTestId('route-totals').innerText(), /8[.,]1 km · 25 min/);
    assert.equal(await page.getByTestId('route-exceeds-day').count(), 0);
    await screenshot(page, 'day-plan-route-es-desktop');
    assert.deepEqual(blocking(await axeViolations(page)), []);

    // The same day on a phone, in English: the plan is listed and opens with its route.
    const phone = await newContext('en', 'phone');
    const phonePage = await phone.newPage();
    await logIn(phonePage, `gestora-${tag}@example.mx`, password, `/dashboard/planning?d=${day}`);
    await phonePage.getByRole('heading', { name: CATALOGUES.en.sections.planning.title, level: 1 }).waitFor();
    await phonePage.getByTestId('planning-plan').first().waitFor();
    const homes = await phonePage.getByTestId('planning-property-name').allInnerTexts();
    assert.ok(homes.includes(`Depa Roma ${tag}`) && homes.includes(`Casa Coyoacán ${tag}`), homes.join(', '));
    assert.deepEqual(blocking(await axeViolations(phonePage)), []);
    await screenshot(phonePage, 'planning-day-en-phone');
    await phonePage.getByRole('link', { name: CATALOGUES.en.planning.open }).first().click();
    await phonePage.getByTestId('worker-route').waitFor();
    await phonePage.getByTestId('route-stop').nth(1).waitFor();
    await screenshot(phonePage, 'day-plan-route-en-phone');
    await phone.close();

    // ── Staff add a catalogue item on /dashboard/admin/item ─────────────────────────────────────
    await open(adminPage, '/dashboard/admin/item');
    await adminPage.getByTestId('item-add').click();
    const itemForm = adminPage.getByTestId('item-form');
    const itemName = `Cafetera de goteo ${tag}`;
    await itemForm.getByLabel(es.items.fields.esName).fill(itemName);
    await itemForm.getByLabel(es.items.fields.esDescription).fill('Para 12 tazas');
    await itemForm.getByLabel(es.items.fields.price).fill('899.50');
    await itemForm.getByLabel(es.items.fields.type).selectOption({ label: es.items.types.APPLIANCE });
    await itemForm.getByLabel(es.items.fields.imgUrl).fill('https://example.com/cafetera.jpg');
    await itemForm.getByLabel(es.items.fields.url).fill('https://example.com/cafetera');
    await itemForm.getByTestId('item-save').click();
    await adminPage.getByTestId('item-search').fill(tag);
    await adminPage.getByTestId('item-name').filter({ hasText: itemName }).waitFor();

    // ── The manager puts two of them on the Roma home, then makes it three ──────────────────────
    await open(page, `/dashboard/property_item?property_id=${properties[0]}`);
    const addItem = async (quantity: string) => {
      await page.getByTestId('property-item-add').click();
      const form = page.getByTestId('property-item-form');
      await form.getByTestId('property-item-search').fill(tag);
      await form
        .getByTestId('property-item-choice')
        .selectOption({ label: `${itemName} · ${es.items.types.APPLIANCE}` });
      await form.getByLabel(es.items.fields.quantity).fill(quantity);
      await form.getByTestId('property-item-save').click();
      await form.waitFor({ state: 'detached' });
    };
    await addItem('2');
    await page
      .getByTestId('property-item-name')
      .filter({ hasText: `2 × ${itemName}` })
      .waitFor();
    await addItem('3');
    await page
      .getByTestId('property-item-name')
      .filter({ hasText: `3 × ${itemName}` })
      .waitFor();
    assert.equal(await page.getByTestId('property-item-row').count(), 1);

    // ── And ticks its checklist ────────────────────────────────────────────────────────────────
    await open(page, `/dashboard/property/${properties[0]}/checklist`);
    await page.getByLabel(es.items.checklist.checks.lights).check();
    await page.getByLabel(es.items.checklist.checks.windows).check();
    await page.getByTestId('checklist-save').click();
    await page.getByTestId('checklist-saved').waitFor();
    assert.match(await page.getByTestId('checklist-progress').innerText(), /^2 de 20/);
    assert.deepEqual(errors, []);
    await managerContext.close();
    await workerContext.close();
    await staff.close();
  });
});
