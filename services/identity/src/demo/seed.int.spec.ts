/**
 * Identity's demo seed on an empty database: the demo owner and the demo home's allies with their
 * labels, announced as real profiles and memberships are; run again it changes nothing; and no
 * one can sign in as any of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROPERTY_ID } from '@casona/proto';
import { login, sendPasswordReset } from '../app/accounts.ts';
import { META, payloadOf, startUseCases, type UseCases } from '../testing/use-cases.ts';
import { DEMO_OWNER, DEMO_PEOPLE } from './people.ts';
import { seedIdentityDemo } from './seed.ts';

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

const labels = async () =>
  Object.fromEntries(
    (
      await uc.sql<{ profile_id: string; label: string }>(
        'SELECT profile_id, label FROM property_customer WHERE property_id = $1',
        [DEMO_PROPERTY_ID],
      )
    ).map((r) => [r.profile_id, r.label]),
  );

describe('seedIdentityDemo', () => {
  it('adds the demo owner and allies, each announced, with their labels on the demo home', async () => {
    expect(await seedIdentityDemo(uc.deps)).toEqual({ profiles: 5, memberships: 5 });
    const profiles = await uc.sql<{ id: string; name: string; locale: string }>(
      'SELECT id, name, locale FROM profile ORDER BY id',
    );
    expect(profiles).toEqual(
      DEMO_PEOPLE.map((p) => ({ id: p.id, name: p.name, locale: p.locale })).sort((a, b) =>
        a.id.localeCompare(b.id),
      ),
    );
    expect(await labels()).toEqual(Object.fromEntries(DEMO_PEOPLE.map((p) => [p.id, p.label])));
    expect(DEMO_PEOPLE.filter((p) => p.label === 'WORKER')).toHaveLength(2);
    const created = (await uc.events('identity.profile.created')).map((e) => payloadOf(e).profileId);
    expect(created.sort()).toEqual(DEMO_PEOPLE.map((p) => p.id).sort());
    const added = (await uc.events('identity.membership.added')).map((e) => payloadOf(e));
    expect(added).toHaveLength(5);
    expect(added.every((p) => p.propertyId === DEMO_PROPERTY_ID)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = (await uc.events()).length;
    expect(await seedIdentityDemo(uc.deps)).toEqual({ profiles: 0, memberships: 0 });
    expect((await uc.events()).length).toBe(before);
  });

  it("puts a demo person's label back when it was changed", async () => {
    await uc.sql("UPDATE property_customer SET label = 'OWNER_AIRBNB' WHERE profile_id = $1", [
      DEMO_OWNER.id,
    ]);
    expect(await seedIdentityDemo(uc.deps)).toEqual({ profiles: 0, memberships: 1 });
    expect((await labels())[DEMO_OWNER.id]).toBe('OWNER');
  });

  it('lets no one sign in as a demo person, nor send them a password link', async () => {
    for (const person of DEMO_PEOPLE) {
      await expect(
        login(uc.deps, { email: person.email, password: 'cualquiera-123' }, META),
      ).rejects.toMatchObject({
        statusCode: 401,
      });
      await sendPasswordReset(uc.deps, person.email);
    }
    expect(await uc.events('identity.password_reset.requested')).toHaveLength(0);
  });
});
