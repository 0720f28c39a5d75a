/**
 * Issue 15's documents in a browser, against the real services: an owner (in Spanish) uploads the
 * required files and a lease contract from /dashboard/status and the property's files tab, sees the
 * funnel stage advance on /dashboard (revision → signing → setup, as listings hears documents'
 * events), accepts the contract's automatic renewal from the renewal email's link, and — once the
 * deeds' valid_to is moved to three months ahead and the reminder job runs — receives the expiry
 * warning email in the embedded outbox.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { FILE_TYPE_LABELS, type FileType } from '@casona/proto/enums';
import { translate } from '@casona/proto/i18n/translate';
import type { Page } from 'playwright-core';

import { CATALOGUES } from './pages.ts';
import {
  adminCredentials,
  api,
  BASE_URL,
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
const { es } = CATALOGUES;

/** A small real PDF (header, one empty page, trailer). */
function pdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj\n% ${title}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** Today in Mexico City (the property's time zone), and a day some months and years away. */
function mexicoDay(addMonths = 0, addYears = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + addYears, m - 1 + addMonths, d));
  // A month without that day (31 → 30) clamps to its last day, as the service's addMonths does.
  if (date.getUTCDate() !== d) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

const submission = (name: string) => ({
  name,
  type: 'APARTMENT',
  price: 1_900_000,
  bathrooms: 1,
  bedrooms: 2,
  half_bathrooms: 0,
  parking_spaces: 1,
  built_area: 70,
  total_area: 70,
  floors: 1,
  year_built: 2012,
  street: 'Calle Colima',
  exterior_number: '120',
  zip: '06700',
  city: 'Cuauhtémoc',
  state: 'Ciudad de México',
  latitude: 19.4194,
  longitude: -99.1617,
});

/** The property's funnel stage as /dashboard shows it (listings' projection of documents' events). */
async function dashboardStage(page: Page, name: string, stage: string): Promise<void> {
  await eventually(`the dashboard shows ${stage}`, async () => {
    await open(page, '/dashboard');
    const row = page.getByTestId('property-row').filter({ hasText: name });
    await row.first().waitFor();
    const shown = await row.first().getByTestId('funnel-badge').getAttribute('data-stage');
    return shown === stage ? shown : undefined;
  });
}

/** Uploads a required file in place from its checklist line. */
async function uploadInPlace(page: Page, type: FileType, validTo: string | null) {
  const line = page.locator(`[data-testid="checklist-line"][data-type="${type}"]`);
  await line.getByTestId('checklist-upload').click();
  const form = page.getByTestId('upload-in-place');
  await form.waitFor();
  if (validTo) await form.getByTestId('upload-valid-to').fill(validTo);
  await form.locator('input[type="file"]').setInputFiles({
    name: `${type.toLowerCase()}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf(type),
  });
  await form.getByTestId('upload-submit').click();
  await form.waitFor({ state: 'detached' });
}

describe('issue 15: documents, the status page and expiry warnings', { skip }, () => {
  it('an owner uploads deeds and a lease contract in Spanish, the funnel advances, renewal is accepted and the expiry warning arrives', async () => {
    const tag = testTag();
    const email = `duena-${tag}@example.mx`;
    const password = 'Casona-documentos-2026';
    const name = `Depa Condesa ${tag}`;
    const context = await newContext('es');
    const page = await context.newPage();
    const errors = trackErrors(page);

    // ── The owner registers and submits a home ──────────────────────────────────────────────────
    await open(page, '/register');
    await page.locator('input[autocomplete="name"]').fill(`Dolores Dueña ${tag}`);
    await page.locator('input[autocomplete="email"]').fill(email);
    await page.locator('input[autocomplete="new-password"]').nth(0).fill(password);
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(password);
    await page.getByRole('button', { name: es.auth.register.submit }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    const submitted = await api<{ property_id: string }>(page, 'POST', 'submit_property', submission(name));
    assert.equal(submitted.status, 201, JSON.stringify(submitted.body));
    const propertyId = submitted.body.property_id;
    await eventually('the owner membership', async () => {
      const mine = await api<{ items: { property_id: string; label: string }[] }>(
        page,
        'GET',
        'property_customer',
      );
      return mine.body.items.some((m) => m.property_id === propertyId && m.label === 'OWNER')
        ? true
        : undefined;
    });
    await dashboardStage(page, name, 'revision');
    // The legal texts in force are asked for on the home; accepting them removes the request.
    await page.getByTestId('legal-acceptance').waitFor();
    await page.getByTestId('legal-accept').click();
    await page.getByTestId('legal-acceptance').waitFor({ state: 'detached' });

    // ── /dashboard/status: every required file missing, the stage explained ─────────────────────
    await eventually('the status page knows the property', async () => {
      await open(page, `/dashboard/status?property_id=${propertyId}`);
      await page.getByRole('heading', { name: es.sections.documentStatus.title, level: 1 }).waitFor();
      const card = page.getByTestId('status-card');
      await card.or(page.getByTestId('status-error')).first().waitFor();
      return (await card.count()) === 1 ? true : undefined;
    });
    const card = page.getByTestId('status-card');
    assert.equal(await card.getAttribute('data-stage'), 'revision');
    assert.equal(await page.locator('[data-testid="checklist-line"][data-standing="MISSING"]').count(), 5);
    assert.equal(
      await page
        .locator('[data-testid="checklist-line"][data-type="PROPERTY_DEEDS"] [data-testid="standing"]')
        .textContent(),
      es.documents.standing.MISSING,
    );

    // A deeds upload without its end date, or with a file that is not a PDF, is refused as typed.
    const deedsLine = page.locator('[data-testid="checklist-line"][data-type="PROPERTY_DEEDS"]');
    await deedsLine.getByTestId('checklist-upload').click();
    const inPlace = page.getByTestId('upload-in-place');
    await inPlace.locator('input[type="file"]').setInputFiles({
      name: 'foto.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    });
    await inPlace.getByText(translate('file.pdfOnly', 'es')).waitFor();
    await inPlace.getByTestId('upload-submit').click();
    await inPlace.getByText(translate('propertyFile.validToRequired', 'es')).waitFor();
    await inPlace.getByRole('button', { name: es.documents.upload.cancel }).click();

    // ── The owner uploads the deeds (valid five years) and the other required files ─────────────
    await uploadInPlace(page, 'PROPERTY_DEEDS', mexicoDay(0, 5));
    await page
      .locator('[data-testid="checklist-line"][data-type="PROPERTY_DEEDS"][data-standing="VALID"]')
      .waitFor();
    await uploadInPlace(page, 'REGISTRATION_TICKET', mexicoDay(0, 5));
    await uploadInPlace(page, 'ELECTRICITY_BILL', null);
    await uploadInPlace(page, 'PREDIAL', null);
    await uploadInPlace(page, 'WATER_BILL', null);
    await page.locator('[data-testid="status-card"][data-stage="signing"]').waitFor();
    assert.equal(await page.getByTestId('checklist-summary').textContent(), es.documents.checklist.allDone);
    await dashboardStage(page, name, 'signing');

    // ── The lease contract, from the property's files tab ───────────────────────────────────────
    await open(page, `/dashboard/property/${propertyId}/files`);
    const form = page.getByTestId('upload-form');
    await form.locator('select').selectOption('LEASE_CONTRACT');
    await form.getByTestId('upload-valid-from').fill(mexicoDay());
    await form.getByTestId('upload-valid-to').fill(mexicoDay(12));
    await form.locator('input[type="file"]').setInputFiles({
      name: 'contrato.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('contrato de arrendamiento'),
    });
    await form.getByTestId('upload-submit').click();
    await page.getByTestId('upload-done').waitFor();
    await page.locator('[data-testid="file-row"][data-type="LEASE_CONTRACT"]').waitFor();
    assert.equal(await page.getByTestId('file-row').count(), 6);
    assert.match(
      (await page.locator('[data-testid="file-row"][data-type="LEASE_CONTRACT"]').textContent()) ?? '',
      new RegExp(FILE_TYPE_LABELS.LEASE_CONTRACT.es),
    );

    // ── Downloading the deeds: the SPA asks for the signed link and navigates to it ─────────────
    // (a fetch of the storage's origin would be blocked by the gateway's CSP connect-src)
    const signed = page.waitForRequest((request) => request.url().includes('X-Amz-Signature='));
    await page
      .locator('[data-testid="file-row"][data-type="PROPERTY_DEEDS"]')
      .getByTestId('file-download')
      .click();
    const signedUrl = (await signed).url();
    const downloaded = await fetch(signedUrl);
    assert.equal(downloaded.status, 200);
    assert.equal(
      Buffer.from(await downloaded.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
    assert.equal(await page.locator('[role="alert"]').count(), 0);
    // The page itself went on to the signed link (a download, or the PDF shown): let that navigation
    // end before the next one, which it interrupted once on a loaded machine.
    await page.waitForEvent('download', { timeout: 10_000 }).catch(() => undefined);

    await dashboardStage(page, name, 'setup');

    // ── The renewal email's link: accept the automatic renewal ──────────────────────────────────
    const files = await api<{ items: { id: string; type: FileType }[] }>(
      page,
      'GET',
      `property_file?property_id=${propertyId}`,
    );
    const lease = files.body.items.find((f) => f.type === 'LEASE_CONTRACT')!;
    await open(
      page,
      `/dashboard/status?property_id=${propertyId}&property_file_id=${lease.id}&renewal=accepted`,
    );
    const contract = page.getByTestId('contract');
    await contract.waitFor();
    assert.equal(await contract.getAttribute('data-renewal'), 'pending');
    await contract.getByText(es.documents.contracts.fromEmail).waitFor();
    await contract.getByTestId('renewal-accept').click();
    await page.locator('[data-testid="contract"][data-renewal="accepted"]').waitFor();
    assert.match(
      (await contract.getByTestId('renewal-answer').textContent()) ?? '',
      /Se renovará automáticamente/,
    );
    assert.equal(await page.getByTestId('status-card').getAttribute('data-stage'), 'setup');

    // ── The deeds' valid_to moves to three months ahead: a new deeds PDF replaces them ───────────
    const threeMonths = mexicoDay(3);
    await uploadInPlace(page, 'PROPERTY_DEEDS', threeMonths);
    // The old deeds (valid five years) are deleted from the files tab, so the new ones speak.
    await open(page, `/dashboard/property/${propertyId}/files`);
    const oldDeeds = page.locator(
      `[data-testid="file-row"][data-type="PROPERTY_DEEDS"][data-valid-to="${mexicoDay(0, 5)}"]`,
    );
    await oldDeeds.getByTestId('file-remove').click();
    // Deleting a file asks for the type-to-confirm phrase first (spec §5).
    await page.getByTestId('confirm-phrase').fill(es.adminList.deletePhrase);
    await page.getByTestId('file-remove-confirm').click();
    await oldDeeds.waitFor({ state: 'detached' });
    assert.equal(await page.locator('[data-testid="file-row"][data-type="PROPERTY_DEEDS"]').count(), 1);
    await open(page, `/dashboard/status?property_id=${propertyId}`);
    await page
      .locator('[data-testid="checklist-line"][data-type="PROPERTY_DEEDS"][data-standing="EXPIRING"]')
      .waitFor();
    await page.getByTestId('calendar-create').click();
    await page.getByTestId('calendar-url').waitFor();
    await screenshot(page, 'documents-status-es-desktop');

    // ── The property page names the credit conditions with the documents in place ──────────────
    await open(page, `/property/${propertyId}`);
    const credit = page.getByTestId('property-credit');
    await credit.getByRole('heading', { name: es.property.credit.title }).waitFor();
    assert.ok((await credit.getByTestId('credit-reasons').locator('li').count()) > 0);

    // ── Staff run the reminder job (daily; by hand here): the owner gets the warning by email ────
    const staff = await newContext('es');
    const adminPage = await staff.newPage();
    const admin = adminCredentials();
    await logIn(adminPage, admin.email, admin.password);
    const run = await api<{ processed: number }>(adminPage, 'POST', 'property_file/pub_sub/reminder');
    assert.equal(run.status, 200, JSON.stringify(run.body));
    const mail = await waitForMail(
      (m) =>
        m.to.includes(email) &&
        m.subject === `${FILE_TYPE_LABELS.PROPERTY_DEEDS.es}: la vigencia termina en tres meses`,
    );
    assert.match(mail.text, new RegExp(name));
    // Running it again sends nothing new (each warning once).
    const again = await api<{ processed: number }>(adminPage, 'POST', 'property_file/pub_sub/reminder');
    assert.equal(again.status, 200);

    // ── Staff publish a new privacy notice: the owner is asked to accept it again ───────────────
    await open(adminPage, '/dashboard/admin/legal_text');
    const legalForm = adminPage.getByTestId('legal-form');
    await legalForm.getByTestId('legal-current').filter({ hasText: 'Versión vigente' }).waitFor();
    const esText = legalForm.locator('textarea').first();
    const current = await esText.inputValue();
    assert.match(current, /^# Aviso de privacidad integral/);
    await esText.fill(`${current}\n\nÚltima revisión: ${tag}.`);
    await legalForm.getByTestId('legal-publish').click();
    await legalForm.getByText(es.documents.legal.published).waitFor();
    await open(page, '/privacy_policy');
    await page.getByText(`Última revisión: ${tag}.`).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Aviso de privacidad integral' }).waitFor();
    await open(page, '/dashboard');
    await page.getByTestId('legal-acceptance').getByText(es.legal.acceptance.updatedTitle).waitFor();
    await page.getByTestId('legal-accept').click();
    await page.getByTestId('legal-acceptance').waitFor({ state: 'detached' });

    assert.deepEqual(errors, []);
    await staff.close();
    await context.close();
  });
});
