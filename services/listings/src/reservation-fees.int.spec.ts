/**
 * Issue 17: a reservation's fees were accepted up to TOTAL_EARNED_MAX (1e10) while the stored
 * reservation answers them up to MONEY_MAX (1e9), so a fee between the two was written and then
 * answered with a 500. The request now stops at the same bound: 400 with the field's message in the
 * caller's language, and the fee at the bound itself is accepted and answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MAX } from '@casona/proto/shared/fields';
import { staffByLanguage } from '@casona/kit/testing/nul';
import { registerAccount, startHarness, submitAs, type Account, type Harness } from './testing/harness.ts';

const PATH = '/api/v1/property_airbnb_listing_reservation';
const FEES = [
  'cleaning_fee',
  'pet_fee',
  'guest_service_fee',
  'host_service_fee',
  'occupancy_taxes',
  'remitted_occupancy_tax',
] as const;

let h: Harness;
let staffByLang: Record<'es' | 'en', Account>;
let propertyId: string;
beforeAll(async () => {
  h = await startHarness();
  staffByLang = await staffByLanguage(h);
  propertyId = await submitAs(h, await registerAccount(h));
});
afterAll(async () => h?.stop());

describe('reservation fees past the stored bound', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`answers 400 with the field's message, never 500, in ${lang}`, async () => {
      const token = staffByLang[lang].accessToken;
      const stay = { property_id: propertyId, check_in: '2027-06-01', check_out: '2027-06-03' };
      for (const fee of FEES) {
        const created = await h.call('POST', PATH, { token, lang, body: { ...stay, [fee]: 5_000_000_000 } });
        expect(created.status, fee).toBe(400);
        expect(created.body.errors?.[0]?.path, fee).toBe(`/${fee}`);
        expect(created.body.errors?.[0]?.message, fee).toMatch(/\S/);
      }
      const atBound = await h.call('POST', PATH, { token, lang, body: { ...stay, cleaning_fee: MONEY_MAX } });
      expect(atBound.status).toBe(201);
      expect(atBound.body).toMatchObject({ cleaning_fee: MONEY_MAX });
      for (const body of [{ pet_fee: 5_000_000_000 }, { nightly_rate_adjustment: -5_000_000_000 }]) {
        const patched = await h.call('PATCH', `${PATH}/${atBound.body.id}`, { token, lang, body });
        expect(patched.status, JSON.stringify(body)).toBe(400);
      }
      // The totals keep their own, larger bound (TOTAL_EARNED_MAX): still answered.
      const total = await h.call('PATCH', `${PATH}/${atBound.body.id}`, {
        token,
        lang,
        body: { total_earned: 5_000_000_000 },
      });
      expect(total.status).toBe(200);
      expect(total.body).toMatchObject({ total_earned: 5_000_000_000 });
    });
  }
});
