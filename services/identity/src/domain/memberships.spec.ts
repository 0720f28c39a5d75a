import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_STAFF_ROLES, ROLE_LABELS, can, type RoleLabel } from '@casona/proto';
import {
  checkAddMember,
  checkAnswer,
  checkChangeLabel,
  checkInvite,
  checkListInvitations,
  checkListMembers,
  checkRemoveMember,
  checkRevoke,
  grantableLabels,
  type Actor,
  type Member,
} from './memberships.ts';

const ME = 'me';
const OWNER: Member = { profileId: 'owner', label: 'OWNER' };
const member = (label: RoleLabel): Actor => ({ profileId: ME, staff: false, label });
const staff: Actor = { profileId: 'staff', staff: true, label: null };
const outsider: Actor = { profileId: ME, staff: false, label: null };

describe('who may see and change a property (table over every role label)', () => {
  for (const label of ROLE_LABELS) {
    const actor = member(label);
    it(`${label}: allies ${can(label, 'customer', 'select') ? 'visible' : 'hidden'}, invitations ${can(label, 'invitation', 'select') ? 'visible' : 'hidden'}`, () => {
      expect(checkListMembers(actor) === null).toBe(can(label, 'customer', 'select'));
      expect(checkListInvitations(actor) === null).toBe(can(label, 'invitation', 'select'));
      if (!can(label, 'customer', 'select'))
        expect(checkListMembers(actor)).toEqual({ kind: 'forbidden', key: 'permission.viewAllies' });
      if (!can(label, 'invitation', 'select'))
        expect(checkListInvitations(actor)).toEqual({ kind: 'forbidden', key: 'permission.viewInvitations' });
      const invite = checkInvite({
        actor,
        actorEmail: 'me@example.com',
        email: 'ally@example.com',
        inviteeProfileId: null,
        label: 'WORKER',
        members: [OWNER],
        pendingEmails: [],
      });
      expect(invite === null).toBe(can(label, 'invitation', 'insert'));
      const add = checkAddMember({ actor, profileId: 'ally', label: 'WORKER', members: [OWNER] });
      expect(add === null).toBe(can(label, 'customer', 'insert'));
    });
  }

  it('§6 examples: a WORKER reads allies but not invitations; OTHER sees nothing; OWNER invites', () => {
    expect(checkListMembers(member('WORKER'))).toBeNull();
    expect(checkListInvitations(member('WORKER'))).toMatchObject({ key: 'permission.viewInvitations' });
    expect(checkListMembers(member('OTHER'))).toMatchObject({ key: 'permission.viewAllies' });
    expect(checkListInvitations(member('OTHER'))).not.toBeNull();
    expect(
      checkInvite({
        actor: member('OWNER'),
        actorEmail: 'me@example.com',
        email: 'ally@example.com',
        inviteeProfileId: null,
        label: 'MANAGER',
        members: [{ profileId: ME, label: 'OWNER' }],
        pendingEmails: [],
      }),
    ).toBeNull();
  });

  it('someone with no label on the property, and staff', () => {
    expect(checkListMembers(outsider)).not.toBeNull();
    expect(checkListInvitations(outsider)).not.toBeNull();
    expect(checkListMembers(staff)).toBeNull();
    expect(checkListInvitations(staff)).toBeNull();
  });
});

describe('adding members', () => {
  it('members grant only the assignable staff roles; staff grant any label', () => {
    expect(grantableLabels({ staff: false })).toEqual(ASSIGNABLE_STAFF_ROLES);
    expect(grantableLabels({ staff: true })).toEqual(ROLE_LABELS);
    expect(
      checkAddMember({ actor: member('OWNER'), profileId: 'x', label: 'OWNER_MANAGER', members: [] }),
    ).toEqual({
      kind: 'invalid',
      key: 'validation.enum',
      path: '/label',
      params: { values: 'MANAGER, WORKER' },
    });
    expect(checkAddMember({ actor: staff, profileId: 'x', label: 'OWNER_MANAGER', members: [] })).toBeNull();
  });

  it('not yourself, not twice, one owner', () => {
    const actor = member('OWNER');
    expect(checkAddMember({ actor, profileId: ME, label: 'WORKER', members: [] })).toMatchObject({
      key: 'ally.cannotAddYourself',
    });
    const members: Member[] = [
      { profileId: ME, label: 'OWNER' },
      { profileId: 'ally', label: 'WORKER' },
    ];
    expect(checkAddMember({ actor, profileId: 'ally', label: 'MANAGER', members })).toMatchObject({
      kind: 'conflict',
      key: 'ally.alreadyAdded',
    });
    expect(checkAddMember({ actor: staff, profileId: 'ally', label: 'MANAGER', members })).toMatchObject({
      key: 'customer.oneRelation',
    });
    expect(checkAddMember({ actor: staff, profileId: 'new', label: 'OWNER_AIRBNB', members })).toMatchObject({
      kind: 'conflict',
      key: 'property.oneOwner',
    });
  });
});

describe('changing and removing members', () => {
  const members: Member[] = [
    { profileId: ME, label: 'MANAGER' },
    OWNER,
    { profileId: 'worker', label: 'WORKER' },
  ];
  it('a manager relabels a worker but not the owner nor themselves', () => {
    expect(
      checkChangeLabel({ actor: member('MANAGER'), profileId: 'worker', label: 'MANAGER', members }),
    ).toBeNull();
    expect(
      checkChangeLabel({ actor: member('MANAGER'), profileId: 'owner', label: 'WORKER', members }),
    ).toMatchObject({
      kind: 'forbidden',
    });
    expect(
      checkChangeLabel({ actor: member('MANAGER'), profileId: ME, label: 'OWNER', members }),
    ).toMatchObject({
      kind: 'forbidden',
    });
    expect(
      checkChangeLabel({ actor: member('MANAGER'), profileId: 'nobody', label: 'WORKER', members }),
    ).toMatchObject({
      kind: 'not_found',
    });
    expect(checkChangeLabel({ actor: staff, profileId: 'worker', label: 'OWNER', members })).toMatchObject({
      key: 'property.oneOwner',
    });
    expect(
      checkChangeLabel({ actor: staff, profileId: 'owner', label: 'OWNER_MANAGER', members }),
    ).toBeNull();
  });

  it('removal: customer delete, leaving yourself, never the owner unless staff', () => {
    expect(checkRemoveMember({ actor: member('MANAGER'), profileId: 'worker', members })).toBeNull();
    expect(
      checkRemoveMember({
        actor: member('WORKER'),
        profileId: ME,
        members: [{ profileId: ME, label: 'WORKER' }],
      }),
    ).toBeNull();
    expect(checkRemoveMember({ actor: member('WORKER'), profileId: 'owner', members })).toMatchObject({
      kind: 'forbidden',
    });
    expect(checkRemoveMember({ actor: member('MANAGER'), profileId: 'owner', members })).toMatchObject({
      kind: 'forbidden',
    });
    expect(checkRemoveMember({ actor: staff, profileId: 'owner', members })).toBeNull();
    expect(checkRemoveMember({ actor: staff, profileId: 'nobody', members })).toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('invitations', () => {
  const base = {
    actor: member('OWNER'),
    actorEmail: 'me@example.com',
    email: 'ally@example.com',
    inviteeProfileId: 'ally' as string | null,
    label: 'WORKER' as RoleLabel,
    members: [{ profileId: ME, label: 'OWNER' as RoleLabel }],
    pendingEmails: [] as string[],
  };
  it('§5: not yourself, not someone already on the property, one pending per ally, one owner', () => {
    expect(checkInvite({ ...base, email: 'me@example.com', inviteeProfileId: ME })).toMatchObject({
      key: 'ally.cannotAddYourself',
    });
    expect(
      checkInvite({ ...base, members: [...base.members, { profileId: 'ally', label: 'WORKER' }] }),
    ).toMatchObject({
      key: 'ally.alreadyAdded',
    });
    expect(checkInvite({ ...base, pendingEmails: ['ally@example.com'] })).toMatchObject({
      key: 'invitation.onePending',
    });
    expect(checkInvite({ ...base, actor: staff, label: 'OWNER_REALTOR' })).toMatchObject({
      key: 'property.oneOwner',
    });
    expect(checkInvite(base)).toBeNull();
  });

  const pending = {
    status: 'PENDING' as const,
    invitedBy: ME,
    profileId: 'ally',
    label: 'WORKER' as RoleLabel,
  };
  it('only the invitee answers, only while pending', () => {
    expect(
      checkAnswer({ invitation: pending, callerProfileId: 'ally', accept: true, members: [] }),
    ).toBeNull();
    expect(
      checkAnswer({ invitation: pending, callerProfileId: 'intruder', accept: true, members: [] }),
    ).toMatchObject({
      kind: 'not_found',
    });
    expect(
      checkAnswer({
        invitation: { ...pending, status: 'REVOKED' },
        callerProfileId: 'ally',
        accept: false,
        members: [],
      }),
    ).toEqual({ kind: 'conflict', key: 'invitation.notPending', path: '/invitation_id' });
    // Someone else learns nothing about it, answered or not.
    expect(
      checkAnswer({
        invitation: { ...pending, status: 'ACCEPTED' },
        callerProfileId: 'intruder',
        accept: true,
        members: [],
      }),
    ).toMatchObject({ kind: 'not_found' });
    expect(
      checkAnswer({
        invitation: { ...pending, label: 'OWNER' },
        callerProfileId: 'ally',
        accept: true,
        members: [OWNER],
      }),
    ).toMatchObject({ key: 'property.oneOwner' });
  });

  it('the inviter, staff or invitation deleters revoke', () => {
    expect(checkRevoke({ invitation: pending, actor: member('WORKER') })).toBeNull(); // the inviter (ME)
    expect(
      checkRevoke({ invitation: { ...pending, invitedBy: 'other' }, actor: member('WORKER') }),
    ).toMatchObject({
      kind: 'forbidden',
    });
    expect(
      checkRevoke({ invitation: { ...pending, invitedBy: 'other' }, actor: member('MANAGER') }),
    ).toBeNull();
    expect(checkRevoke({ invitation: { ...pending, status: 'ACCEPTED' }, actor: staff })).toEqual({
      kind: 'conflict',
      key: 'invitation.notPending',
      path: '/invitation_id',
    });
    expect(
      checkRevoke({
        invitation: { ...pending, status: 'REVOKED', invitedBy: 'other' },
        actor: member('WORKER'),
      }),
    ).toMatchObject({ kind: 'forbidden' });
  });
});
