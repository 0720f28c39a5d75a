import { describe, expect, it } from 'vitest';
import { PROPERTY_STATUSES, type PropertyStatus } from '@casona/proto';
import { canEditDetails, canTransition, transitionEffects, TRANSITIONS } from './lifecycle.ts';

describe('property lifecycle (§4)', () => {
  it('allows exactly the review, publication, sale and deletion steps', () => {
    const allowed = PROPERTY_STATUSES.flatMap((from) =>
      PROPERTY_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'REVISION→ACCEPTED',
      'REVISION→REJECTED',
      'REVISION→DELETED',
      'ACCEPTED→PUBLISHED',
      'ACCEPTED→DELETED',
      'REJECTED→REVISION',
      'REJECTED→DELETED',
      'PUBLISHED→SOLD',
      'PUBLISHED→DELETED',
      'SOLD→DELETED',
    ]);
  });

  it('every live status can be deleted, and nothing leaves DELETED', () => {
    for (const from of PROPERTY_STATUSES.filter((s) => s !== 'DELETED'))
      expect(canTransition(from, 'DELETED')).toBe(true);
    expect(TRANSITIONS.DELETED).toEqual([]);
    expect(canTransition('REVISION', 'PUBLISHED')).toBe(false);
    expect(canTransition('PUBLISHED', 'REVISION')).toBe(false);
  });

  it('publishing stamps the time, rejecting keeps the reason, reopening clears it, selling labels SOLD', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(transitionEffects('PUBLISHED', { now })).toEqual({ publishedAt: now });
    expect(transitionEffects('REJECTED', { now, rejectionReason: 'Faltan fotos' })).toEqual({
      rejectionReason: 'Faltan fotos',
    });
    expect(transitionEffects('REJECTED', { now })).toEqual({ rejectionReason: null });
    expect(transitionEffects('REVISION', { now })).toEqual({ rejectionReason: null });
    expect(transitionEffects('SOLD', { now })).toEqual({ label: 'SOLD' });
    expect(transitionEffects('ACCEPTED', { now })).toEqual({});
  });
});

describe('who edits details (§4)', () => {
  const statuses: PropertyStatus[] = [...PROPERTY_STATUSES];
  it('staff always', () => {
    for (const status of statuses)
      expect(canEditDetails({ status, staff: true, memberCanUpdate: false })).toBe(true);
  });
  it('members with update permission only while in review or rejected', () => {
    const editable = statuses.filter((status) =>
      canEditDetails({ status, staff: false, memberCanUpdate: true }),
    );
    expect(editable).toEqual(['REVISION', 'REJECTED']);
  });
  it('members without update permission never', () => {
    for (const status of statuses)
      expect(canEditDetails({ status, staff: false, memberCanUpdate: false })).toBe(false);
  });
});
