/**
 * Issue 19's last dashboard screen, /dashboard/announcement, against the real services: staff pick
 * a home by its name and add its Inmuebles24 listing (the link checked as typed), change it to Vivanuncios and see a
 * published home's marketplace page with its QR code; the owner (in Spanish) sees where their home is
 * advertised, with no way to change it (§6 gives no label external-listing writes), axe clean.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import {
  adminCredentials,
  api,
  axeViolations,
  blocking,
  closeBrowser,
  logIn,
  newContext,
  open,
  registerOwner,
  screenshot,
  submitOwnProperty,
  testTag,
  trackErrors,
} from './support.ts';

after(closeBrowser);

const skip = process.env['E2E_GATEWAY_ONLY'] === '1' ? 'services are not running (E2E_GATEWAY_ONLY)' : false;

describe('issue 19: where a home is advertised (/dashboard/announcement)', { skip }, () => {
  it('staff add and change a portal listing; the owner sees it and cannot change it', async () => {
    const tag = testTag();
    const ownerContext = await newContext('es');
    const owner = await ownerContext.newPage();
    const ownerErrors = trackErrors(owner);
    await registerOwner(owner, `Lucía Anuncia ${tag}`, `anuncia-${tag}@example.mx`, 'Casona-anuncia-2026');
    const { propertyId } = await submitOwnProperty(owner, `Casa Anuncio ${tag}`);

    const staffContext = await newContext('en');
    const staff = await staffContext.newPage();
    const admin = adminCredentials();
    await logIn(staff, admin.email, admin.password);

    // Staff pick the owner's home by its name (searched as they type) and add an Inmuebles24 listing.
    await open(staff, '/dashboard/announcement');
    const picker = staff.getByTestId('announcement-property');
    await picker.fill(`Anuncio ${tag}`);
    await staff
      .getByTestId('property-option')
      .filter({ hasText: `Casa Anuncio ${tag}` })
      .click();
    await staff.waitForURL((address) => address.searchParams.get('property') === propertyId);
    assert.equal(await picker.inputValue(), `Casa Anuncio ${tag}`);
    await staff
      .getByTestId('property-name')
      .filter({ hasText: `Casa Anuncio ${tag}` })
      .waitFor();
    await staff.getByTestId('portals-empty').waitFor();
    const form = staff.getByTestId('external-listing-form');
    await form.getByLabel('Portal').selectOption('INMUEBLES24');
    const url = form.getByLabel('Listing link');
    await url.fill('inmuebles24 casa');
    await url.blur();
    // The link is checked as typed, before anything is sent.
    await form.locator('input[aria-invalid="true"]').waitFor();
    await form.locator('.mantine-InputWrapper-error').first().waitFor();
    await url.fill(`https://www.inmuebles24.com/propiedades/casa-anuncio-${tag}.html`);
    await form.getByRole('button', { name: 'Add listing' }).click();
    const row = staff.getByTestId('portal-row');
    await row.filter({ hasText: 'Inmuebles24' }).waitFor();
    assert.match(await row.first().innerText(), /inmuebles24\.com/);

    // Change it: another portal and link.
    await row.first().getByRole('button', { name: /Edit/ }).click();
    const edit = staff.getByTestId('external-listing-edit');
    await edit.getByLabel('Portal').selectOption('VIVANUNCIOS');
    await edit.getByLabel('Listing link').fill(`https://www.vivanuncios.com.mx/a-venta-casas/casa-${tag}`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await row.filter({ hasText: 'Vivanuncios' }).waitFor();
    assert.equal(await row.count(), 1);

    // A published home: its marketplace page and QR code.
    const published = await api<{ items: { id: string; slug: string; name: string }[] }>(
      staff,
      'GET',
      'admin/properties?page=1&status=PUBLISHED',
    );
    assert.equal(published.status, 200);
    const home = published.body.items[0];
    assert.ok(home, 'the seed publishes homes');
    await open(staff, `/dashboard/announcement?property=${home.id}`);
    // A home given by the address bar is named in the picker, never shown by its id.
    await staff.waitForFunction(
      (name) =>
        document.querySelector<HTMLInputElement>('[data-testid="announcement-property"]')?.value === name,
      home.name,
    );
    const marketplace = staff.getByTestId('marketplace');
    await marketplace.getByTestId('marketplace-link').waitFor();
    assert.equal(
      await marketplace.getByTestId('marketplace-link').getAttribute('href'),
      `/property/${home.slug}`,
    );
    await marketplace.getByTestId('qr-views').waitFor();
    const qr = marketplace.getByRole('img');
    await qr.waitFor();
    assert.ok(
      await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'QR image loads',
    );
    await screenshot(staff, 'announcement-staff-en');

    // The owner, in Spanish: the listing, its link, and no form.
    await open(owner, '/dashboard/announcement');
    await owner
      .getByTestId('property-name')
      .filter({ hasText: `Casa Anuncio ${tag}` })
      .waitFor();
    const ownerRow = owner.getByTestId('portal-row');
    await ownerRow.filter({ hasText: 'Vivanuncios' }).waitFor();
    assert.equal(
      await ownerRow.getByRole('link').getAttribute('href'),
      `https://www.vivanuncios.com.mx/a-venta-casas/casa-${tag}`,
    );
    assert.equal(await owner.getByTestId('external-listing-form').count(), 0);
    assert.equal(await owner.getByTestId('remove-portal').count(), 0);
    await owner.getByText('Nuestro equipo agrega y actualiza los anuncios en portales.').waitFor();
    await owner.getByText('Aún no aparece en el marketplace', { exact: false }).waitFor();
    // The server refuses the owner's write too, with §6's message in Spanish.
    const refused = await api<{ message: string }>(owner, 'POST', 'property_external_listing', {
      property_id: propertyId,
      type: 'CLASCO',
      url: 'https://clasco.com.mx/casa',
    });
    assert.equal(refused.status, 403);
    assert.deepEqual(blocking(await axeViolations(owner)), []);
    await screenshot(owner, 'announcement-owner-es');
    assert.deepEqual(ownerErrors, []);
    await ownerContext.close();
    await staffContext.close();
  });
});
