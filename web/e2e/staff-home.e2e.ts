/**
 * Issue 19 in a browser, against the real services: the staff home ("Atención hoy"). A new
 * property's Airbnb calendar synced once, then its feed stopped answering three days ago (the
 * listing's last success is moved back in the platform's database: no screen can age a calendar),
 * so it is STALE; its deeds end next month. Both appear on /dashboard under their cards, counted.
 * Staff fix them through the screens the cards lead to: the calendars card's "see all" opens the
 * Airbnb listings needing attention, whose property link opens the Airbnb tab, where "sync now"
 * succeeds against the feed answering again; the documents card's "see all" opens the expiring
 * documents list, whose property link opens the files tab, where renewed deeds are uploaded. Both
 * leave the home: the API no longer lists them and each card's count is the API's total. The
 * platform lets the sync reach 127.0.0.1 because e2e/harness.ts starts it with
 * FETCH_ALLOW_PRIVATE=true.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';

import type { Locator, Page } from 'playwright-core';

import { createDatabase } from '../../services/kit/src/db/database.ts';
import { CATALOGUES } from './pages.ts';
import {
  adminCredentials,
  api,
  closeBrowser,
  eventually,
  logIn,
  newContext,
  open,
  screenshot,
  SKIP_WITHOUT_SERVICES,
  submitOwnProperty,
  testTag,
  trackErrors,
} from './support.ts';

after(closeBrowser);

const skip = SKIP_WITHOUT_SERVICES;
const { es, en } = CATALOGUES;

const DAY_MS = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** An empty but valid Airbnb export (a calendar without stays). */
const EMPTY_FEED =
  'BEGIN:VCALENDAR\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const PDF = (title: string) =>
  `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj\n% ${title}\ntrailer <</Root 1 0 R>>\n%%EOF\n`;

/** POST /property_file as multipart with the page's session (the setup; the fix goes through the files tab). */
async function uploadDeeds(page: Page, propertyId: string, validTo: string): Promise<number> {
  return page.evaluate(
    async ({ propertyId, validTo, text }) => {
      const session = JSON.parse(localStorage.getItem('casona.session') ?? 'null') as { accessToken: string };
      const form = new FormData();
      form.append('property_id', propertyId);
      form.append('type', 'PROPERTY_DEEDS');
      form.append('valid_to', validTo);
      form.append('file', new Blob([text], { type: 'application/pdf' }), 'escrituras.pdf');
      const res = await fetch('/api/v1/property_file', {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}` },
        body: form,
      });
      return res.status;
    },
    { propertyId, validTo, text: PDF(validTo) },
  );
}

/** The listing's calendar last synced `days` ago (its feed stopped answering then). */
async function lastSuccessDaysAgo(listingId: string, days: number): Promise<void> {
  const url = process.env['E2E_DATABASE_URL'];
  assert.ok(url, 'e2e/run.ts passes the platform database as E2E_DATABASE_URL');
  const db = createDatabase({ url, schema: 'listings', max: 1 });
  try {
    const { rowCount } = await db.query(
      `UPDATE property_airbnb_listing_sync
          SET last_success_at = now() - make_interval(days => $2::int), consecutive_failures = 0, last_error = NULL
        WHERE airbnb_listing_id = $1`,
      [listingId, days],
    );
    assert.equal(rowCount, 1, 'the listing has synced once');
  } finally {
    await db.close();
  }
}

type Listed<T> = { items: T[]; total: number };
type Feed = { property_airbnb_listing_id: string; stale: boolean; consecutive_failures: number };
type Expiring = { property_id: string; property_file_id: string; standing: string };
const attention = (page: Page) => api<Listed<Feed>>(page, 'GET', 'property_airbnb_listing/attention');
const expiring = (page: Page) => api<Listed<Expiring>>(page, 'GET', 'property_file/expiring?page=1');

/** The card's count as drawn (data-count and the badge agree). */
async function countOf(card: Locator): Promise<number> {
  const drawn = Number(await card.getAttribute('data-count'));
  assert.equal(Number(await card.getByTestId('attention-count').innerText()), drawn);
  return drawn;
}

let server: Server;
let feedUrl = '';
let feedWorks = true;

describe('issue 19: the staff home shows what needs attention and clears once fixed', { skip }, () => {
  before(async () => {
    server = createServer((request, response) => {
      if (feedWorks && request.url === '/calendar/listing.ics')
        response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(EMPTY_FEED);
      else response.writeHead(500).end('down');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/listing.ics`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a stale calendar and deeds ending next month appear, counted; fixed through the linked screens, they leave', async () => {
    const tag = testTag();
    const propertyName = `Casa Atención ${tag}`;
    const listingName = `Atención en Airbnb ${tag}`;

    const context = await newContext('es');
    const page = await context.newPage();
    const errors = trackErrors(page);
    const admin = adminCredentials();
    await logIn(page, admin.email, admin.password);
    await page.getByTestId('staff-home').waitFor();
    assert.ok(await page.getByText(es.dashboard.staffHome.title).first().isVisible());

    // ── A calendar that synced, then stopped answering three days ago; deeds ending next month ──
    const { propertyId } = await submitOwnProperty(page, propertyName);
    const created = await api<{ id: string }>(page, 'POST', 'property_airbnb_listing', {
      property_id: propertyId,
      name: listingName,
      url: 'https://www.airbnb.mx/rooms/53627481',
      profile_url: 'https://www.airbnb.mx/users/show/123456',
      ics_url: feedUrl,
      currency: 'MXN',
      base_hours_to_clean: 2,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const listingId = created.body.id;
    const first = await api<{ outcome: string }>(page, 'POST', `property_airbnb_listing/${listingId}/sync`);
    assert.notEqual(first.body.outcome, 'failed', JSON.stringify(first.body));
    feedWorks = false;
    await lastSuccessDaysAgo(listingId, 3);
    // The documents service learns of the property from listings' events.
    await eventually('deeds uploaded', async () =>
      (await uploadDeeds(page, propertyId, day(30))) === 201 ? true : undefined,
    );

    // ── Both appear, counted by the services and on the cards, named by the property ───────────
    const ours = {
      feed: (list: Listed<Feed>) => list.items.find((f) => f.property_airbnb_listing_id === listingId),
      file: (list: Listed<Expiring>) => list.items.find((f) => f.property_id === propertyId),
    };
    const feed = await eventually('the calendar is stale', async () =>
      ours.feed((await attention(page)).body),
    );
    assert.equal(feed.stale, true, 'stale: no success for over 24 h');
    await eventually('the deeds are expiring', async () => ours.file((await expiring(page)).body));
    const calendars = page.getByTestId('attention-calendars');
    const documents = page.getByTestId('attention-documents');
    await eventually('both on the staff home, counted as the services count them', async () => {
      await open(page, '/dashboard');
      await calendars.waitFor();
      await documents.waitFor();
      const [feeds, files] = [(await attention(page)).body, (await expiring(page)).body];
      // Ours is the longest without a success, so the calendars card draws it first; the deeds are
      // drawn unless three files of other suites end sooner.
      const position = files.items.findIndex((f) => f.property_id === propertyId);
      const shown =
        (await calendars.innerText()).includes(listingName) &&
        (position >= 3 || (await documents.innerText()).includes(propertyName));
      return shown && (await countOf(calendars)) === feeds.total && (await countOf(documents)) === files.total
        ? true
        : undefined;
    });
    // Stale, not failing: the card says since when it has not synced.
    const staleWords = es.dashboard.staffHome.calendars.staleSince.split('{{')[0]!;
    assert.ok(
      (await calendars.getByTestId('attention-item').filter({ hasText: listingName }).innerText()).includes(
        staleWords,
      ),
    );
    await screenshot(page, 'staff-home-attention');

    // ── The calendar, fixed where the card leads: the listings needing attention, then "sync now" ──
    await calendars.getByTestId('attention-see-all').click();
    await page.waitForURL(/\/dashboard\/admin\/airbnb_listing\?health=attention$/);
    const listingRow = page.getByTestId('admin-airbnb-listing-row').filter({ hasText: listingName });
    await listingRow.getByText(es.adminAirbnb.listings.stale).waitFor();
    await listingRow.getByRole('link', { name: propertyName }).click();
    await page.waitForURL(new RegExp(`/dashboard/property/${propertyId}/airbnb$`));
    feedWorks = true;
    const card = page.getByTestId('airbnb-listing').filter({ hasText: listingName });
    await card.getByTestId('sync-now').click();
    const result = card.getByTestId('sync-result');
    await result.waitFor();
    const outcome = await result.getAttribute('data-outcome');
    assert.ok(outcome === 'synced' || outcome === 'unchanged', `${outcome}: ${await result.innerText()}`);

    // ── The deeds, renewed where the card leads: the expiring documents, then the files tab ──────
    await open(page, '/dashboard');
    await documents.getByTestId('attention-see-all').click();
    await page.waitForURL(/\/dashboard\/admin\/expiring_file$/);
    const fileRow = page.getByTestId('admin-expiring-file-row').filter({ hasText: propertyName });
    await fileRow.waitFor();
    assert.equal(await fileRow.getAttribute('data-standing'), 'EXPIRING');
    await fileRow.getByRole('link', { name: propertyName }).click();
    await page.waitForURL(new RegExp(`/dashboard/property/${propertyId}/files$`));
    const form = page.getByTestId('upload-form');
    await form.locator('select').selectOption('PROPERTY_DEEDS');
    await form.getByTestId('upload-valid-from').fill(day(0));
    await form.getByTestId('upload-valid-to').fill(day(730));
    await form.locator('input[type="file"]').setInputFiles({
      name: 'escrituras-renovadas.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(PDF('escrituras renovadas')),
    });
    await form.getByTestId('upload-submit').click();
    await page.getByTestId('upload-done').waitFor();

    // ── Both cleared: gone from the services' lists, and each card counts what they count ───────
    await eventually('both cleared', async () => {
      await open(page, '/dashboard');
      await calendars.waitFor();
      await documents.waitFor();
      const [feeds, files] = [(await attention(page)).body, (await expiring(page)).body];
      if (ours.feed(feeds) || ours.file(files)) return undefined;
      const c = await calendars.innerText();
      const d = await documents.innerText();
      return !c.includes(listingName) &&
        !d.includes(propertyName) &&
        (await countOf(calendars)) === feeds.total &&
        (await countOf(documents)) === files.total
        ? true
        : undefined;
    });
    await screenshot(page, 'staff-home-cleared');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('reads in English on a phone: every card with its count and, when it has entries, where to see them all', async () => {
    const context = await newContext('en', 'phone');
    const page = await context.newPage();
    const errors = trackErrors(page);
    const admin = adminCredentials();
    await logIn(page, admin.email, admin.password);
    const home = page.getByTestId('staff-home');
    await home.waitFor();
    await home.getByText(en.dashboard.staffHome.title).waitFor();
    await home.getByTestId('attention-contacts').waitFor();
    for (const card of await home.locator('[data-testid^="attention-"][data-count]').all()) {
      const count = await countOf(card);
      assert.equal(await card.getByTestId('attention-see-all').count(), count > 0 ? 1 : 0);
      if (count > 0)
        assert.equal(await card.getByTestId('attention-see-all').innerText(), en.dashboard.staffHome.seeAll);
    }
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
    await screenshot(page, 'staff-home-en-phone');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a contact message waits on the staff home until staff mark it answered', async () => {
    const tag = testTag();
    const sender = `Remitente ${tag}`;
    const context = await newContext('es');
    const page = await context.newPage();
    const errors = trackErrors(page);
    const admin = adminCredentials();
    await logIn(page, admin.email, admin.password);
    const sent = await api(page, 'POST', 'contact', {
      name: sender,
      email: `remitente.${tag}@example.com`,
      text: '¿Tienen casas en Mérida?',
      locale: 'ES',
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));

    const contacts = page.getByTestId('attention-contacts');
    await eventually('the message on the staff home', async () => {
      await open(page, '/dashboard');
      await contacts.waitFor();
      return (await contacts.innerText()).includes(sender) ? true : undefined;
    });
    assert.ok((await contacts.innerText()).includes(es.dashboard.staffHome.contacts.unanswered));

    // "See all" opens the contact messages nobody answered yet.
    await contacts.getByTestId('attention-see-all').click();
    await page.waitForURL(/\/dashboard\/admin\/contact\?answered=no$/);
    const message = page.getByTestId('contact-message').filter({ hasText: sender });
    await message.getByRole('button', { name: es.admin.contact.markAnswered }).click({ timeout: 60_000 });
    // Marked answered: it shows so, or leaves the list of unanswered ones.
    await eventually(
      'the message answered',
      async () =>
        (await message.count()) === 0 || (await message.locator('[data-answered="true"]').count()) > 0
          ? true
          : undefined,
      30_000,
    );

    await eventually('the message leaves the staff home', async () => {
      await open(page, '/dashboard');
      await contacts.waitFor();
      return (await contacts.innerText()).includes(sender) ? undefined : true;
    });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
