/**
 * Issue 4 in a browser, against the real services: register in Spanish, log out, recover the
 * password through the emailed link (read from the embedded mail outbox), log in with the new
 * password, invite an ally to a property, and the ally registers with that email and accepts.
 * Needs identity, listings (the property) and notifications (the emails).
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { CATALOGUES, MESSAGES } from './pages.ts';
import {
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
  waitForMail,
} from './support.ts';

after(closeBrowser);

const skip = process.env['E2E_GATEWAY_ONLY'] === '1' ? 'services are not running (E2E_GATEWAY_ONLY)' : false;
const { es, en } = CATALOGUES;

async function register(page: Page, name: string, email: string, password: string, submit: string) {
  await open(page, '/register');
  await page.locator('input[autocomplete="name"]').fill(name);
  await page.locator('input[autocomplete="email"]').fill(email);
  await page.locator('input[autocomplete="new-password"]').nth(0).fill(password);
  await page.locator('input[autocomplete="new-password"]').nth(1).fill(password);
  await page.getByRole('button', { name: submit }).click();
  await page.waitForURL(`${BASE_URL}/dashboard`);
}

/** An API call with the page's session, as the SPA makes it. */
async function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('casona.session') ?? 'null') as {
        accessToken: string;
      } | null;
      const response = await fetch(`/api/v1/${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'accept-language': 'es',
          ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

describe('issue 4: password recovery and allies', { skip }, () => {
  it('recovers the password by email, invites an ally who registers and accepts', async () => {
    const tag = testTag();
    const ownerEmail = `duena-${tag}@example.mx`;
    const allyEmail = `aliado-${tag}@example.mx`;
    const firstPassword = 'Casona-primera-2026';
    const newPassword = 'Casona-nueva-2026!';
    const propertyName = `Casa Jacaranda ${tag}`;

    // ── The owner registers in Spanish and logs out ─────────────────────────────────────────────
    const owner = await newContext('es');
    const page = await owner.newPage();
    const errors = trackErrors(page);
    await register(page, 'Marisol Pruebas', ownerEmail, firstPassword, es.auth.register.submit);
    await open(page, '/logout');
    await page.waitForURL(`${BASE_URL}/`);

    // ── Recovers the password with the emailed link ─────────────────────────────────────────────
    await open(page, '/recover_password');
    await page.locator('input[autocomplete="email"]').fill(ownerEmail);
    await page.getByRole('button', { name: es.auth.recover.submit }).click();
    await page.getByTestId('form-success').waitFor();
    const mail = await waitForMail((m) => m.to.includes(ownerEmail) && m.text.includes('reset_token='));
    const link = /https?:\/\/\S*reset_token=[^\s"'<>)]+/.exec(mail.text)?.[0];
    assert.ok(link, `the reset email carries the link: ${mail.text}`);
    const url = new URL(link);
    assert.equal(url.pathname, '/dashboard/profile/change_password');
    await open(page, `${url.pathname}${url.search}${url.hash}`);
    await page.waitForURL((u) => u.pathname === '/reset_password');
    await page.getByRole('heading', { name: es.auth.reset.title }).waitFor();
    assert.ok(!page.url().includes('reset_token'), `the token left the address bar: ${page.url()}`);
    await screenshot(page, 'reset-password-es-desktop');
    assert.deepEqual(blocking(await axeViolations(page)), []);
    // Validation as the person types: a short password and a different confirmation.
    const passwords = page.locator('input[autocomplete="new-password"]');
    await passwords.nth(0).fill('corta');
    await passwords.nth(1).fill('otra');
    await passwords.nth(1).blur();
    await page.getByText(MESSAGES.es['validation.password.mismatch']).waitFor();
    await passwords.nth(0).fill(newPassword);
    await passwords.nth(1).fill(newPassword);
    await page.getByRole('button', { name: es.auth.reset.submit }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    assert.equal(await page.getByTestId('login-notice').innerText(), MESSAGES.es['auth.passwordChanged']);

    // The link is single use: opening it again says so, with a way to ask for a new one.
    await open(page, `${url.pathname}${url.hash}`);
    await page.locator('input[autocomplete="new-password"]').nth(0).fill(newPassword);
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(newPassword);
    await page.getByRole('button', { name: es.auth.reset.submit }).click();
    assert.equal(await page.getByTestId('form-error').innerText(), MESSAGES.es['auth.resetLinkInvalid']);
    await page.getByTestId('reset-request-new').waitFor();

    // ── Logs in with the new password and creates a property ───────────────────────────────────
    await logIn(page, ownerEmail, newPassword);
    const submitted = await api<{ property_id: string }>(page, 'POST', 'submit_property', {
      name: propertyName,
      type: 'HOUSE',
      price: 3_200_000,
      bathrooms: 2,
      bedrooms: 3,
      half_bathrooms: 1,
      parking_spaces: 2,
      built_area: 180,
      total_area: 220,
      floors: 2,
      year_built: 2015,
      street: 'Avenida Chapultepec',
      exterior_number: '480',
      zip: '44600',
      city: 'Guadalajara',
      state: 'Jalisco',
    });
    assert.equal(submitted.status, 201, JSON.stringify(submitted.body));
    const propertyId = submitted.body.property_id;
    // identity makes the submitter OWNER when listings' property.created event arrives.
    await eventually('owner membership', async () => {
      const mine = await api<{ items: { property_id: string; label: string }[] }>(
        page,
        'GET',
        'property_customer',
      );
      return mine.body.items.find((m) => m.property_id === propertyId && m.label === 'OWNER');
    });

    // ── Invites the ally from /dashboard/ally ───────────────────────────────────────────────────
    await open(page, '/dashboard/ally');
    const card = page.getByTestId('property-allies').filter({ hasText: propertyName });
    await card.waitFor();
    const form = card.getByTestId('invite-form');
    // Validation as the person types, in Spanish: a bad email.
    await form.locator('input[type="email"]').fill('no-es-correo');
    await form.locator('input[type="email"]').blur();
    await form.getByText(MESSAGES.es['validation.email']).waitFor();
    // §5: not yourself.
    await form.locator('input[type="email"]').fill(ownerEmail);
    await form.locator('select').nth(0).selectOption('MANAGER');
    await form.getByRole('button', { name: es.allies.invite.submit }).click();
    assert.equal(await form.getByTestId('form-error').innerText(), MESSAGES.es['ally.cannotAddYourself']);
    await form.locator('input[type="email"]').fill(allyEmail);
    await form.locator('select').nth(0).selectOption('MANAGER');
    await form.getByRole('button', { name: es.allies.invite.submit }).click();
    await form.getByTestId('form-success').waitFor();
    await card.locator('[data-testid="invitation-row"][data-status="PENDING"]').waitFor();
    await screenshot(page, 'allies-es-desktop');
    assert.deepEqual(blocking(await axeViolations(page)), []);
    // §5: one pending invitation per ally.
    await form.locator('input[type="email"]').fill(allyEmail);
    await form.locator('select').nth(0).selectOption('WORKER');
    await form.getByRole('button', { name: es.allies.invite.submit }).click();
    assert.equal(await form.getByTestId('form-error').innerText(), MESSAGES.es['invitation.onePending']);

    // ── The ally registers (in English) with that email and accepts ────────────────────────────
    const allyContext = await newContext('en');
    const ally = await allyContext.newPage();
    const allyErrors = trackErrors(ally);
    await register(ally, 'Diego Ally', allyEmail, 'Casona-ally-2026', en.auth.register.submit);
    const invitation = ally.getByTestId('received-invitation');
    await invitation.waitFor();
    // Not a member yet, the ally cannot read the property: the banner says so, and shows no id.
    const invitationText = await invitation.innerText();
    assert.ok(invitationText.includes('You were invited to a property as Manager.'), invitationText);
    assert.ok(!invitationText.includes(propertyId.slice(0, 8)), invitationText);
    await screenshot(ally, 'invitation-banner-en-desktop');
    await ally.getByTestId('accept-invitation').click();
    await invitation.waitFor({ state: 'detached' });
    await open(ally, '/dashboard/ally');
    const allyCard = ally.getByTestId('property-allies').filter({ hasText: propertyName });
    await allyCard.waitFor();
    assert.ok((await allyCard.innerText()).includes('Manager'));

    // The owner sees the invitation as Active and the ally among the allies.
    await page.reload({ waitUntil: 'networkidle' });
    await card.locator('[data-testid="invitation-row"][data-status="ACCEPTED"]').waitFor();
    assert.ok((await card.getByTestId('allies-table').innerText()).includes(allyEmail));

    // notifications emailed the invitation to the ally.
    await waitForMail((m) => m.to.includes(allyEmail));

    // §6: a WORKER sees the allies, not the invitations (no section, no denial: issue 16 item 5), and cannot invite.
    const workerEmail = `trabajador-${tag}@example.mx`;
    await form.locator('input[type="email"]').fill(workerEmail);
    await form.locator('select').nth(0).selectOption('WORKER');
    await form.getByRole('button', { name: es.allies.invite.submit }).click();
    await form.getByTestId('form-success').waitFor();
    const workerContext = await newContext('en');
    const worker = await workerContext.newPage();
    await register(worker, 'Wendy Worker', workerEmail, 'Casona-worker-2026', en.auth.register.submit);
    await worker.getByTestId('accept-invitation').click();
    await worker.getByTestId('received-invitation').waitFor({ state: 'detached' });
    await open(worker, '/dashboard/ally');
    // A WORKER may not read the property itself (§6): its card is numbered, never named by an id.
    const workerCard = worker.getByTestId('property-allies').filter({ hasText: 'Property 1' });
    await workerCard.getByTestId('allies-table').waitFor();
    assert.equal(await workerCard.getByText(propertyId.slice(0, 8)).count(), 0);
    assert.equal(await workerCard.getByTestId('invitations-denied').count(), 0);
    assert.equal(await worker.getByText(MESSAGES.en['permission.viewInvitations']).count(), 0);
    assert.equal(await workerCard.getByTestId('invite-form').count(), 0);
    await workerContext.close();

    assert.deepEqual(errors, []);
    assert.deepEqual(allyErrors, []);
    await allyContext.close();
    await owner.close();
  });
});
