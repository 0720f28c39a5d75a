import { describe, expect, it } from 'vitest';

import { TOTAL_EARNED_MAX } from '../constants.ts';
import { MONEY_MAX } from '../shared/fields.ts';
import { validate } from '../validation/validate.ts';
import { ReservationUpdate } from './requests.ts';
import { Reservation } from './entities.ts';

const id = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('ReservationUpdate', () => {
  it('bounds fees as the stored reservation does, so an accepted fee can always be answered (#17)', () => {
    expect(validate(ReservationUpdate, { id, cleaning_fee: MONEY_MAX }).ok).toBe(true);
    expect(validate(ReservationUpdate, { id, cleaning_fee: MONEY_MAX + 1 }).ok).toBe(false);
    expect(validate(ReservationUpdate, { id, pet_fee: 5e9 }).ok).toBe(false);
    // The totals keep their own, larger bound.
    expect(validate(ReservationUpdate, { id, total_earned: TOTAL_EARNED_MAX }).ok).toBe(true);
    // Whatever the request accepts, the entity it is answered with holds.
    const fee = Reservation.properties.cleaning_fee;
    expect(JSON.stringify(fee)).toContain(String(MONEY_MAX));
  });
});
