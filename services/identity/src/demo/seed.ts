/**
 * Identity's part of the demo (§2 /demo): the demo owner and the allies of the demo home, with
 * their memberships, by proto's fixed ids. Idempotent: run on every start, it adds what is missing
 * and puts a changed label back; run again, it changes nothing. Through identity's own use cases,
 * so identity.profile.created and identity.membership.added reach the services that project them.
 * Independent of the start order: identity needs nothing from listings for these rows, and a
 * listings.property.created naming the demo owner finds its owner label already there (or, when
 * it came first, made the same OWNER membership); a label someone changed is put back here.
 */
import { DEMO_PROPERTY_ID } from '@casona/proto';
import type { Deps } from '../app/deps.ts';
import { lockProperty, membersOf } from '../app/membership-store.ts';
import { insertMember, relabel } from '../app/memberships.ts';
import { profileExists } from '../app/profile-store.ts';
import { createProfile } from '../app/profiles.ts';
import { DEMO_PEOPLE } from './people.ts';

export interface DemoSeedResult {
  profiles: number;
  memberships: number;
}

/** Adds the demo's missing people and memberships; answers how many of each it added or relabelled. */
export async function seedIdentityDemo(deps: Deps): Promise<DemoSeedResult> {
  return deps.db.tx(async (client) => {
    await lockProperty(client, DEMO_PROPERTY_ID);
    let profiles = 0;
    let memberships = 0;
    for (const person of DEMO_PEOPLE) {
      if (await profileExists(client, person.id)) continue;
      await createProfile(client, deps, {
        id: person.id,
        email: person.email,
        name: person.name,
        locale: person.locale,
        phoneNumber: person.phoneNumber,
        dataSource: 'email',
        source: 'register',
      });
      profiles++;
    }
    const members = await membersOf(client, DEMO_PROPERTY_ID);
    for (const person of DEMO_PEOPLE) {
      const member = members.find((m) => m.profileId === person.id);
      if (!member) {
        await insertMember(client, deps, {
          profileId: person.id,
          propertyId: DEMO_PROPERTY_ID,
          label: person.label,
          addedBy: null,
        });
        memberships++;
      } else if (member.label !== person.label) {
        await relabel(client, deps, {
          profileId: person.id,
          propertyId: DEMO_PROPERTY_ID,
          label: person.label,
          previousLabel: member.label,
        });
        memberships++;
      }
    }
    return { profiles, memberships };
  });
}
