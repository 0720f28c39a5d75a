/**
 * Identity's answer to a service that began keeping profiles after they last changed (issue 19:
 * finance's payers): every existing profile once as identity.profile.snapshot with its current
 * values, page after page, in the caller's transaction; a deleted profile is not announced again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenAccount, payloadOf, startUseCases, type UseCases } from '../testing/use-cases.ts';
import { deleteProfile, snapshotProfiles, updateProfile } from './profiles.ts';

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases();
}, 120_000);
afterAll(async () => uc?.stop());

describe('a snapshot of every profile', () => {
  it('announces each existing profile once with its current values, across pages, and none deleted', async () => {
    const people = [];
    for (const name of ['Ana Ríos', 'Beto Luna', 'Carla Sol', 'Dora Paz', 'Eva Mar'])
      people.push(await givenAccount(uc, { name }));
    await updateProfile(uc.deps, people[1]!.id, { name: 'Alberto Luna', phone_number: '5512345678' });
    await deleteProfile(uc.deps, people[4]!.id);
    const total = (await uc.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM profile')).rows[0]!
      .n;

    // Pages of two: three pages for four profiles, the last one short.
    const sent = await uc.deps.db.tx((tx) => snapshotProfiles(tx, uc.deps, 2));
    expect(sent).toBe(total);
    const announced = (await uc.events('identity.profile.snapshot')).map(payloadOf);
    expect(announced).toHaveLength(total);
    expect(new Set(announced.map((p) => p.profileId)).size).toBe(total);
    const about = (id: string) => announced.find((p) => p.profileId === id);
    expect(about(people[0]!.id)).toEqual({
      profileId: people[0]!.id,
      email: people[0]!.email,
      name: 'Ana Ríos',
      locale: 'ES',
      phoneNumber: null,
      imgUrl: null,
    });
    expect(about(people[1]!.id)).toMatchObject({ name: 'Alberto Luna', phoneNumber: '5512345678' });
    expect(about(people[4]!.id)).toBeUndefined();
  });
});
