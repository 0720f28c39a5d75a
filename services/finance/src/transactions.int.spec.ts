import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_CSV_HEADER } from '@casona/proto';
import {
  createProperty,
  grant,
  makeStaff,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let manager: Account;
/** A MANAGER whose account is in English: messages follow the account's language. */
let managerEn: Account;
let propertyId: string;

const csv = (...rows: string[]) => [TRANSACTION_CSV_HEADER, ...rows].join('\n') + '\n';
const count = async () =>
  (
    await h.sql<{ n: number }>('SELECT count(*)::int AS n FROM property_transaction WHERE property_id = $1', [
      propertyId,
    ])
  )[0]!.n;

beforeAll(async () => {
  h = await startHarness();
  const admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
  manager = await registerAccount(h, { name: 'Dueño administrador' });
  // OWNER_MANAGER writes transactions (§6); the matrix of every label is permissions.int.spec.ts.
  propertyId = await createProperty(h, null, 'Casa del administrador');
  await grant(h, admin, manager, propertyId, 'OWNER_MANAGER');
  managerEn = await registerAccount(h, { name: 'Manager', locale: 'EN' });
  await grant(h, admin, managerEn, propertyId, 'MANAGER');
});
afterAll(async () => h?.stop());

describe('CSV import of transactions (§5)', () => {
  it('reports every bad row at once, by transaction and field, in the caller’s language, and stores nothing', async () => {
    const file = csv(
      '2026-01-05,Limpieza enero,1500,Limpieza,OPEX,Efectivo,Egreso',
      '31/02/2026,Luz,"1,480.50",Luz,OPEX,Tarjeta de crédito,Egreso',
      '2026-01-07,Renta enero,20000,Rent,OPEX,Wire transfer,Income',
      '2026-01-08,,0,Comida,GASTO,PayPal,Egreso',
    );
    const es = await h.importCsv(propertyId, file, { token: manager.accessToken, lang: 'es' });
    expect(es.status).toBe(400);
    expect(es.body.message).toBe('Por favor, corrige los errores del formulario.');
    expect(es.body.errors).toEqual([
      {
        path: '/transactions/1/date',
        index: 2,
        field: 'date',
        message: 'Transacción 2: la fecha no es válida (usa AAAA-MM-DD o DD/MM/AAAA).',
      },
      {
        path: '/transactions/3/name',
        index: 4,
        field: 'name',
        message: 'Transacción 4: el nombre es obligatorio (hasta 300 caracteres).',
      },
      {
        path: '/transactions/3/amount',
        index: 4,
        field: 'amount',
        message: 'Transacción 4: el monto debe ser un número entre 1 y 100,000.',
      },
      {
        path: '/transactions/3/category',
        index: 4,
        field: 'category',
        message: 'Transacción 4: la categoría no es válida.',
      },
      {
        path: '/transactions/3/expense',
        index: 4,
        field: 'expense',
        message: 'Transacción 4: el gasto debe ser de capital (CAPEX) o de operación (OPEX).',
      },
      {
        path: '/transactions/3/method',
        index: 4,
        field: 'method',
        message: 'Transacción 4: el método de pago no es válido.',
      },
    ]);
    const en = await h.importCsv(propertyId, file, { token: managerEn.accessToken });
    expect(en.body.errors[0].message).toBe(
      'Transaction 2: the date is not valid (use YYYY-MM-DD or DD/MM/YYYY).',
    );
    expect(await count()).toBe(0);
  });

  it('names the line whose comma count is wrong', async () => {
    const res = await h.importCsv(
      propertyId,
      csv('2026-01-05,Limpieza,1500,CLEANING,OPEX,CASH,EGRESS', '2026-01-06,Agua,300,WATER,OPEX,EGRESS'),
      { token: managerEn.accessToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        path: '/lines/3',
        line: 3,
        field: 'line',
        message: 'Line 3 has 6 columns, but 7 were expected. Check its commas.',
      },
    ]);
    expect(await count()).toBe(0);
  });

  it('refuses what is not one valid CSV: an empty file, an open quote, another media type', async () => {
    const empty = await h.importCsv(propertyId, TRANSACTION_CSV_HEADER + '\n', {
      token: manager.accessToken,
      lang: 'es',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { path: '/file', field: 'file', message: 'El archivo CSV no contiene ninguna transacción.' },
    ]);
    const open = await h.importCsv(propertyId, csv('2026-01-05,"Limpieza,1500,CLEANING,OPEX,CASH,EGRESS'), {
      token: managerEn.accessToken,
    });
    expect(open.status).toBe(400);
    expect(open.body.errors[0].message).toBe('Please upload one valid CSV file.');
    const json = await h.importCsv(propertyId, '{"a":1}', {
      token: manager.accessToken,
      type: 'application/json',
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Por favor, sube un solo archivo CSV válido.');
    const pdf = await h.importCsv(propertyId, '%PDF-1.7', {
      token: manager.accessToken,
      type: 'application/pdf',
    });
    expect(pdf.status).toBe(415);
    expect(await count()).toBe(0);
  });

  it('imports a good file: Spanish and English names, dd/mm/yyyy dates, quoted thousands', async () => {
    const res = await h.importCsv(
      propertyId,
      csv(
        '2026-01-05,Limpieza enero,1500,Limpieza,OPEX,Efectivo,Egreso',
        '28/02/2026,Recibo CFE,"$1,480.50",Luz,OPEX,Tarjeta de crédito,Egreso',
        '2026-01-07,"Renta, enero",20000,Rent,opex,Wire transfer,Income',
      ),
      { token: manager.accessToken, lang: 'es' },
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ imported: 3, message: 'Se importaron 3 transacciones.' });
    const list = await h.call('GET', `/api/v1/property_transaction?property_id=${propertyId}`, {
      token: manager.accessToken,
    });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(list.body.items[0]).toEqual({
      transaction_id: expect.any(String),
      property_id: propertyId,
      amount: 1480.5,
      category: 'ELECTRICITY',
      date: '2026-02-28',
      expense: 'OPEX',
      method: 'CREDIT_CARD',
      subject: 'Recibo CFE',
      type: 'EGRESS',
      file_url: null,
    });
    const report = await h.call('GET', `/api/v1/property_transaction/summary?property_id=${propertyId}`, {
      token: manager.accessToken,
    });
    expect(report.body).toMatchObject({
      cost_groups: { capex: 0, opex: 1500, mortgage: 0, taxes: 0, services: 1480.5 },
      total_income: 20000,
      total_egress: 2980.5,
    });
    await h.sql('DELETE FROM property_transaction WHERE property_id = $1', [propertyId]);
  });

  it('100,000 rows: one bad row at the end saves none of them; fixed, all are stored', async () => {
    const rows: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      rows.push(
        `${day}/0${(i % 9) + 1}/2025,Movimiento ${i},${(i % 5000) + 1}.25,${i % 2 ? 'Agua' : 'MAINTENANCE'},OPEX,CASH,${i % 3 ? 'EGRESS' : 'INCOME'}`,
      );
    }
    const bad = csv(...rows, '2025-13-01,Mala,10,WATER,OPEX,CASH,EGRESS');
    const refused = await h.importCsv(propertyId, bad, { token: manager.accessToken });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ index: 100_001, field: 'date' })]);
    expect(await count()).toBe(0);
    const done = await h.importCsv(propertyId, csv(...rows), { token: manager.accessToken });
    expect(done.status).toBe(201);
    expect(done.body.imported).toBe(100_000);
    expect(await count()).toBe(100_000);
    await h.sql('DELETE FROM property_transaction WHERE property_id = $1', [propertyId]);
    // A large file on a busy 2-core machine: room to finish (speed is measured by pnpm bench finance).
  }, 180_000);
});

describe('transactions one at a time, in bulk, and their receipts', () => {
  const tx = (over: Record<string, unknown> = {}) => ({
    property_id: propertyId,
    amount: 1200,
    category: 'MAINTENANCE',
    date: '2026-02-10',
    expense: 'OPEX',
    method: 'CASH',
    subject: 'Plomero',
    type: 'EGRESS',
    ...over,
  });

  it('adds, changes and deletes one; bulk stores an array; bad input is a 400 in the caller’s language', async () => {
    const added = await h.call('POST', '/api/v1/property_transaction', {
      token: managerEn.accessToken,
      body: tx(),
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Transaction saved.');
    const id = added.body.transaction.transaction_id;
    const changed = await h.call('POST', '/api/v1/property_transaction', {
      token: manager.accessToken,
      body: tx({ transaction_id: id, amount: 1300, subject: 'Plomero (2)' }),
    });
    expect(changed.body.transaction).toMatchObject({
      transaction_id: id,
      amount: 1300,
      subject: 'Plomero (2)',
    });
    const tooMuch = await h.call('POST', '/api/v1/property_transaction', {
      token: manager.accessToken,
      body: tx({ amount: 100_001 }),
      lang: 'es',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].path).toBe('/amount');
    const bulk = await h.call('POST', '/api/v1/property_transaction/bulk', {
      token: manager.accessToken,
      body: {
        property_id: propertyId,
        transactions: [tx(), tx({ category: 'TAXES', amount: 50 })].map(({ property_id: _p, ...t }) => t),
      },
    });
    expect(bulk.status).toBe(201);
    expect(bulk.body.imported).toBe(2);
    const removed = await h.call('DELETE', `/api/v1/property_transaction/${id}`, {
      token: manager.accessToken,
    });
    expect(removed.status).toBe(204);
    const again = await h.call('DELETE', `/api/v1/property_transaction/${id}`, {
      token: manager.accessToken,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('No se encontró la transacción');
  });

  it('keeps a receipt told by its bytes in the private bucket, behind a signed link', async () => {
    const added = await h.call('POST', '/api/v1/property_transaction', {
      token: manager.accessToken,
      body: tx(),
    });
    const id = added.body.transaction.transaction_id;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('recibo'),
    ]);
    const up = await h.call('PUT', `/api/v1/property_transaction/${id}/receipt`, {
      token: manager.accessToken,
      body: { file: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(up.status).toBe(200);
    expect(up.body.transaction.file_url).toMatch(
      new RegExp(`^properties/${propertyId}/receipts/${id}-.+\\.png$`),
    );
    const link = await h.call('GET', `/api/v1/property_transaction/${id}/receipt`, {
      token: manager.accessToken,
    });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ expires_in: 300, content_type: 'image/png' });
    const fetched = await fetch(link.body.url);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(png);
    const gif = await h.call('PUT', `/api/v1/property_transaction/${id}/receipt`, {
      token: manager.accessToken,
      body: { file: Buffer.from('GIF89a....').toString('base64') },
      lang: 'es',
    });
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe('El comprobante debe ser un archivo PDF, JPEG o PNG de hasta 4 MB.');
    const removed = await h.call('DELETE', `/api/v1/property_transaction/${id}/receipt`, {
      token: manager.accessToken,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.transaction.file_url).toBeNull();
    expect((await fetch(link.body.url)).status).toBe(404);
    const none = await h.call('GET', `/api/v1/property_transaction/${id}/receipt`, {
      token: manager.accessToken,
    });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Esta transacción no tiene comprobante.');
  });
});
