/** Journeys across the shell: language switch, forms, redirects, guards, session expiry, search params, images. */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { after, describe, it } from 'node:test';

import { CATALOGUES, MESSAGES } from './pages.ts';
import { BASE_URL, closeBrowser, newContext, open, trackErrors } from './support.ts';

after(closeBrowser);

/** A real, decodable PNG of `size`×`size` random pixels: incompressible, like a phone photo's detail. */
function noisyPng(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2; // truecolour RGB
  const raw = randomBytes((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) raw[y * (size * 3 + 1)] = 0; // filter type "none" per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('language', () => {
  it('switches live and is remembered over the browser language', async () => {
    const context = await newContext('es');
    const page = await context.newPage();
    await open(page, '/');
    assert.equal(await page.locator('h1').innerText(), CATALOGUES.es.landing.hero.title);
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.locator('h1', { hasText: CATALOGUES.en.landing.hero.title }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await page.reload({ waitUntil: 'networkidle' });
    assert.equal(await page.locator('h1').innerText(), CATALOGUES.en.landing.hero.title);
    await context.close();
  });
});

describe('landing forms', () => {
  it('validate on change with proto messages, refuse an invalid submit, and show the real API error', async () => {
    const context = await newContext('es');
    const page = await context.newPage();
    const errors = trackErrors(page);
    await open(page, '/#contact');
    const form = page.getByTestId('contact-form');
    await form.waitFor();
    await form.getByRole('button', { name: CATALOGUES.es.landing.forms.contact.submit }).click();
    assert.equal(await form.getByTestId('form-invalid').innerText(), MESSAGES.es['form.invalid']);
    await form.getByLabel(CATALOGUES.es.forms.email).fill('ana@');
    await form.getByText(MESSAGES.es['validation.email']).waitFor();
    await form.getByLabel(CATALOGUES.es.forms.phoneOptional).fill('55 1234-5678 99');
    assert.equal(await form.getByLabel(CATALOGUES.es.forms.phoneOptional).inputValue(), '5512345678');
    await form.getByLabel(CATALOGUES.es.forms.name).fill('Ana López');
    await form.getByLabel(CATALOGUES.es.forms.email).fill('ana@example.mx');
    await form
      .getByLabel(CATALOGUES.es.landing.forms.contact.message)
      .fill('Quiero vender mi casa en Mérida.');
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/contact') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: CATALOGUES.es.landing.forms.contact.submit }).click();
    const response = await answered;
    assert.deepEqual(response.request().postDataJSON(), {
      name: 'Ana López',
      email: 'ana@example.mx',
      phone_number: '5512345678',
      text: 'Quiero vender mi casa en Mérida.',
      locale: 'ES',
    });
    // Whatever the API answers is what the person sees: success only on a 2xx, else the server's own words.
    if (response.ok()) {
      assert.equal(await form.getByTestId('form-success').innerText(), MESSAGES.es['contact.success']);
    } else {
      const body = (await response.json()) as { message: string };
      const failure = form.getByTestId('form-error');
      await failure.waitFor();
      const text = await failure.innerText();
      assert.match(text, new RegExp(MESSAGES.es['contact.error'].slice(0, 30)));
      assert.ok(text.includes(body.message), `${text} should include ${body.message}`);
      assert.equal(await form.getByTestId('form-success').count(), 0);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('hero address search carries the address to the eligibility form', async () => {
    const context = await newContext('es');
    const page = await context.newPage();
    await open(page, '/');
    await page.getByTestId('hero-address').fill('Calle 60 #401, Centro, Mérida');
    await page.getByRole('button', { name: CATALOGUES.es.landing.hero.cta }).click();
    await page.waitForURL(/\/submit_property\?address=/);
    await page.getByTestId('address-from-search').waitFor();
    // The address is searched, not pasted into "Calle" (issue 16 item 9): the embedded catalogue
    // names Mérida, Yucatán; choosing it fills state and municipality, and a pin gives coordinates.
    const search = page.getByTestId('address-search');
    assert.equal(
      await search.getByLabel(CATALOGUES.es.addressSearch.search).inputValue(),
      'Calle 60 #401, Centro, Mérida',
    );
    await search.getByTestId('address-result').filter({ hasText: 'Mérida' }).first().click();
    assert.equal(await page.getByLabel(CATALOGUES.es.submit.property.state).inputValue(), 'Yucatán');
    assert.equal(await page.getByLabel(CATALOGUES.es.submit.property.city).inputValue(), 'Mérida');
    await search.getByTestId('pin-at-centre').click();
    await search.getByTestId('address-pin').waitFor();
    await context.close();
  });
});

describe('redirects and guards', () => {
  it('/r follows only paths of this site', async () => {
    const context = await newContext('en');
    const page = await context.newPage();
    await open(page, '/r?redirect=%2Fmarket%3Fstate%3DJalisco');
    await page.waitForURL(`${BASE_URL}/market?state=Jalisco`);
    await open(page, '/r?redirect=https%3A%2F%2Fevil.example%2Fphish');
    await page.waitForURL(`${BASE_URL}/`);
    await context.close();
  });

  it('the dashboard sends a signed-out visitor to /login?redirect=…', async () => {
    const context = await newContext('en');
    const page = await context.newPage();
    await open(page, '/dashboard/ally');
    await page.waitForURL(/\/login\?redirect=/);
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/dashboard/ally');
    await context.close();
  });

  it('an expired session is refreshed once, then sends the person to log in with "You need to login"', async () => {
    const context = await newContext('en');
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        const claims = btoa(JSON.stringify({ sub: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', exp: 1 })).replace(
          /=+$/,
          '',
        );
        localStorage.setItem(
          'casona.session',
          JSON.stringify({ accessToken: `e30.${claims}.sig`, refreshToken: 'stale' }),
        );
      }
    });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/api/v1/') && calls.push(`${r.method()} ${new URL(r.url()).pathname}`),
    );
    await open(page, '/dashboard');
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('redirect'), '/dashboard');
    assert.equal(url.searchParams.get('reason'), 'expired');
    assert.equal(await page.getByTestId('session-expired').innerText(), MESSAGES.en['auth.sessionExpired']);
    assert.equal(calls.filter((c) => c === 'POST /api/v1/auth/refresh').length, 1);
    assert.equal(await page.evaluate(() => localStorage.getItem('casona.session')), null);
    await context.close();
  });

  it('the admin console is for the ADMIN staff role only', async () => {
    const context = await newContext('es');
    await context.addInitScript(() => {
      const claims = btoa(
        JSON.stringify({ sub: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', exp: 4102444800 }),
      ).replace(/=+$/, '');
      localStorage.setItem(
        'casona.session',
        JSON.stringify({ accessToken: `e30.${claims}.sig`, refreshToken: 'r' }),
      );
    });
    const page = await context.newPage();
    await page.route('**/api/v1/**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"statusCode":404,"code":"NOT_FOUND","message":"No se encontró el recurso solicitado."}',
      }),
    );
    await open(page, '/dashboard/admin/properties');
    await page.getByText(MESSAGES.es['permission.adminOnly']).waitFor();
    await context.close();
  });
});

describe('/market search params', () => {
  it('round-trip through the filters, the URL and a reload', async () => {
    const context = await newContext('es');
    const page = await context.newPage();
    await open(page, '/market');
    await page.getByLabel(CATALOGUES.es.market.filters.state).selectOption('Yucatán');
    await page
      .locator('select[name="city"] option', { hasText: 'Mérida' })
      .first()
      .waitFor({ state: 'attached' });
    await page.getByLabel(CATALOGUES.es.market.filters.city).selectOption('Mérida');
    await page.getByLabel(CATALOGUES.es.market.filters.minPrice).fill('1500000');
    await page.getByLabel(CATALOGUES.es.market.filters.propertyType).selectOption('HOUSE');
    assert.equal(await page.getByLabel(CATALOGUES.es.market.filters.minPrice).inputValue(), 'MX$1,500,000');
    const requested = page.waitForRequest((r) => r.url().includes('/api/v1/market?'));
    await page.getByRole('button', { name: CATALOGUES.es.market.filters.apply, exact: true }).click();
    const apiUrl = new URL((await requested).url());
    const expected = { city: 'Mérida', state: 'Yucatán', minPrice: '1500000', propertyType: 'HOUSE' };
    assert.deepEqual(Object.fromEntries(apiUrl.searchParams), expected);
    assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), expected);
    await page.reload({ waitUntil: 'networkidle' });
    assert.equal(await page.getByLabel(CATALOGUES.es.market.filters.state).inputValue(), 'Yucatán');
    assert.equal(await page.getByLabel(CATALOGUES.es.market.filters.city).inputValue(), 'Mérida');
    assert.equal(await page.getByLabel(CATALOGUES.es.market.filters.minPrice).inputValue(), 'MX$1,500,000');
    await context.close();
  });
});

describe('images', () => {
  it('are compressed to JPEG in the browser before upload', async () => {
    const context = await newContext('en');
    const page = await context.newPage();
    await open(page, '/submit_property');
    const png = noisyPng(1000);
    await page
      .getByTestId('image-input')
      .setInputFiles({ name: 'patio.png', mimeType: 'image/png', buffer: png });
    const size = page.getByTestId('image-size').first();
    await size.waitFor();
    const [before, after] = (await size.innerText()).split('→').map((s) => Number(s.replace(/[^\d]/g, '')));
    assert.ok(before && after && after < before, `compressed ${before} KB → ${after} KB`);
    assert.equal(
      await page.locator('[data-testid="image-previews"] img').first().getAttribute('alt'),
      'patio.jpg',
    );
    await page
      .getByTestId('image-input')
      .setInputFiles({ name: 'plano.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    assert.equal(await page.getByTestId('image-problem').innerText(), MESSAGES.en['image.format']);
    await context.close();
  });
});
