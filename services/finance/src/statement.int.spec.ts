/**
 * The owner statement through the real gateway: JSON figures over the ledger, the PDF rendered by
 * the server and checked by rendering it to an image with MuPDF (its page, its ink, its text), and
 * the monthly send that keeps a statement as sent.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ROLE_LABELS, ROLE_LABELS, can, type RoleLabel } from '@casona/proto';
import {
  createProperty,
  eventually,
  grant,
  makeStaff,
  registerAccount,
  reservationPayload,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

/** Finance's clock: 10 March 2026, noon in Mexico City. */
const NOW = new Date('2026-03-10T18:00:00Z');
const SCREENSHOTS = fileURLToPath(new URL('../../../.ci/artifacts/screenshots/', import.meta.url));

let h: Harness;
let admin: Account;
let owner: Account;
let stranger: Account;
let propertyId: string;

const tx = (
  date: string,
  subject: string,
  amount: number,
  category: string,
  expense = 'OPEX',
  type = 'EGRESS',
) => ({
  date,
  subject,
  amount,
  category,
  expense,
  method: 'WIRE_TRANSFER',
  type,
});

async function stay(checkIn: string, checkOut: string, totalEarned: number, currency: 'MXN' | 'USD') {
  const payload = reservationPayload({ propertyId, checkIn, checkOut, totalEarned, currency });
  await h.publish('listings.reservation.added', payload);
  await eventually(
    async () =>
      (await h.sql('SELECT 1 FROM reservation WHERE id = $1', [payload.reservationId])).length === 1,
    'reservation',
  );
}

const statement = (month: string, token = owner.accessToken, lang: 'es' | 'en' = 'es') =>
  h.call('GET', `/api/v1/earnings/statement?property_id=${propertyId}&month=${month}`, { token, lang });

async function pdf(month: string, lang: 'es' | 'en') {
  const res = await fetch(
    `${h.base}/api/v1/earnings/statement/pdf?property_id=${propertyId}&month=${month}&lang=${lang}`,
    {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    },
  );
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  h = await startHarness({ now: () => NOW });
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
  owner = await registerAccount(h, { name: 'Dueña', locale: 'ES' });
  stranger = await registerAccount(h, { name: 'Extraño' });
  propertyId = await createProperty(h, owner, 'Casa Estado de Cuenta');
  // 5,800 over five nights from Jan 29 (3 nights in January, 2 in February); US$1,160 in February.
  await stay('2026-01-29', '2026-02-03', 5800, 'MXN');
  await stay('2026-02-10', '2026-02-12', 1160, 'USD');
  const bulk = await h.call('POST', '/api/v1/property_transaction/bulk', {
    token: admin.accessToken,
    body: {
      property_id: propertyId,
      transactions: [
        tx('2026-01-15', 'Refrigerador', 6000, 'EQUIPMENT', 'CAPEX'),
        tx('2026-02-05', 'CFE bimestre', 500, 'ELECTRICITY'),
        tx('2026-02-01', 'Hipoteca febrero', 3000, 'MORTGAGE'),
        tx('2026-02-20', 'Limpieza profunda', 200, 'CLEANING'),
        tx('2026-02-21', 'Depósito retenido', 100, 'OTHER', 'OPEX', 'INCOME'),
      ],
    },
  });
  expect(bulk.status).toBe(201);
  const commission = await h.call('PUT', '/api/v1/property_commission', {
    token: admin.accessToken,
    body: {
      property_id: propertyId,
      company_role: 'MANAGING',
      furnisher: 'OWNER',
      company_percentage: 20,
      manager_value: 20,
      manager_value_type: 'PERCENTAGE',
      owner_value: 80,
      owner_value_type: 'PERCENTAGE',
    },
  });
  expect(commission.status).toBe(200);
});
afterAll(async () => h?.stop());

describe('owner statement', () => {
  it('January: income by stay date, expenses by group, 20 % fee, withholding without RFC, the loss carried', async () => {
    const res = await statement('2026-01');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      property_name: 'Casa Estado de Cuenta',
      month: '2026-01',
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      sent_at: null,
      opening_balance: 0,
      reservation_income: { MXN: 3480, USD: 0, total_mxn: 3480 },
      expenses_by_group: { capex: 6000, opex: 0, mortgage: 0, taxes: 0, services: 0 },
      management_fee: { type: 'PERCENTAGE', value: 20, amount: 696 },
      // No RFC on file: 20 % ISR of 3,000 and all of the 480 IVA.
      withholding: { regime: 'WITHOUT_RFC', isr: 600, iva: 480, total: 1080 },
      net: -4296,
      payout: 0,
      closing_balance: -4296,
    });
  });

  it('February opens with January’s loss and converts the USD stay at the FIX it names', async () => {
    const res = await statement('2026-02');
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.opening_balance).toBe(-4296);
    const fix = s.exchange_rate.mxn_per_usd as number;
    expect(s.exchange_rate.source).toMatch(/Banxico/i);
    expect(s.reservation_income.MXN).toBe(2320);
    expect(s.reservation_income.USD).toBe(1160);
    expect(s.reservation_income.total_mxn).toBeCloseTo(2320 + 1160 * fix, 2);
    expect(s.other_income).toBe(100);
    expect(s.expenses_by_group).toEqual({ capex: 0, opex: 200, mortgage: 3000, taxes: 0, services: 500 });
    const expected =
      s.opening_balance +
      s.reservation_income.total_mxn +
      100 -
      s.withholding.total -
      s.management_fee.amount -
      3700;
    expect(s.payout).toBeCloseTo(Math.max(0, expected), 2);
  });

  it('renders the PDF in Spanish, landscape, with the figures (rendered to an image by MuPDF)', async () => {
    const { res, bytes } = await pdf('2026-01', 'es');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('estado-de-cuenta-2026-01.pdf');
    const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
    expect(doc.countPages()).toBe(1);
    const page = doc.loadPage(0);
    const [x0, y0, x1, y1] = page.getBounds();
    expect(x1 - x0).toBeGreaterThan(y1 - y0);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(1.5, 1.5), mupdf.ColorSpace.DeviceRGB, false, true);
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    expect(width).toBeGreaterThan(height);
    const pixels = pixmap.getPixels();
    let ink = 0;
    let headerBlue = 0;
    for (let i = 0; i < pixels.length; i += 3) {
      const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      if (r < 200 || g < 200 || b < 200) ink++;
      if (Math.abs(r - 0x1f) < 12 && Math.abs(g - 0x3a) < 12 && Math.abs(b - 0x5f) < 12) headerBlue++;
    }
    // Text and the tables' header bands are drawn: neither a blank page nor a black one.
    expect(ink / (width * height)).toBeGreaterThan(0.03);
    expect(ink / (width * height)).toBeLessThan(0.6);
    expect(headerBlue).toBeGreaterThan(10_000);
    mkdirSync(SCREENSHOTS, { recursive: true });
    writeFileSync(`${SCREENSHOTS}statement-pdf-es.png`, pixmap.asPNG());

    const text = page.toStructuredText('preserve-whitespace').asText();
    for (const words of [
      'Estado de cuenta del propietario',
      'Casa Estado de Cuenta',
      'enero de 2026',
      'Saldo inicial',
      'Ingresos por reservaciones',
      'Inversión (CAPEX)',
      'Comisión de administración',
      'ISR retenido',
      'Pago al propietario',
      'Saldo a cargo que pasa al siguiente mes',
      'Refrigerador',
      'Equipo',
      'MX$3,480.00',
      '-MX$4,296.00',
      'sin RFC',
    ])
      expect(text).toContain(words);
    // A person never sees an id or an enum code.
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(text).not.toMatch(/WITHOUT_RFC|EQUIPMENT|PERCENTAGE/);
  });

  it('renders it in English on request, with USD beside MXN', async () => {
    const { res, bytes } = await pdf('2026-02', 'en');
    expect(res.status).toBe(200);
    const page = mupdf.Document.openDocument(bytes, 'application/pdf').loadPage(0);
    const text = page.toStructuredText('preserve-whitespace').asText();
    for (const words of [
      'Owner statement',
      'February 2026',
      'Opening balance',
      'Mortgage',
      'US$1,160.00',
      'Exchange rate',
    ])
      expect(text).toContain(words);
  });

  it('keeps its rules: no relation is 404, a bad month is 400 in the caller’s language, anonymous 401', async () => {
    expect((await statement('2026-01', stranger.accessToken)).status).toBe(404);
    const bad = await statement('2026-13', owner.accessToken, 'es');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Escribe un mes como AAAA-MM.');
    const badEn = await h.call(
      'GET',
      `/api/v1/earnings/statement/pdf?property_id=${propertyId}&month=x&lang=fr`,
      {
        token: owner.accessToken,
        lang: 'en',
      },
    );
    expect(badEn.status).toBe(400);
    expect(
      (await h.call('GET', `/api/v1/earnings/statement?property_id=${propertyId}&month=2026-01`)).status,
    ).toBe(401);
  });

  it('the monthly send keeps February as sent and announces it; a later change does not alter it', async () => {
    await h.finance.context.jobs.enqueue('send-statements', {});
    await eventually(
      async () =>
        (
          await h.sql('SELECT 1 FROM owner_statement WHERE property_id = $1 AND month = $2', [
            propertyId,
            '2026-02',
          ])
        ).length === 1,
      'statement sent',
    );
    const events = await eventually(async () => {
      const e = (await h.events('finance.statement.ready')).filter(
        (x) => (x.payload as { propertyId: string }).propertyId === propertyId,
      );
      return e.length > 0 ? e : undefined;
    }, 'finance.statement.ready');
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ month: '2026-02', ownerProfileId: owner.id });
    const sent = (await statement('2026-02')).body;
    expect(sent.sent_at).not.toBeNull();
    // The event carries the PDF as sent in both languages (notifications attaches the owner's): the
    // same pages the statement's PDF route draws for February now that it is sent.
    const attached = (events[0]!.payload as { pdf: { es: string; en: string } }).pdf;
    const textOf = (bytes: Uint8Array) =>
      mupdf.Document.openDocument(bytes, 'application/pdf')
        .loadPage(0)
        .toStructuredText('preserve-whitespace')
        .asText();
    const es = textOf(Buffer.from(attached.es, 'base64'));
    expect(es).toContain('Estado de cuenta del propietario');
    expect(es).toContain('febrero de 2026');
    expect(es).toContain('Pago al propietario');
    expect(es).toBe(textOf((await pdf('2026-02', 'es')).bytes));
    const en = textOf(Buffer.from(attached.en, 'base64'));
    expect(en).toContain('Owner statement');
    expect(en).toBe(textOf((await pdf('2026-02', 'en')).bytes));
    // A late February expense changes the draft ledger but never the sent statement.
    const late = await h.call('POST', '/api/v1/property_transaction', {
      token: admin.accessToken,
      body: { property_id: propertyId, ...tx('2026-02-27', 'Plomero', 900, 'MAINTENANCE') },
    });
    expect(late.status).toBe(200);
    const again = (await statement('2026-02')).body;
    expect(again).toEqual(sent);
    // Sending again sends nothing twice.
    await h.finance.context.jobs.enqueue('send-statements', {});
    await new Promise((r) => setTimeout(r, 300));
    expect(await h.sql('SELECT 1 FROM owner_statement WHERE property_id = $1', [propertyId])).toHaveLength(1);
  });
});

describe('the statement over every role label (§6 earnings read via proto can())', () => {
  for (const label of ROLE_LABELS) {
    it(`${label}: ${can(label, 'earnings', 'select') ? 'reads' : 'is refused'} the statement and its PDF`, async () => {
      let account = owner;
      let property = propertyId;
      if (label !== 'OWNER') {
        account = await registerAccount(h, { name: `Persona ${label}` });
        property = (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label)
          ? await createProperty(h, null, `Casa ${label}`)
          : propertyId;
        await grant(h, admin, account, property, label);
      }
      const expected = can(label, 'earnings', 'select') ? 200 : 403;
      const json = await h.call('GET', `/api/v1/earnings/statement?property_id=${property}&month=2026-01`, {
        token: account.accessToken,
      });
      expect(json.status).toBe(expected);
      const file = await fetch(
        `${h.base}/api/v1/earnings/statement/pdf?property_id=${property}&month=2026-01`,
        {
          headers: { authorization: `Bearer ${account.accessToken}` },
        },
      );
      expect(file.status).toBe(expected);
    });
  }
});
