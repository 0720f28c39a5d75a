/**
 * Airbnb listing use cases against the real database (issue 12): §5 URL rules with their es/en
 * messages, one main listing per property, hours to clean, events, and the role-label matrix of the
 * Airbnb-listing resource generated from proto's can().
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLE_LABELS, translate, type AirbnbListingUpsert, type RoleLabel } from '@casona/proto';
import { ANONYMOUS, type AuthContext } from '@casona/kit/auth/context';
import {
  authOf,
  givenMember,
  givenProfile,
  startUseCases,
  submission,
  type UseCases,
} from '../testing/use-cases.ts';
import {
  deleteAirbnbListing,
  listAirbnbListings,
  updateAirbnbListing,
  updateAirbnbListingHours,
  upsertAirbnbListing,
} from './airbnb-listings.ts';
import { changeStatus } from './lifecycle.ts';
import { displayProperty } from './market.ts';
import { updateProperty } from './properties.ts';
import { submitProperty } from './submission.ts';

let uc: UseCases;
const staff: AuthContext = authOf(randomUUID(), 'STAFF');

beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

/** A property whose submitter holds `label` on it. */
async function propertyWith(label: RoleLabel): Promise<{ propertyId: string; auth: AuthContext }> {
  const person = await givenProfile(uc);
  const { property_id } = await submitProperty(uc.deps, person.auth, submission(), { locale: 'es' });
  await givenMember(uc, person.id, property_id, label);
  return { propertyId: property_id, auth: person.auth };
}

const form = (propertyId: string, overrides: Partial<AirbnbListingUpsert> = {}): AirbnbListingUpsert => ({
  property_id: propertyId,
  name: 'Depa Roma Norte',
  url: 'https://www.airbnb.mx/rooms/53627481?adults=2',
  profile_url: 'https://www.airbnb.mx/users/show/123456',
  ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
  currency: 'MXN',
  base_hours_to_clean: 3,
  ...overrides,
});

const eventsOf = async (type: string, listingId: string) =>
  (await uc.events(type)).filter(
    (e) => (e.payload as { airbnbListingId: string }).airbnbListingId === listingId,
  );

describe('Airbnb listings', () => {
  it('the first listing is the main one; a new main listing takes the flag, so there is only ever one', async () => {
    const { propertyId, auth } = await propertyWith('MANAGER');
    const first = await upsertAirbnbListing(uc.deps, auth, form(propertyId));
    expect(first).toMatchObject({
      property_id: propertyId,
      is_main_listing: true,
      cohost_verified: false,
      base_hours_to_clean: 3,
      current_hours_to_clean: 3,
    });
    const second = await upsertAirbnbListing(
      uc.deps,
      auth,
      form(propertyId, { name: 'Cuarto', is_main_listing: false }),
    );
    expect(second.is_main_listing).toBe(false);
    const third = await upsertAirbnbListing(
      uc.deps,
      auth,
      form(propertyId, { name: 'Azotea', is_main_listing: true }),
    );
    const listed = await listAirbnbListings(uc.deps, auth, propertyId);
    expect(listed.map((l) => [l.name, l.is_main_listing])).toEqual([
      ['Depa Roma Norte', false],
      ['Cuarto', false],
      ['Azotea', true],
    ]);
    await updateAirbnbListing(uc.deps, auth, second.id, { is_main_listing: true });
    const mains = await uc.sql(
      'SELECT id FROM property_airbnb_listing WHERE property_id = $1 AND is_main_listing',
      [propertyId],
    );
    expect(mains).toEqual([{ id: second.id }]);
    expect(await eventsOf('listings.airbnb_listing.submitted', third.id)).toHaveLength(1);
    expect((await eventsOf('listings.airbnb_listing.submitted', first.id))[0]!.payload).toMatchObject({
      propertyId,
      isMainListing: true,
      url: 'https://www.airbnb.mx/rooms/53627481?adults=2',
      baseHoursToClean: 3,
      currentHoursToClean: 3,
    });
  });

  it('refuses a listing URL that is not …/rooms/{number} and a profile URL that is not https …/users/show/{digits}, in es and en', async () => {
    const { propertyId, auth } = await propertyWith('MANAGER');
    await expect(
      upsertAirbnbListing(uc.deps, auth, form(propertyId, { url: 'https://www.airbnb.mx/rooms/plus/abc' })),
    ).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'airbnb.invalidListingUrl',
      issues: [{ path: '/url' }],
    });
    await expect(
      upsertAirbnbListing(
        uc.deps,
        auth,
        form(propertyId, { profile_url: 'http://www.airbnb.mx/users/show/123' }),
      ),
    ).rejects.toMatchObject({ statusCode: 400, messageKey: 'airbnb.invalidProfileUrl' });
    expect(translate('airbnb.invalidListingUrl', 'en')).toBe('Invalid listing URL');
    expect(translate('airbnb.invalidListingUrl', 'es')).toBe('La URL del anuncio no es válida');
    expect(translate('airbnb.invalidProfileUrl', 'en')).toBe('Invalid profile URL');
    expect(translate('airbnb.invalidProfileUrl', 'es')).toBe('La URL del perfil no es válida');
    // A change is checked the same way, and nothing is written.
    const listing = await upsertAirbnbListing(uc.deps, auth, form(propertyId, { profile_url: null }));
    expect(listing.profile_url).toBeNull();
    await expect(
      updateAirbnbListing(uc.deps, auth, listing.id, { url: 'https://example.com/rooms/1' }),
    ).rejects.toMatchObject({ statusCode: 400, messageKey: 'airbnb.invalidListingUrl' });
    expect((await listAirbnbListings(uc.deps, auth, propertyId))[0]!.url).toBe(listing.url);
  });

  it('hours to clean: current may be 0, base stays 1–24 whole hours; each change is announced', async () => {
    const { propertyId, auth } = await propertyWith('MANAGER');
    const listing = await upsertAirbnbListing(uc.deps, auth, form(propertyId));
    const updated = await updateAirbnbListingHours(uc.deps, auth, listing.id, { current_hours_to_clean: 0 });
    expect(updated).toMatchObject({ base_hours_to_clean: 3, current_hours_to_clean: 0 });
    const both = await updateAirbnbListingHours(uc.deps, auth, listing.id, {
      base_hours_to_clean: 5,
      current_hours_to_clean: 4,
    });
    expect(both).toMatchObject({ base_hours_to_clean: 5, current_hours_to_clean: 4 });
    await expect(
      updateAirbnbListingHours(uc.deps, auth, listing.id, { current_hours_to_clean: 1.5 }),
    ).rejects.toMatchObject({
      statusCode: 400,
      issues: [{ path: '/current_hours_to_clean', key: 'validation.type.integer' }],
    });
    const events = await eventsOf('listings.airbnb_listing.updated', listing.id);
    expect(events.map((e) => (e.payload as { currentHoursToClean: number }).currentHoursToClean)).toEqual([
      0, 4,
    ]);
  });

  it('an upsert with an id changes that listing; delete removes it and says so', async () => {
    const { propertyId, auth } = await propertyWith('MANAGER');
    const listing = await upsertAirbnbListing(uc.deps, auth, form(propertyId));
    const renamed = await upsertAirbnbListing(
      uc.deps,
      auth,
      form(propertyId, { id: listing.id, name: 'Depa Condesa' }),
    );
    expect(renamed).toMatchObject({ id: listing.id, name: 'Depa Condesa', is_main_listing: true });
    await deleteAirbnbListing(uc.deps, auth, listing.id);
    expect(await listAirbnbListings(uc.deps, auth, propertyId)).toEqual([]);
    expect(await eventsOf('listings.airbnb_listing.deleted', listing.id)).toHaveLength(1);
    await expect(deleteAirbnbListing(uc.deps, auth, listing.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("the property's 'reserve on Airbnb' address follows its main listing", async () => {
    const { propertyId, auth } = await propertyWith('MANAGER');
    const address = async () =>
      (await uc.sql('SELECT main_airbnb_listing_url AS url FROM property WHERE id = $1', [propertyId]))[0]!
        .url;
    const updates = async () =>
      (await uc.events('listings.property.updated')).filter(
        (e) => (e.payload as { propertyId: string }).propertyId === propertyId,
      );
    expect(await address()).toBeNull();
    const first = await upsertAirbnbListing(
      uc.deps,
      auth,
      form(propertyId, { url: 'https://www.airbnb.mx/rooms/1' }),
    );
    expect(await address()).toBe('https://www.airbnb.mx/rooms/1');
    const second = await upsertAirbnbListing(
      uc.deps,
      auth,
      form(propertyId, { url: 'https://www.airbnb.mx/rooms/2' }),
    );
    expect(await address()).toBe('https://www.airbnb.mx/rooms/1');
    await updateAirbnbListing(uc.deps, auth, second.id, { is_main_listing: true });
    expect(await address()).toBe('https://www.airbnb.mx/rooms/2');
    await updateAirbnbListingHours(uc.deps, auth, second.id, { current_hours_to_clean: 2 });
    await deleteAirbnbListing(uc.deps, auth, second.id);
    expect(await address()).toBeNull();
    expect((await updates()).map((e) => (e.payload as { changedFields: string[] }).changedFields)).toEqual([
      ['main_airbnb_listing_url'],
      ['main_airbnb_listing_url'],
      ['main_airbnb_listing_url'],
    ]);
    // A hand-set address is not the removed listing's: it stays.
    await uc.sql(
      "UPDATE property SET main_airbnb_listing_url = 'https://www.airbnb.mx/rooms/9' WHERE id = $1",
      [propertyId],
    );
    await deleteAirbnbListing(uc.deps, auth, first.id);
    expect(await address()).toBe('https://www.airbnb.mx/rooms/9');
  });

  it("VACATIONAL_RENT is a label option once the property has an Airbnb listing; the public page reserves on the main listing's URL", async () => {
    const { propertyId } = await propertyWith('OWNER');
    const refused = await updateProperty(uc.deps, staff, {
      property_id: propertyId,
      label: 'VACATIONAL_RENT',
    }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 400, messageKey: 'property.vacationalRentNeedsListing' });
    expect(translate('property.vacationalRentNeedsListing', 'en')).toBe(
      'Only a property with an Airbnb listing can be labelled vacation rental.',
    );

    await upsertAirbnbListing(uc.deps, staff, form(propertyId, { url: 'https://www.airbnb.mx/rooms/4040' }));
    await upsertAirbnbListing(uc.deps, staff, form(propertyId, { url: 'https://www.airbnb.mx/rooms/5050' }));
    const labelled = await updateProperty(uc.deps, staff, {
      property_id: propertyId,
      label: 'VACATIONAL_RENT',
    });
    expect(labelled).toMatchObject({
      label: 'VACATIONAL_RENT',
      main_airbnb_listing_url: 'https://www.airbnb.mx/rooms/4040',
    });

    // the address follows the main listing: another one typed by hand is refused, the main one's is fine
    await expect(
      updateProperty(uc.deps, staff, {
        property_id: propertyId,
        main_airbnb_listing_url: 'https://www.airbnb.mx/rooms/5050',
      }),
    ).rejects.toMatchObject({ statusCode: 400, messageKey: 'property.mainAirbnbListingFollows' });
    await expect(
      updateProperty(uc.deps, staff, {
        property_id: propertyId,
        main_airbnb_listing_url: 'https://www.airbnb.mx/rooms/4040',
      }),
    ).resolves.toMatchObject({ main_airbnb_listing_url: 'https://www.airbnb.mx/rooms/4040' });

    // published, the public page's "reserve on Airbnb" is the main listing's URL, and follows a new main one
    await changeStatus(uc.deps, staff, propertyId, { status: 'ACCEPTED' });
    await changeStatus(uc.deps, staff, propertyId, { status: 'PUBLISHED' });
    const anyone = ANONYMOUS;
    expect((await displayProperty(uc.deps, anyone, propertyId, undefined)).main_airbnb_listing_url).toBe(
      'https://www.airbnb.mx/rooms/4040',
    );
    const [, second] = await listAirbnbListings(uc.deps, staff, propertyId);
    await updateAirbnbListing(uc.deps, staff, second!.id, { is_main_listing: true });
    expect((await displayProperty(uc.deps, anyone, propertyId, undefined)).main_airbnb_listing_url).toBe(
      'https://www.airbnb.mx/rooms/5050',
    );
  });

  it('a stranger learns nothing: 404 Property not found; staff may do anything', async () => {
    const { propertyId } = await propertyWith('MANAGER');
    const stranger = (await givenProfile(uc)).auth;
    await expect(listAirbnbListings(uc.deps, stranger, propertyId)).rejects.toMatchObject({
      statusCode: 404,
      messageKey: 'property.notFound',
    });
    const listing = await upsertAirbnbListing(uc.deps, staff, form(propertyId));
    await expect(deleteAirbnbListing(uc.deps, stranger, listing.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    await deleteAirbnbListing(uc.deps, staff, listing.id);
  });

  describe('role-label matrix (from proto can())', () => {
    for (const label of ROLE_LABELS) {
      it(`${label}: ${(['select', 'insert', 'update', 'delete'] as const).map((a) => `${a} ${can(label, 'airbnb_listing', a) ? 'yes' : 'no'}`).join(', ')}`, async () => {
        const { propertyId, auth } = await propertyWith(label);
        const existing = await upsertAirbnbListing(uc.deps, staff, form(propertyId));
        const outcome = async (call: Promise<unknown>) => {
          try {
            await call;
            return true;
          } catch (err) {
            expect((err as { statusCode: number }).statusCode).toBe(403);
            return false;
          }
        };
        expect(await outcome(listAirbnbListings(uc.deps, auth, propertyId))).toBe(
          can(label, 'airbnb_listing', 'select'),
        );
        expect(await outcome(upsertAirbnbListing(uc.deps, auth, form(propertyId)))).toBe(
          can(label, 'airbnb_listing', 'insert'),
        );
        expect(
          await outcome(updateAirbnbListingHours(uc.deps, auth, existing.id, { current_hours_to_clean: 1 })),
        ).toBe(can(label, 'airbnb_listing', 'update'));
        expect(await outcome(deleteAirbnbListing(uc.deps, auth, existing.id))).toBe(
          can(label, 'airbnb_listing', 'delete'),
        );
      });
    }
  });
});
