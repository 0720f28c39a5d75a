/**
 * §5 both ways (issue 14): finance refuses a lease for a property with an Airbnb listing, and
 * listings refuses an Airbnb listing while finance says a lease is configured
 * (finance.lease.configured/removed, the latest event winning).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '@casona/kit/errors/errors';
import { makeEvent, translate, type EventPayload } from '@casona/proto';
import { givenMember, givenProfile, startUseCases, submission, type UseCases } from '../testing/use-cases.ts';
import { upsertAirbnbListing } from './airbnb-listings.ts';
import { projectFinanceLease } from './finance-leases.ts';
import { submitProperty } from './submission.ts';

let uc: UseCases;

beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

const deliver = async (
  type: 'finance.lease.configured' | 'finance.lease.removed',
  payload: EventPayload<'finance.lease.configured'> | EventPayload<'finance.lease.removed'>,
  occurredAt: string,
) => {
  const event = { ...makeEvent(type, { payload: payload as never, producer: 'finance' }), occurredAt };
  await uc.deps.db.tx((client) => projectFinanceLease(client, event));
};

describe('an Airbnb listing while finance has a lease configured', () => {
  it('is refused with the §5 message, and allowed again once the lease is removed', async () => {
    const person = await givenProfile(uc);
    const { property_id: propertyId } = await submitProperty(uc.deps, person.auth, submission(), {
      locale: 'es',
    });
    await givenMember(uc, person.id, propertyId, 'OWNER_MANAGER');
    const form = {
      property_id: propertyId,
      name: 'Depa Roma Norte',
      url: 'https://www.airbnb.mx/rooms/53627481',
      ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
      currency: 'MXN' as const,
      base_hours_to_clean: 3,
    };
    const lease = {
      propertyId,
      currentLeaseStart: '2026-01-01',
      currentLeaseEnd: '2026-12-31',
      leasePerMonthPrice: 18000,
    };
    await deliver('finance.lease.configured', lease, '2026-03-01T10:00:00.000Z');
    const refused = await upsertAirbnbListing(uc.deps, person.auth, form).catch((err: unknown) => err);
    expect(isAppError(refused) && refused.statusCode).toBe(409);
    expect(isAppError(refused) && translate(refused.messageKey as never, 'es')).toBe(
      'Una propiedad con un anuncio de Airbnb no puede tener una configuración de arrendamiento.',
    );
    // An older event delivered late changes nothing; the removal lets the listing in.
    await deliver('finance.lease.removed', { propertyId }, '2026-02-01T10:00:00.000Z');
    expect(await upsertAirbnbListing(uc.deps, person.auth, form).catch((err: unknown) => err)).toMatchObject({
      statusCode: 409,
    });
    await deliver('finance.lease.removed', { propertyId }, '2026-03-02T10:00:00.000Z');
    expect(await upsertAirbnbListing(uc.deps, person.auth, form)).toMatchObject({ property_id: propertyId });
  });
});
