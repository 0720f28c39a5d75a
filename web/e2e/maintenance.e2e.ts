/**
 * Issue 13 in a browser, against the real services: a manager writes a chore rule with chips,
 * triggered on CHECK_OUT for stays of 3 to 7 nights and assigned to a worker; a booking arrives
 * through the channel (a direct booking on listings' API); the worker, on a phone, sees the chore
 * with the guest count and the stay's dates filled in; the stay is moved and the chore moves with
 * it; the worker, offline, reopens the app (the shell from the service worker, the chores from the
 * phone's copy), solves the chore with a photo, and it reaches the server once back online — once.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import type { BrowserContext } from 'playwright-core';

import { WEB_ROOT } from './harness.ts';
import { CATALOGUES } from './pages.ts';
import {
  adminCredentials,
  api,
  BASE_URL,
  closeBrowser,
  DEVICES,
  eventually,
  getBrowser,
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
const PHOTO = readFileSync(path.join(WEB_ROOT, 'public', 'icon-192.png'));
const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Registers through /register and answers the new person's profile id (the session's subject). */
async function register(context: BrowserContext, name: string, email: string, password: string) {
  const page = await context.newPage();
  await open(page, '/register');
  await page.locator('input[autocomplete="name"]').fill(name);
  await page.locator('input[autocomplete="email"]').fill(email);
  await page.locator('input[autocomplete="new-password"]').nth(0).fill(password);
  await page.locator('input[autocomplete="new-password"]').nth(1).fill(password);
  await page.getByRole('button', { name: es.auth.register.submit }).click();
  await page.waitForURL(`${BASE_URL}/dashboard`);
  const sub = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('casona.session') ?? '{}') as { accessToken?: string };
    const payload = (session.accessToken ?? '').split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub;
  });
  return { page, profileId: sub };
}

type Chore = {
  id: string;
  name: string;
  status: string;
  due_date: string | null;
  rule_id: string | null;
  resolution_img_urls: string[];
  reservation: { check_in: string; check_out: string; guest_amount: number | null } | null;
};

describe('issue 13: a chore rule, a booking, and the worker offline', { skip }, () => {
  it('fills the chips from the booking, follows the moved stay and delivers an offline solve once', async () => {
    const tag = testTag();
    const password = 'Casona-tareas-2026';
    const ruleName = `Limpieza de salida ${tag}`;

    // ── An owner with a property; staff make a manager and a worker of it ──────────────────────
    const ownerContext = await newContext('es');
    const owner = await register(ownerContext, 'Olga Dueña', `duena-${tag}@example.mx`, password);
    const submitted = await api<{ property_id: string }>(owner.page, 'POST', 'submit_property', {
      name: `Casa Jacaranda ${tag}`,
      type: 'HOUSE',
      price: 3_900_000,
      bathrooms: 2,
      bedrooms: 3,
      half_bathrooms: 0,
      parking_spaces: 1,
      built_area: 150,
      total_area: 190,
      floors: 2,
      year_built: 2015,
      street: 'Calle 47',
      exterior_number: '210',
      zip: '97000',
      city: 'Mérida',
      state: 'Yucatán',
    });
    assert.equal(submitted.status, 201, JSON.stringify(submitted.body));
    const propertyId = submitted.body.property_id;

    const managerContext = await newContext('es');
    const manager = await register(managerContext, 'Mario Gerente', `gerente-${tag}@example.mx`, password);
    const workerEmail = `trabajadora-${tag}@example.mx`;
    const workerSignup = await newContext('es');
    const worker = await register(workerSignup, 'Wendy Trabajadora', workerEmail, password);
    await workerSignup.close();

    const staffContext = await newContext('es');
    const staff = await staffContext.newPage();
    const admin = adminCredentials();
    await logIn(staff, admin.email, admin.password);
    for (const [profileId, label] of [
      [manager.profileId, 'MANAGER'],
      [worker.profileId, 'WORKER'],
    ] as const) {
      const put = await api(staff, 'PUT', 'admin/property_customer', {
        property_id: propertyId,
        profile_id: profileId,
        label,
      });
      assert.equal(put.status, 200, JSON.stringify(put.body));
    }
    // maintenance learns the labels from identity's events.
    await eventually('the worker is assignable in maintenance', async () => {
      const people = await api<{ items: { profile_id: string }[] }>(
        manager.page,
        'GET',
        `property_customer?property_id=${propertyId}`,
      );
      return people.body.items?.some((p) => p.profile_id === worker.profileId) ? true : undefined;
    });

    // ── The manager writes the rule, with chips, on the scheduled chores page ─────────────────────
    const page = manager.page;
    const errors = trackErrors(page);
    await open(page, '/dashboard/maintenance/chore_schedule');
    await page.getByTestId('chore-new').click();
    const form = page.getByTestId('chore-form');
    await form.getByLabel(es.chores.property).selectOption(propertyId);
    const name = form.getByTestId('chore-name');
    // §5 as one types: a name over 100 characters is refused before sending.
    await name.fill('x'.repeat(101));
    await name.blur();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    await name.fill(ruleName);
    await form.getByLabel(es.chores.form.type).selectOption('DIRTY_AREA');
    await eventually('the worker in the assignee list', async () =>
      (await form.getByLabel(es.chores.form.assignee).locator('option', { hasText: 'Wendy' }).count()) > 0
        ? true
        : undefined,
    );
    await form.getByLabel(es.chores.form.assignee).selectOption({ label: 'Wendy Trabajadora' });
    await form.getByLabel(es.chores.schedule.event).selectOption('CHECK_OUT');
    await form.getByLabel(es.chores.schedule.nights).selectOption('[3,8)');
    await form
      .getByTestId('rule-preview')
      .getByText('El mismo día del check-out, en estancias de 3 a 7 noches')
      .waitFor();
    const editor = form.getByTestId('rich-text-editor');
    await editor.click();
    await page.keyboard.type('Preparar la casa para ');
    await form.getByTestId('insert-chip').click();
    await page.getByTestId('chip-guest_quantity').click();
    await page.keyboard.type('huéspedes; salen el ');
    await form.getByTestId('insert-chip').click();
    await page.getByTestId('chip-check_out').click();
    await page.keyboard.type('(llegaron el ');
    await form.getByTestId('insert-chip').click();
    await page.getByTestId('chip-check_in').click();
    await page.keyboard.type('). Manual: https://example.com/manual ');
    await editor.locator('a[href="https://example.com/manual"]').waitFor();
    assert.equal(await editor.locator('.chore-chip').count(), 3);
    await form
      .getByTestId('image-input')
      .setInputFiles({ name: 'sala.png', mimeType: 'image/png', buffer: PHOTO });
    await form.getByTestId('image-previews').waitFor();
    await form.getByTestId('chore-submit').click();
    await form.waitFor({ state: 'detached' });
    await page.locator(`[data-testid="chore-card"][data-chore-name="${ruleName}"]`).waitFor();
    await screenshot(page, 'maintenance-rules-es-desktop');
    assert.deepEqual(errors, []);

    // ── A 4-night booking arrives through the channel (a direct booking on listings) ─────────────
    const checkIn = dayFromNow(2);
    const checkOut = dayFromNow(6);
    const booking = await api<{ id: string }>(staff, 'POST', 'property_airbnb_listing_reservation', {
      property_id: propertyId,
      check_in: checkIn,
      check_out: checkOut,
      currency: 'MXN',
      guest_amount: 3,
    });
    assert.equal(booking.status, 201, JSON.stringify(booking.body));
    const copyOf = (stay: string) =>
      eventually(`the copy due ${stay}`, async () => {
        const list = await api<{ items: Chore[] }>(staff, 'GET', `property_chore?property_id=${propertyId}`);
        return list.body.items.find((c) => c.rule_id !== null && c.due_date === stay);
      });
    const copy = await copyOf(checkOut);
    assert.equal(copy.reservation?.guest_amount, 3);

    // ── The worker, on a phone, sees it with the booking's details ────────────────────────────────
    const phone: BrowserContext = await (
      await getBrowser()
    ).newContext({ ...DEVICES.phone, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    const small = await phone.newPage();
    const phoneErrors = trackErrors(small);
    await logIn(small, workerEmail, password, '/dashboard/worker');
    const card = small.locator(`[data-testid="worker-chore"][data-chore-name="${ruleName}"]`);
    await card.waitFor();
    await card.getByTestId('worker-guests').getByText('3 huéspedes').waitFor();
    const instructions = card.getByTestId('worker-instructions');
    const spanish = (iso: string) =>
      new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', timeZone: 'UTC' })
        .format(new Date(`${iso}T00:00:00Z`))
        .split(' de ')[0]!;
    const text = await instructions.innerText();
    assert.ok(text.includes('Preparar la casa para 3 huéspedes'), text);
    assert.ok(!text.includes(es.chores.form.description), text);
    assert.ok(text.includes(spanish(checkOut)) && text.includes(spanish(checkIn)), text);
    const overflow = await small.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 1, `the worker page fits a phone (overflow ${overflow}px)`);
    await screenshot(small, 'worker-chores-es-phone');

    // ── The stay moves a day later: the chore moves with it ──────────────────────────────────────
    const movedOut = dayFromNow(7);
    const moved = await api(staff, 'PATCH', `property_airbnb_listing_reservation/${booking.body.id}`, {
      check_in: dayFromNow(3),
      check_out: movedOut,
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const movedCopy = await copyOf(movedOut);
    assert.equal(movedCopy.id, copy.id, 'the same chore moved, no second copy');
    await eventually('the moved date on the phone', async () => {
      await small.reload();
      await card.waitFor();
      return (await card.innerText()).includes(spanish(movedOut)) ? true : undefined;
    });

    // ── Offline: the app opens from the phone, the solve waits, then arrives once ─────────────────
    await small.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await small.reload();
    await card.waitFor();
    await phone.setOffline(true);
    await small.reload();
    await small.getByTestId('worker-offline').waitFor();
    await card.waitFor();
    await card.getByTestId('worker-solve').click();
    const sheet = small.getByTestId('solve-sheet');
    await sheet
      .getByTestId('image-input')
      .setInputFiles({ name: 'listo.png', mimeType: 'image/png', buffer: PHOTO });
    await sheet.getByTestId('image-previews').waitFor();
    await sheet.getByTestId('worker-solve-submit').click();
    await card.getByTestId('worker-queued').waitFor();
    await small.getByTestId('worker-waiting').waitFor();
    await screenshot(small, 'worker-offline-queued-es-phone');
    const stillPending = await api<Chore>(staff, 'GET', `property_chore/${copy.id}`);
    assert.equal(stillPending.body.status, 'PENDING');

    await phone.setOffline(false);
    const solved = await eventually('the solve on the server', async () => {
      const current = await api<Chore>(staff, 'GET', `property_chore/${copy.id}`);
      return current.body.status === 'SOLVED' ? current.body : undefined;
    });
    assert.equal(solved.resolution_img_urls.length, 1, 'one photo, sent once');
    await small.getByTestId('worker-waiting').waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });
    await screenshot(small, 'worker-after-sync-es-phone');
    assert.deepEqual(
      phoneErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/.test(e)),
      [],
    );

    // ── The manager's chores list: the copy, solved, found by the §4 filters ─────────────────────
    await open(
      page,
      `/dashboard/maintenance/chore?property_id=${propertyId}&status=SOLVED&due_date=with_due_date`,
    );
    await page.getByTestId('filter-name').fill(tag);
    const solvedCard = page.locator(`[data-testid="chore-card"][data-chore-name="${ruleName}"]`);
    await solvedCard.getByText(es.chores.list.fromRule).waitFor();
    await solvedCard.getByText('Resuelto', { exact: true }).waitFor();
    await solvedCard.getByText(es.chores.list.resolutionPhotos).waitFor();
    await page.waitForURL(/name=/);
    await screenshot(page, 'maintenance-chores-es-desktop');
    await page.getByTestId('filter-name').fill(`${tag}-nada`);
    await page.getByText(es.chores.list.empty).waitFor();
    assert.deepEqual(errors, []);

    await phone.close();
    await staffContext.close();
    await managerContext.close();
    await ownerContext.close();
  });
});
