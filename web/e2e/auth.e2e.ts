/**
 * The real session against identity: register, log out, log in, edit the profile (picture and ID
 * added, then removed with the type-to-confirm phrase); the seeded admin.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { CATALOGUES, MESSAGES } from './pages.ts';
import { BASE_URL, closeBrowser, newContext, open, trackErrors } from './support.ts';

after(closeBrowser);

/** A valid 1×1 PNG. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

// E2E_GATEWAY_ONLY=1 runs without identity: there is no one to sign in against.
const skip = process.env['E2E_GATEWAY_ONLY'] === '1' ? 'identity is not running (E2E_GATEWAY_ONLY)' : false;
const es = CATALOGUES.es;

describe('session against identity', { skip }, () => {
  it('registers in Spanish, logs out, logs back in and edits the profile name', async () => {
    const context = await newContext('es');
    const page = await context.newPage();
    const errors = trackErrors(page);
    const email = `e2e-${randomUUID().slice(0, 8)}@example.mx`;
    const password = 'Casona-e2e-2026!';
    await open(page, '/register');
    await page.locator('input[autocomplete="name"]').fill('Lucía Pruebas');
    await page.locator('input[autocomplete="email"]').fill(email);
    await page.locator('input[autocomplete="new-password"]').nth(0).fill(password);
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(password);
    await page.getByRole('button', { name: es.auth.register.submit }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await page.getByTestId('flash').waitFor();

    await open(page, '/logout');
    await page.waitForURL(`${BASE_URL}/`);
    assert.equal(await page.evaluate(() => localStorage.getItem('casona.session')), null);

    await open(page, '/login');
    await page.locator('input[autocomplete="email"]').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(password);
    await page.getByRole('button', { name: es.auth.login.submit, exact: true }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);

    await open(page, '/dashboard/profile');
    const name = page.locator('input[autocomplete="name"]');
    await page
      .getByTestId('profile-email')
      .waitFor()
      .catch(async (error: unknown) => {
        console.log(errors, await page.locator('body').innerText());
        throw error;
      });
    assert.equal(await name.inputValue(), 'Lucía Pruebas');
    assert.equal(await page.getByTestId('profile-email').innerText(), email);
    await name.fill('Lucía Renombrada');
    await page.getByRole('button', { name: es.profile.save }).click();
    await page.getByTestId('profile-saved').waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('profile-email').waitFor();
    assert.equal(await name.inputValue(), 'Lucía Renombrada');

    // The profile picture: one, compressed before it is sent, replacing any previous one.
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('picture-choose').click();
    await (await chooser).setFiles({ name: 'yo.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByTestId('picture-saved').waitFor();
    assert.ok(await page.getByTestId('profile-picture').locator('img').getAttribute('src'));

    // The ID document: none yet, nothing chosen, then a PDF.
    await page.getByTestId('id-view').click();
    assert.equal(
      await page.getByTestId('id-link-error').innerText(),
      MESSAGES.es['error.profileIdFileNotFound'],
    );
    const idForm = page.getByTestId('id-form');
    await idForm.getByRole('button', { name: es.profile.id.upload }).click();
    await idForm.getByText(MESSAGES.es['error.noFile']).first().waitFor();
    await idForm.locator('input[type="file"]').setInputFiles({
      name: 'ine.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await idForm.getByRole('button', { name: es.profile.id.upload }).click();
    await page.getByTestId('id-saved').waitFor();
    assert.equal(await page.getByTestId('id-status').innerText(), es.profile.id.onFile.toUpperCase());
    await page.getByTestId('id-view').click();
    await page.getByTestId('id-link').waitFor();

    // Deleting the ID and removing the picture wait for the type-to-confirm phrase (spec §5).
    await page.getByTestId('id-remove').click();
    const idDialog = page.getByRole('dialog', { name: es.profile.id.remove });
    await idDialog.getByTestId('confirm-phrase').fill(es.adminList.deletePhrase);
    await idDialog.getByTestId('id-remove-confirm').click();
    await page.getByTestId('id-status').filter({ hasText: es.profile.id.missing }).waitFor();
    await idDialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('id-link').count(), 0);
    // The dialog's submit did not reach the upload form beside it.
    assert.equal(await idForm.getByText(MESSAGES.es['error.noFile']).count(), 0);
    await page.getByTestId('id-view').click();
    await page.getByTestId('id-link-error').waitFor();
    await page.getByTestId('picture-remove').click();
    const pictureDialog = page.getByRole('dialog', { name: es.profile.picture.remove });
    await pictureDialog.getByTestId('confirm-phrase').fill(es.adminList.removePhrase);
    await pictureDialog.getByTestId('picture-remove-confirm').click();
    await page.getByTestId('profile-picture').locator('img').waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('picture-remove').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the seeded administrator logs in and opens the admin console', async () => {
    const dataDir = process.env['E2E_DATA_DIR'];
    assert.ok(dataDir, 'E2E_DATA_DIR is set by e2e/run.ts');
    // The file holds the email, then the password, one a line.
    const [email = '', password = ''] = readFileSync(
      path.join(dataDir, 'identity', 'admin-password.txt'),
      'utf8',
    )
      .trim()
      .split('\n');
    const context = await newContext('es');
    const page = await context.newPage();
    await open(page, '/login?redirect=%2Fdashboard%2Fadmin%2Fproperties');
    await page.locator('input[autocomplete="email"]').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(password);
    await page.getByRole('button', { name: es.auth.login.submit, exact: true }).click();
    await page.waitForURL(`${BASE_URL}/dashboard/admin/properties`).catch(async (error: unknown) => {
      console.log(await page.locator('body').innerText());
      throw error;
    });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const text = await page.locator('body').innerText();
    assert.ok(!text.includes('Solo los administradores'), 'the admin console is open to the administrator');
    await context.close();
  });
});
