import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ROLE_LABELS, ROLE_LABELS, TRANSACTION_CSV_HEADER, can, type RoleLabel } from '@casona/proto';
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
let admin: Account;
/** Where each label sits: owner-type labels each hold a property of their own (one owner per property). */
const seats = new Map<RoleLabel, { account: Account; propertyId: string }>();

const transaction = (propertyId: string) => ({
  property_id: propertyId,
  amount: 500,
  category: 'CLEANING',
  date: '2026-02-01',
  expense: 'OPEX',
  method: 'CASH',
  subject: 'Limpieza',
  type: 'EGRESS',
});
const lease = (propertyId: string) => ({
  property_id: propertyId,
  current_lease_start: '2026-01-01',
  current_lease_end: '2026-12-31',
  lease_per_month_price: 18000,
});
const commission = (propertyId: string) => ({
  property_id: propertyId,
  company_role: 'MANAGING_AND_SELLING',
  furnisher: 'COMPANY',
  company_percentage: 10,
  manager_value: 20,
  manager_value_type: 'PERCENTAGE',
  owner_value: 1000,
  owner_value_type: 'FIXED',
});
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]).toString('base64')}`;

beforeAll(async () => {
  h = await startHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
  const owner = await registerAccount(h, { name: 'Dueña' });
  const shared = await createProperty(h, owner, 'Casa Compartida');
  for (const label of ROLE_LABELS) {
    let account = owner;
    let propertyId = shared;
    if (label !== 'OWNER') {
      account = await registerAccount(h, { name: `Persona ${label}` });
      propertyId = (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label)
        ? await createProperty(h, null, `Casa ${label}`)
        : shared;
      await grant(h, admin, account, propertyId, label);
    }
    seats.set(label, { account, propertyId });
  }
});
afterAll(async () => h?.stop());

const ok = (allowed: boolean, success: number) => (allowed ? success : 403);

describe('every finance endpoint over every role label (§6 via proto can())', () => {
  for (const label of ROLE_LABELS) {
    it(`${label}: transactions, lease, commission and earnings as can() says`, async () => {
      const { account, propertyId } = seats.get(label)!;
      const token = account.accessToken;
      const staff = { token: admin.accessToken };
      const q = `property_id=${propertyId}`;
      const expectStatus = async (what: string, res: Promise<{ status: number }>, status: number) =>
        expect((await res).status, `${label} ${what}`).toBe(status);

      // Transactions.
      const mine = await h.call('POST', '/api/v1/property_transaction', {
        ...staff,
        body: transaction(propertyId),
      });
      expect(mine.status).toBe(200);
      const id = mine.body.transaction.transaction_id;
      await h.call('PUT', `/api/v1/property_transaction/${id}/receipt`, { ...staff, body: { file: PNG } });
      const select = can(label, 'transaction', 'select');
      await expectStatus(
        'list',
        h.call('GET', `/api/v1/property_transaction?${q}`, { token }),
        ok(select, 200),
      );
      await expectStatus(
        'summary',
        h.call('GET', `/api/v1/property_transaction/summary?${q}`, { token }),
        ok(select, 200),
      );
      await expectStatus(
        'receipt link',
        h.call('GET', `/api/v1/property_transaction/${id}/receipt`, { token }),
        ok(select, 200),
      );
      const insert = can(label, 'transaction', 'insert');
      await expectStatus(
        'add',
        h.call('POST', '/api/v1/property_transaction', { token, body: transaction(propertyId) }),
        ok(insert, 200),
      );
      const { property_id: _p, ...row } = transaction(propertyId);
      await expectStatus(
        'bulk',
        h.call('POST', '/api/v1/property_transaction/bulk', {
          token,
          body: { property_id: propertyId, transactions: [row] },
        }),
        ok(insert, 201),
      );
      await expectStatus(
        'import',
        h.importCsv(
          propertyId,
          `${TRANSACTION_CSV_HEADER}\n2026-02-01,Limpieza,500,CLEANING,OPEX,CASH,EGRESS\n`,
          { token },
        ),
        ok(insert, 201),
      );
      const update = can(label, 'transaction', 'update');
      await expectStatus(
        'change',
        h.call('POST', '/api/v1/property_transaction', {
          token,
          body: { ...transaction(propertyId), transaction_id: id },
        }),
        ok(update, 200),
      );
      await expectStatus(
        'receipt',
        h.call('PUT', `/api/v1/property_transaction/${id}/receipt`, { token, body: { file: PNG } }),
        ok(update, 200),
      );
      await expectStatus(
        'remove receipt',
        h.call('DELETE', `/api/v1/property_transaction/${id}/receipt`, { token }),
        ok(update, 200),
      );
      const remove = can(label, 'transaction', 'delete');
      await expectStatus(
        'delete',
        h.call('DELETE', `/api/v1/property_transaction/${id}`, { token }),
        ok(remove, 204),
      );
      const left = await h.sql('SELECT 1 FROM property_transaction WHERE transaction_id = $1', [id]);
      expect(left).toHaveLength(remove ? 0 : 1);

      // Lease configuration (staff set one first, so a PUT is an update).
      expect(
        (await h.call('PUT', '/api/v1/property_lease_configuration', { ...staff, body: lease(propertyId) }))
          .status,
      ).toBe(200);
      await expectStatus(
        'lease',
        h.call('GET', `/api/v1/property_lease_configuration?${q}`, { token }),
        ok(can(label, 'lease_config', 'select'), 200),
      );
      await expectStatus(
        'lease update',
        h.call('PUT', '/api/v1/property_lease_configuration', { token, body: lease(propertyId) }),
        ok(can(label, 'lease_config', 'update'), 200),
      );
      await expectStatus(
        'lease delete',
        h.call('DELETE', `/api/v1/property_lease_configuration/${propertyId}`, { token }),
        ok(can(label, 'lease_config', 'delete'), 204),
      );

      // Commission.
      expect(
        (await h.call('PUT', '/api/v1/property_commission', { ...staff, body: commission(propertyId) }))
          .status,
      ).toBe(200);
      const cSelect = can(label, 'commission', 'select');
      await expectStatus(
        'commission',
        h.call('GET', `/api/v1/property_commission?${q}`, { token }),
        ok(cSelect, 200),
      );
      await expectStatus(
        'accrual',
        h.call('GET', `/api/v1/property_commission/accrual?${q}`, { token }),
        ok(cSelect, 200),
      );
      await expectStatus(
        'commission update',
        h.call('PUT', '/api/v1/property_commission', { token, body: commission(propertyId) }),
        ok(can(label, 'commission', 'update'), 200),
      );
      await expectStatus(
        'commission delete',
        h.call('DELETE', `/api/v1/property_commission/${propertyId}`, { token }),
        ok(can(label, 'commission', 'delete'), 204),
      );

      // Earnings: read only for every label; closing a month is for staff.
      const eSelect = can(label, 'earnings', 'select');
      await expectStatus(
        'earnings',
        h.call('GET', `/api/v1/earnings?${q}&interval=month&from=2026-01-01&to=2026-02-28`, { token }),
        ok(eSelect, 200),
      );
      await expectStatus(
        'withholding',
        h.call('GET', `/api/v1/earnings/withholding?${q}&month=2026-01`, { token }),
        ok(eSelect, 200),
      );
      await expectStatus(
        'close',
        h.call('POST', '/api/v1/earnings/close', {
          token,
          body: { property_id: propertyId, month: '2026-01' },
        }),
        403,
      );

      // Tables: read by anyone signed in, changed by staff only.
      await expectStatus('rates', h.call('GET', '/api/v1/exchange_rate', { token }), 200);
      await expectStatus(
        'rate change',
        h.call('PUT', '/api/v1/exchange_rate', {
          token,
          body: { date: '2026-01-02', mxn_per_usd: 1, source: 'x' },
        }),
        403,
      );
      await expectStatus('withholding table', h.call('GET', '/api/v1/withholding_rate', { token }), 200);
      await expectStatus(
        'withholding change',
        h.call('PUT', '/api/v1/withholding_rate/WITH_RFC', {
          token,
          body: {
            isr_rate: 0,
            iva_rate: 0,
            iva_withheld_share: 0,
            legal_source: 'x',
            effective_date: '2026-01-01',
          },
        }),
        403,
      );
      await expectStatus('own tax profile', h.call('GET', '/api/v1/owner_tax_profile', { token }), 200);
      await expectStatus('back office', h.call('GET', '/api/v1/admin/transaction', { token }), 403);
    });
  }

  it('staff list every property’s transactions in the back office, by property', async () => {
    const { propertyId } = seats.get('OWNER_MANAGER')!;
    const all = await h.call('GET', '/api/v1/admin/transaction', { token: admin.accessToken });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(0);
    const one = await h.call('GET', `/api/v1/admin/transaction?property_id=${propertyId}&category=CLEANING`, {
      token: admin.accessToken,
    });
    expect(one.body.items.length).toBeGreaterThan(0);
    for (const t of one.body.items)
      expect(t).toMatchObject({ property_id: propertyId, property_name: 'Casa OWNER_MANAGER' });
  });

  it('a profile with no label on the property gets 404 Property not found, and learns nothing', async () => {
    const stranger = await registerAccount(h, { name: 'Extraña', locale: 'EN' });
    const { propertyId } = seats.get('OWNER')!;
    for (const url of [
      `/api/v1/property_transaction?property_id=${propertyId}`,
      `/api/v1/property_lease_configuration?property_id=${propertyId}`,
      `/api/v1/property_commission?property_id=${propertyId}`,
      `/api/v1/earnings?property_id=${propertyId}&interval=week&from=2026-01-01&to=2026-01-31`,
    ]) {
      const res = await h.call('GET', url, { token: stranger.accessToken });
      expect(res.status, url).toBe(404);
      expect(res.body.message).toBe('Property not found');
    }
    const csv = await h.importCsv(
      propertyId,
      `${TRANSACTION_CSV_HEADER}\n2026-02-01,x,5,CLEANING,OPEX,CASH,EGRESS\n`,
      {
        token: stranger.accessToken,
      },
    );
    expect(csv.status).toBe(404);
  });

  it('anonymous callers get 401 wherever a session is needed, in their language', async () => {
    const { propertyId } = seats.get('OWNER')!;
    for (const [method, url] of [
      ['GET', `/api/v1/property_transaction?property_id=${propertyId}`],
      ['POST', '/api/v1/property_transaction'],
      ['GET', `/api/v1/earnings?property_id=${propertyId}&interval=month&from=2026-01-01&to=2026-01-31`],
      ['PUT', '/api/v1/property_lease_configuration'],
      ['PUT', '/api/v1/exchange_rate'],
    ] as const) {
      const res = await h.call(method, url, { lang: 'es', body: method === 'GET' ? undefined : {} });
      expect(res.status, url).toBe(401);
      expect(res.body.message).toBe('Necesitas iniciar sesión');
    }
    expect((await h.importCsv(propertyId, 'a,b')).status).toBe(401);
  });

  it('hostile input is a 4xx, never a 500', async () => {
    const { account, propertyId } = seats.get('OWNER_MANAGER')!;
    const token = account.accessToken;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/property_transaction?property_id=not-a-uuid'],
      ['GET', `/api/v1/property_transaction?property_id=${propertyId}&page=0`],
      ['POST', '/api/v1/property_transaction', { ...transaction(propertyId), amount: 'mucho' }],
      ['POST', '/api/v1/property_transaction', { ...transaction(propertyId), date: '2026-02-30' }],
      ['POST', '/api/v1/property_transaction', { ...transaction(propertyId), subject: 'a\u0000b' }],
      ['POST', '/api/v1/property_transaction/bulk', { property_id: propertyId, transactions: [] }],
      ['PUT', `/api/v1/property_transaction/${crypto.randomUUID()}/receipt`, { file: PNG }],
      ['DELETE', `/api/v1/property_transaction/${crypto.randomUUID()}/receipt`],
      ['DELETE', '/api/v1/property_transaction/not-a-uuid/receipt'],
      ['PUT', '/api/v1/property_lease_configuration', { ...lease(propertyId), lease_per_month_price: -1 }],
      ['PUT', '/api/v1/property_commission', { ...commission(propertyId), company_percentage: 101 }],
      ['GET', `/api/v1/earnings?property_id=${propertyId}&interval=month&from=1900-01-01&to=2100-12-31`],
      ['GET', `/api/v1/earnings/withholding?property_id=${propertyId}&month=2026-13`],
      ['GET', '/api/v1/property_commission/estimate?average_daily_rate=-5&nights=1'],
      ['GET', '/api/v1/property_commission/estimate?average_daily_rate=5&nights=1,,2'],
    ];
    for (const [method, url, body] of calls) {
      const res = await h.call(method, url, { token, body });
      expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url}`).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
    const garbage = await h.importCsv(propertyId, '\u0000\u0001"\n,,,,,,,,,,\n"', { token });
    expect(garbage.status).toBe(400);
    const nul = await h.importCsv(
      propertyId,
      `${TRANSACTION_CSV_HEADER}\n2026-02-01,Lim\u0000pieza,500,CLEANING,OPEX,CASH,EGRESS\n`,
      { token },
    );
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toEqual([expect.objectContaining({ index: 1, field: 'name' })]);
  });
});
