/**
 * Airbnb profiles and listing reviews on the real database (issue 12): staff's upkeep (one profile per
 * Airbnb user, a reviewer is never the host, pages, filters) and what a property's members see —
 * the profiles and reviews its listings name — by proto's can() on the Airbnb-listing resource.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLE_LABELS } from '@casona/proto';
import { AppError } from '@casona/kit/errors/errors';
import {
  authOf,
  givenMember,
  givenProfile,
  startUseCases,
  submission,
  type UseCases,
} from '../testing/use-cases.ts';
import { upsertAirbnbListing } from './airbnb-listings.ts';
import {
  adminAirbnbProfiles,
  adminAirbnbReviews,
  createAirbnbProfile,
  createAirbnbReview,
  deleteAirbnbProfile,
  deleteAirbnbReview,
  propertyAirbnbProfiles,
  propertyAirbnbReviews,
  updateAirbnbProfile,
  updateAirbnbReview,
} from './airbnb-profiles.ts';
import { submitProperty } from './submission.ts';

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

let next = 9_000_000;
const userId = () => String(++next);
const staff = () => authOf('00000000-0000-4000-8000-00000000a001', 'STAFF');

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('Airbnb profiles (staff)', () => {
  it('adds a profile named by its users/show address, answers its user id, and refuses the same user twice (409)', async () => {
    const id = userId();
    const created = await createAirbnbProfile(uc.deps, staff(), {
      profile_url: `https://www.airbnb.mx/users/show/${id}`,
      is_host: true,
    });
    expect(created).toMatchObject({ airbnb_user_id: id, is_host: true, review_count: 0 });
    const again = await failure(
      createAirbnbProfile(uc.deps, staff(), {
        profile_url: `https://www.airbnb.com/users/show/${id}?locale=en`,
        is_host: false,
      }),
    );
    expect(again).toMatchObject({ statusCode: 409, messageKey: 'airbnb.profileExists' });
  });

  it('refuses an address that is not a profile (Invalid profile URL) and callers who are not staff', async () => {
    const bad = await failure(
      createAirbnbProfile(uc.deps, staff(), {
        profile_url: 'https://www.airbnb.mx/rooms/123',
        is_host: true,
      }),
    );
    expect(bad).toMatchObject({ statusCode: 400, messageKey: 'airbnb.invalidProfileUrl' });
    const owner = await givenProfile(uc);
    const denied = await failure(
      createAirbnbProfile(uc.deps, owner.auth, {
        profile_url: `https://www.airbnb.mx/users/show/${userId()}`,
        is_host: true,
      }),
    );
    expect(denied.statusCode).toBe(403);
    expect((await failure(adminAirbnbProfiles(uc.deps, owner.auth, {}))).statusCode).toBe(403);
  });

  it('changes, lists newest first with filters, and removes a profile; moving to a taken user is 409', async () => {
    const [a, b] = [userId(), userId()];
    const first = await createAirbnbProfile(uc.deps, staff(), {
      profile_url: `https://www.airbnb.mx/users/show/${a}`,
      is_host: false,
    });
    const second = await createAirbnbProfile(uc.deps, staff(), {
      profile_url: `https://www.airbnb.mx/users/show/${b}`,
      is_host: false,
    });
    const changed = await updateAirbnbProfile(uc.deps, staff(), first.id, { is_host: true });
    expect(changed).toMatchObject({ id: first.id, is_host: true, airbnb_user_id: a });
    const taken = await failure(
      updateAirbnbProfile(uc.deps, staff(), second.id, {
        profile_url: `https://www.airbnb.mx/users/show/${a}`,
      }),
    );
    expect(taken).toMatchObject({ statusCode: 409, messageKey: 'airbnb.profileExists' });

    const found = await adminAirbnbProfiles(uc.deps, staff(), { q: `/users/show/${b}` });
    expect(found).toMatchObject({ total: 1, page: 1, pageSize: 20, items: [{ id: second.id }] });
    const hosts = await adminAirbnbProfiles(uc.deps, staff(), { is_host: true, q: a });
    expect(hosts.items.map((p) => p.id)).toEqual([first.id]);
    const all = await adminAirbnbProfiles(uc.deps, staff(), {});
    expect(all.items.findIndex((p) => p.id === second.id)).toBeLessThan(
      all.items.findIndex((p) => p.id === first.id),
    );

    await deleteAirbnbProfile(uc.deps, staff(), first.id);
    expect((await failure(deleteAirbnbProfile(uc.deps, staff(), first.id))).statusCode).toBe(404);
    expect(
      (await failure(updateAirbnbProfile(uc.deps, staff(), first.id, { is_host: false }))).statusCode,
    ).toBe(404);
  });
});

describe('Airbnb listing reviews (staff)', () => {
  it('adds, answers, filters and removes reviews; a reviewer is never the host', async () => {
    const [room, host, guest] = [userId(), userId(), userId()];
    const review = await createAirbnbReview(uc.deps, staff(), {
      listing_id: room,
      host_id: host,
      reviewer_id: guest,
      rating: 5,
      review_text: 'Excelente ubicación, muy limpio.',
      host_response: '   ',
    });
    expect(review).toMatchObject({ listing_id: room, rating: 5, host_response: null });
    const answered = await updateAirbnbReview(uc.deps, staff(), review.id, {
      host_response: '¡Gracias! Vuelve pronto.',
    });
    expect(answered).toMatchObject({ host_response: '¡Gracias! Vuelve pronto.', rating: 5 });
    const selfReview = await failure(updateAirbnbReview(uc.deps, staff(), review.id, { reviewer_id: host }));
    expect(selfReview).toMatchObject({ statusCode: 400, messageKey: 'airbnb.reviewerIsHost' });
    const selfCreated = await failure(
      createAirbnbReview(uc.deps, staff(), {
        listing_id: room,
        host_id: host,
        reviewer_id: host,
        rating: 1,
        review_text: 'x',
      }),
    );
    expect(selfCreated.statusCode).toBe(400);

    expect((await adminAirbnbReviews(uc.deps, staff(), { listing_id: room })).items).toEqual([answered]);
    expect((await adminAirbnbReviews(uc.deps, staff(), { host_id: host })).total).toBe(1);
    expect((await adminAirbnbReviews(uc.deps, staff(), { reviewer_id: host })).total).toBe(0);

    const profile = await createAirbnbProfile(uc.deps, staff(), {
      profile_url: `https://www.airbnb.mx/users/show/${host}`,
      is_host: true,
    });
    expect(profile.review_count).toBe(1);

    await deleteAirbnbReview(uc.deps, staff(), review.id);
    expect((await failure(deleteAirbnbReview(uc.deps, staff(), review.id))).statusCode).toBe(404);
    expect((await adminAirbnbReviews(uc.deps, staff(), { listing_id: room })).total).toBe(0);
  });
});

describe("a property's Airbnb profiles and reviews (members)", () => {
  it("shows the profiles and reviews the property's listings name, by the label's Airbnb listing read", async () => {
    const [room, otherRoom, host] = [userId(), userId(), userId()];
    const owner = await givenProfile(uc);
    const { property_id } = await submitProperty(uc.deps, owner.auth, submission(), { locale: 'es' });
    await givenMember(uc, owner.id, property_id, 'OWNER');
    await upsertAirbnbListing(uc.deps, staff(), {
      property_id,
      name: 'Casa',
      url: `https://www.airbnb.mx/rooms/${room}?adults=2`,
      profile_url: `https://www.airbnb.mx/users/show/${host}`,
      ics_url: `https://www.airbnb.mx/calendar/ical/${room}.ics?s=x`,
      currency: 'MXN',
      base_hours_to_clean: 2,
    });
    const profile = await createAirbnbProfile(uc.deps, staff(), {
      profile_url: `https://www.airbnb.com/users/show/${host}`,
      is_host: true,
    });
    await createAirbnbProfile(uc.deps, staff(), {
      profile_url: `https://www.airbnb.com/users/show/${userId()}`,
      is_host: true,
    });
    const mine = await createAirbnbReview(uc.deps, staff(), {
      listing_id: room,
      host_id: host,
      reviewer_id: userId(),
      rating: 4,
      review_text: 'Muy buena estancia',
    });
    await createAirbnbReview(uc.deps, staff(), {
      listing_id: otherRoom,
      host_id: userId(),
      reviewer_id: userId(),
      rating: 2,
      review_text: 'Otra casa',
    });

    expect(await propertyAirbnbProfiles(uc.deps, owner.auth, property_id)).toEqual([
      { ...profile, review_count: 1 },
    ]);
    expect(await propertyAirbnbReviews(uc.deps, owner.auth, { property_id })).toEqual({
      items: [mine],
      total: 1,
      page: 1,
      pageSize: 20,
    });

    for (const label of ROLE_LABELS) {
      const person = await givenProfile(uc);
      await givenMember(uc, person.id, property_id, label);
      const answer = propertyAirbnbReviews(uc.deps, person.auth, { property_id }).then(
        () => 200,
        (e: AppError) => e.statusCode,
      );
      expect([label, await answer]).toEqual([label, can(label, 'airbnb_listing', 'select') ? 200 : 403]);
    }
    const stranger = await givenProfile(uc);
    expect((await failure(propertyAirbnbProfiles(uc.deps, stranger.auth, property_id))).statusCode).toBe(404);
  });
});
