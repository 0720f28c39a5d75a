/**
 * Staff's payments page (GET /admin/payment, issue 19) through the real gateway, identity and
 * finance, with Stripe played by the local Stripe server: every payment of every status newest
 * first, the payer's name and email as identity announced them, the paid property's name, a status
 * filter, a search by payer, property or package, pages; staff only, in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ROLE_LABELS, ROLE_LABELS, type RoleLabel } from '@casona/proto';
import { expectListQueryRefusals, staffTokensByLanguage } from '@casona/kit/testing/list-query';
import {
  grant,
  makeStaff,
  registerAccount,
  startPaymentsHarness,
  type Account,
  type PaymentsHarness,
} from './testing/payments-harness.ts';

let h: PaymentsHarness;
let admin: Account;
let staff: Account;
let payer: Account;
const ids: Record<'rent' | 'voucher' | 'card' | 'expired', string> = {
  rent: '',
  voucher: '',
  card: '',
  expired: '',
};
// A name no other suite's payer has, so a search for it finds exactly this payer's payments.
const tag = `Zorayda${Date.now().toString(36)}`;

async function checkout(
  account: Account,
  body: { type: string; reference_id: string; method: 'CARD' | 'OXXO' | 'SPEI' },
) {
  const res = await h.call('POST', '/api/v1/stripe/checkout_session', { token: account.accessToken, body });
  expect(res.status).toBe(201);
  return res.body as { payment_id: string; id: string };
}

const deliver = async (type: string, session: unknown) =>
  expect((await h.webhook(h.stripe.event(type, session))).status).toBe(200);

const list = (query: string, account: Account = admin) =>
  h.call('GET', `/api/v1/admin/payment${query}`, { token: account.accessToken });

beforeAll(async () => {
  h = await startPaymentsHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin de pagos' }), 'ADMIN');
  staff = await makeStaff(h, await registerAccount(h, { name: 'Personal de pagos' }), 'STAFF');
  payer = await registerAccount(h, { name: `${tag} Pagadora` });
  const home = await h.createProperty(payer, `Casa ${tag}`);
  await h.sql(
    `INSERT INTO property_lease_configuration
       (property_id, current_lease_start, current_lease_end, lease_per_month_price, created_at, updated_at)
     VALUES ($1, '2026-01-01', '2026-12-31', 9000, now(), now())`,
    [home],
  );
  const furnishing = () => ({ type: 'APPRAISAL_FURNISHING_QUERY', reference_id: crypto.randomUUID() });
  const rent = await checkout(payer, { type: 'FIRST_MONTH_IN_ADVANCE', reference_id: home, method: 'SPEI' });
  const voucher = await checkout(payer, { ...furnishing(), method: 'OXXO' });
  const card = await checkout(payer, { ...furnishing(), method: 'CARD' });
  const expired = await checkout(payer, { ...furnishing(), method: 'CARD' });
  Object.assign(ids, {
    rent: rent.payment_id,
    voucher: voucher.payment_id,
    card: card.payment_id,
    expired: expired.payment_id,
  });
  await deliver('checkout.session.completed', h.stripe.complete(rent.id));
  await deliver('checkout.session.async_payment_failed', h.stripe.settle(rent.id, 'fail'));
  await deliver('checkout.session.completed', h.stripe.complete(voucher.id));
  await deliver('checkout.session.async_payment_failed', h.stripe.settle(voucher.id, 'fail'));
  await deliver('checkout.session.completed', h.stripe.complete(card.id));
  await deliver('checkout.session.expired', h.stripe.expire(expired.id));
  await h.settle();
}, 120_000);
afterAll(async () => h?.stop());

describe('staff list every payment (GET /admin/payment, issue 19)', () => {
  it('admin and staff see every status, newest first, with the payer and the paid property by name', async () => {
    for (const account of [admin, staff]) {
      const res = await list(`?q=${tag}`, account);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 1, pageSize: 20, total: 4 });
      const items = res.body.items as { id: string; status: string; created_at: string }[];
      expect(items.map((p) => p.id)).toEqual([ids.expired, ids.card, ids.voucher, ids.rent]);
      expect(Object.fromEntries(items.map((p) => [p.id, p.status]))).toEqual({
        [ids.rent]: 'FAILED',
        [ids.voucher]: 'FAILED',
        [ids.card]: 'PAID',
        [ids.expired]: 'EXPIRED',
      });
      expect(items.find((p) => p.id === ids.rent)).toMatchObject({
        type: 'FIRST_MONTH_IN_ADVANCE',
        method: 'SPEI',
        amount: 900_000,
        currency: 'MXN',
        profile_id: payer.id,
        payer_name: `${tag} Pagadora`,
        payer_email: payer.email,
        property_name: `Casa ${tag}`,
        failed_at: expect.any(String),
      });
      expect(items.find((p) => p.id === ids.voucher)).toMatchObject({
        type: 'APPRAISAL_FURNISHING_QUERY',
        method: 'OXXO',
        amount: 1_850_000,
        property_name: null,
        payer_email: payer.email,
      });
      expect(items.find((p) => p.id === ids.card)).toMatchObject({
        paid_at: expect.any(String),
        failed_at: null,
      });
    }
  });

  it('filters by status (the staff home’s failed payments), and the whole list counts every payment', async () => {
    const failed = await list(`?status=FAILED&q=${tag}`);
    expect(failed.status).toBe(200);
    expect(failed.body.total).toBe(2);
    expect(failed.body.items.map((p: { id: string }) => p.id)).toEqual([ids.voucher, ids.rent]);
    expect((await list(`?status=PENDING&q=${tag}`)).body).toMatchObject({ total: 0, items: [] });
    const everyFailed = await list('?status=FAILED');
    expect(everyFailed.body.total).toBe(
      (await h.sql("SELECT id FROM payment WHERE status = 'FAILED'")).length,
    );
    expect(everyFailed.body.items.every((p: { status: string }) => p.status === 'FAILED')).toBe(true);
    const all = await list('');
    expect(all.body.total).toBe((await h.sql('SELECT id FROM payment')).length);
  });

  it('searches by the payer’s email, the property’s name and the package’s name in es or en, accents and case aside', async () => {
    const byEmail = await list(`?q=${encodeURIComponent(payer.email.toUpperCase())}`);
    expect(byEmail.body.total).toBe(4);
    const byProperty = await list(`?q=${encodeURIComponent(`casa ${tag.toLowerCase()}`)}`);
    expect(byProperty.body.items.map((p: { id: string }) => p.id)).toEqual([ids.rent]);
    for (const words of ['Paquete de AMUEBLADO', 'furnishing package']) {
      const res = await list(`?q=${encodeURIComponent(words)}`);
      expect(res.status).toBe(200);
      const found = res.body.items.map((p: { id: string }) => p.id);
      expect(found).toEqual(expect.arrayContaining([ids.voucher, ids.card, ids.expired]));
      expect(found).not.toContain(ids.rent);
      expect(res.body.items.every((p: { type: string }) => p.type === 'APPRAISAL_FURNISHING_QUERY')).toBe(
        true,
      );
    }
    const firstMonth = await list(`?q=${encodeURIComponent('primer mes')}&status=FAILED`);
    expect(firstMonth.body.items.map((p: { id: string }) => p.id)).toContain(ids.rent);
    // What is typed is looked for as letters: % and _ are no wildcards, a blank search is no search.
    expect((await list(`?q=${encodeURIComponent('%')}`)).body.total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('_')}`)).body.total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('   ')}`)).body.total).toBe((await list('')).body.total);
  });

  it('pages by 20', async () => {
    const pageTwo = await list(`?q=${tag}&page=2`);
    expect(pageTwo.status).toBe(200);
    expect(pageTwo.body).toMatchObject({ page: 2, pageSize: 20, total: 4, items: [] });
  });

  it('answers a profile identity renamed by its new name', async () => {
    const res = await h.call('PATCH', '/api/v1/profile', {
      token: payer.accessToken,
      body: { profile_id: payer.id, name: `${tag} Renombrada` },
    });
    expect(res.status).toBe(200);
    await h.settle();
    const after = await list(`?q=${encodeURIComponent(`${tag} Renombrada`)}`);
    expect(after.body.total).toBe(4);
    expect(after.body.items[0].payer_name).toBe(`${tag} Renombrada`);
  });

  it('no one but staff: every owner and ally label 403 in es and en, anonymous 401', async () => {
    const owner = await registerAccount(h, { name: 'Dueña de la lista' });
    const seated: [RoleLabel, Account, 'es' | 'en'][] = [['OWNER', owner, 'es']];
    const shared = await h.createProperty(owner, 'Casa de la lista de pagos');
    for (const [i, label] of ROLE_LABELS.entries()) {
      if (label === 'OWNER') continue;
      const lang = i % 2 ? 'en' : 'es';
      const account = await registerAccount(h, { name: `Etiqueta ${label}`, locale: lang.toUpperCase() });
      const propertyId = (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label)
        ? await h.createProperty(null, `Casa lista ${label}`)
        : shared;
      await grant(h, admin, account, propertyId, label);
      seated.push([label, account, lang]);
    }
    for (const [label, account, lang] of seated) {
      const res = await h.call('GET', '/api/v1/admin/payment', { token: account.accessToken, lang });
      expect(res.status, label).toBe(403);
      expect(res.body.message, label).toBe(
        lang === 'es'
          ? 'No tienes permiso para realizar esta acción.'
          : 'You do not have permission to perform this action.',
      );
    }
    expect((await h.call('GET', '/api/v1/admin/payment')).status).toBe(401);
  });

  it('a bad page, search or status is a 400 in the caller’s language naming the parameter', async () => {
    const tokens = await staffTokensByLanguage(h);
    await expectListQueryRefusals(h.call, '/api/v1/admin/payment', tokens);
    for (const [lang, message] of [
      ['en', 'Choose an option.'],
      ['es', 'Elige una opción.'],
    ] as const) {
      const res = await h.call('GET', '/api/v1/admin/payment?status=REFUNDED', { token: tokens[lang], lang });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: '/querystring/status', message }]);
    }
  });
});
