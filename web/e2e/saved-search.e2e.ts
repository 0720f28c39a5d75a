/**
 * Issue 16, what buyers expect: search by colonia with suggestions, save the search, and be told by
 * email when staff publish a home it finds. Against the real platform: a buyer picks a colonia from
 * the combobox with the keyboard (aria-activedescendant), saves the search with a name, sees it
 * described in words on /dashboard/saved_searches; staff publish a matching home; the alert arrives
 * in the mail outbox in Spanish with MX$ and US$ and links to the home and to the searches; its HTML
 * is rendered in the browser for the closing note's screenshot (saved-search-alert-es.png); the buyer
 * deletes the search, typing its name to confirm (spec §5). Someone not signed in is asked to sign
 * in instead.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import {
  adminCredentials,
  api,
  BASE_URL,
  closeBrowser,
  logIn,
  newContext,
  open,
  readMailOutbox,
  registerOwner,
  screenshot,
  testTag,
  trackErrors,
  waitForMail,
} from './support.ts';

after(closeBrowser);

const skip = process.env['E2E_GATEWAY_ONLY'] === '1' ? 'services are not running (E2E_GATEWAY_ONLY)' : false;
const WAIT = { timeout: 30_000 };

/** A photo of a house drawn on a canvas, as base64 JPEG (what the submission takes). */
const housePhoto = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 960;
    canvas.height = 600;
    const c = canvas.getContext('2d')!;
    const sky = c.createLinearGradient(0, 0, 0, 600);
    sky.addColorStop(0, '#9cc9e8');
    sky.addColorStop(1, '#f4efe6');
    c.fillStyle = sky;
    c.fillRect(0, 0, 960, 600);
    c.fillStyle = '#7a9e5a';
    c.fillRect(0, 470, 960, 130);
    c.fillStyle = '#d9825b';
    c.fillRect(260, 250, 440, 230);
    c.fillStyle = '#8c3b2a';
    c.beginPath();
    c.moveTo(230, 260);
    c.lineTo(480, 110);
    c.lineTo(730, 260);
    c.fill();
    c.fillStyle = '#5b3a29';
    c.fillRect(450, 360, 70, 120);
    c.fillStyle = '#f7f3d8';
    c.fillRect(310, 300, 90, 70);
    c.fillRect(570, 300, 90, 70);
    return canvas.toDataURL('image/jpeg', 0.85).split(',')[1]!;
  });

describe('issue 16: saved searches with alerts and colonia search', { skip }, () => {
  it('someone not signed in is asked to sign in to save a search', async () => {
    const context = await newContext('es');
    const page = await context.newPage();
    await open(page, '/market?state=Puebla&minPrice=500000');
    // Prices in the filters name their currency: MX$, never a bare "$".
    assert.equal(await page.locator('input[name="minPrice"]').inputValue(), 'MX$500,000');
    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await page
      .getByTestId('save-search-sign-in')
      .filter({ hasText: 'Inicia sesión para guardar esta búsqueda' })
      .waitFor(WAIT);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/login\?redirect=/, WAIT);
    await context.close();
  });

  it('pick a colonia, save the search, staff publish a match, the alert email arrives (es)', async () => {
    const tag = testTag();
    const email = `busca-${tag}@example.mx`;
    const context = await newContext('es');
    const page = await context.newPage();
    const errors = trackErrors(page);
    await registerOwner(page, `Compradora ${tag}`, email, 'Casona-busca-2026');

    // The colonia combobox: suggestions as the person types, chosen with the keyboard.
    await open(page, '/market?state=Puebla&city=Cuautlancingo');
    const input = page.getByRole('combobox', { name: 'Colonia' });
    await input.click();
    await input.pressSequentially('olimp', { delay: 60 });
    const option = page.getByRole('option').filter({ hasText: 'Villa Olímpica' });
    await option.waitFor(WAIT);
    assert.match((await option.textContent()) ?? '', /Cuautlancingo, Puebla · \d+ propiedad/);
    await input.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    assert.ok(active, 'the highlighted suggestion is the active descendant');
    assert.equal(await page.locator(`[id="${active}"]`).getAttribute('aria-selected'), 'true');
    await input.press('Enter');
    assert.equal(await input.inputValue(), 'Villa Olímpica');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL(/colonia=Villa/, WAIT);
    await page.getByTestId('market-count').waitFor(WAIT);

    // Save the search under a name.
    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
    const name = page.getByRole('textbox', { name: 'Nombre de la búsqueda' });
    await name.waitFor(WAIT);
    assert.match(await name.inputValue(), /Cuautlancingo, Puebla · colonia Villa Olímpica/);
    await name.fill('');
    await page.getByText('Escribe un nombre para tu búsqueda.').waitFor(WAIT);
    await name.fill(`Olímpica ${tag}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar', exact: true }).click();
    await page
      .getByTestId('save-search-saved')
      .filter({ hasText: `Olímpica ${tag}` })
      .waitFor(WAIT);

    // Listed in words on the dashboard page.
    await open(page, '/dashboard/saved_searches');
    await page.getByRole('heading', { level: 1, name: 'Búsquedas guardadas' }).waitFor(WAIT);
    const card = page.getByRole('listitem').filter({ hasText: `Olímpica ${tag}` });
    await card.getByText('Cuautlancingo, Puebla · colonia Villa Olímpica').waitFor(WAIT);
    await card.getByText('Aún sin avisos').waitFor(WAIT);
    const pageText = (await page.locator('main').textContent()) ?? '';
    assert.doesNotMatch(pageText, /[0-9a-f]{8}-[0-9a-f]{4}|savedSearches\.|Cuautlancingo&/);

    // Staff publish a matching home (with a photo).
    const staff = await newContext('es');
    const staffPage = await staff.newPage();
    const admin = adminCredentials();
    await logIn(staffPage, admin.email, admin.password);
    const home = `Casa Olímpica ${tag}`;
    const submitted = await api<{ property_id: string }>(staffPage, 'POST', 'submit_property', {
      name: home,
      type: 'HOUSE',
      price: 2_150_000,
      bathrooms: 2,
      bedrooms: 3,
      half_bathrooms: 1,
      parking_spaces: 2,
      built_area: 150,
      total_area: 160,
      floors: 2,
      year_built: 2016,
      street: 'Calle Olimpo',
      exterior_number: '12',
      zip: '72700',
      city: 'Cuautlancingo',
      state: 'Puebla',
      neighborhood: 'Villa Olímpica',
      latitude: 19.0892,
      longitude: -98.2716,
      images: [await housePhoto(staffPage)],
    });
    assert.equal(submitted.status, 201, JSON.stringify(submitted.body));
    for (const status of ['ACCEPTED', 'PUBLISHED']) {
      const res = await api(staffPage, 'POST', `admin/property/${submitted.body.property_id}/status`, {
        status,
      });
      assert.equal(res.status, 200, `${status}: ${JSON.stringify(res.body)}`);
    }

    // The alert in the outbox, once.
    const mail = await waitForMail(
      (m) => m.to.includes(email) && m.subject.includes(`Olímpica ${tag}`),
      120_000,
    );
    assert.equal(mail.subject, `Nueva casa para tu búsqueda «Olímpica ${tag}»: ${home}`);
    assert.match(mail.text, /Precio: MX\$2,150,000 \(aprox\. US\$[\d,]+\)/);
    assert.match(mail.text, new RegExp(`Ver la casa: ${BASE_URL}/property/[a-z0-9-]+`));
    assert.ok(mail.text.includes(`${BASE_URL}/dashboard/saved_searches`));
    assert.match(mail.html, /<img src="[^"]+\.jpg"/);

    // The email as a mail client shows it, for the closing note.
    const view = await staff.newPage();
    await view.setContent(mail.html, { waitUntil: 'load' });
    await view.waitForFunction(
      () => [...document.images].every((i) => i.complete && i.naturalWidth > 0),
      null,
      WAIT,
    );
    await screenshot(view, 'saved-search-alert-es');
    const link = await view.getByRole('link', { name: 'Ver la casa' }).getAttribute('href');
    await page.goto(link!, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: home }).waitFor(WAIT);

    // The page says when it was last alerted; deleting stops it.
    await open(page, '/dashboard/saved_searches');
    const listed = page.getByRole('listitem').filter({ hasText: `Olímpica ${tag}` });
    await listed.getByText(/Último aviso:/).waitFor(WAIT);
    await listed.getByRole('button', { name: `Borrar Olímpica ${tag}` }).click();
    // Deleting asks for the search's name typed first (type-to-confirm, spec §5).
    const dialog = page.getByRole('dialog', { name: `Borrar Olímpica ${tag}` });
    await dialog.getByTestId('confirm-phrase').fill(`Olímpica ${tag}`);
    await dialog.getByTestId('saved-search-delete-confirm').click();
    await page.getByTestId('saved-search-deleted').waitFor(WAIT);
    await page.getByTestId('saved-searches-empty').waitFor(WAIT);
    assert.equal(
      readMailOutbox().filter((m) => m.subject.includes(`Olímpica ${tag}`)).length,
      1,
      'one alert per (search, home)',
    );
    assert.deepEqual(errors, []);
    await staff.close();
    await context.close();
  });
});
