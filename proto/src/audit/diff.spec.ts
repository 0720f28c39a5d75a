import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, serviceOfAuditAction } from './actions.ts';
import { auditChange, changedSomething } from './diff.ts';

describe('auditChange', () => {
  it('keeps only the fields that changed, on both sides', () => {
    expect(
      auditChange(
        { status: 'IN_REVIEW', name: 'Casa Lila', price: 100 },
        { status: 'PUBLISHED', name: 'Casa Lila', price: 100 },
      ),
    ).toEqual({ before: { status: 'IN_REVIEW' }, after: { status: 'PUBLISHED' } });
  });

  it('keeps a field added or removed on the side that has it', () => {
    expect(auditChange({ a: 1 }, { a: 1, b: 2 })).toEqual({ before: {}, after: { b: 2 } });
    expect(auditChange({ a: 1, b: 2 }, { a: 1 })).toEqual({ before: { b: 2 }, after: {} });
  });

  it('keeps the whole record when it was created or removed', () => {
    expect(auditChange(null, { label: 'OWNER_MANAGER' })).toEqual({
      before: null,
      after: { label: 'OWNER_MANAGER' },
    });
    expect(auditChange({ label: 'WORKER' }, null)).toEqual({ before: { label: 'WORKER' }, after: null });
  });

  it('never keeps a secret, however deep', () => {
    const change = auditChange(null, {
      email: 'a@b.mx',
      password_hash: 'x',
      refreshToken: 'y',
      nested: { apiKey: 'k', keep: 1 },
      list: [{ secret: 's', keep: 2 }],
    });
    expect(JSON.stringify(change)).not.toMatch(/password|Token|apiKey|secret|"x"|"y"|"k"|"s"/);
    expect(change.after).toEqual({ email: 'a@b.mx', nested: { keep: 1 }, list: [{ keep: 2 }] });
  });

  it('writes dates as ISO text and compares nested values by content', () => {
    const at = new Date('2026-11-29T10:00:00.000Z');
    expect(auditChange({ at, tags: ['a'] }, { at: new Date(at), tags: ['a', 'b'] })).toEqual({
      before: { tags: ['a'] },
      after: { tags: ['a', 'b'] },
    });
  });

  it('says whether anything changed', () => {
    expect(changedSomething(auditChange({ a: 1 }, { a: 1 }))).toBe(false);
    expect(changedSomething(auditChange({ a: 1 }, { a: 2 }))).toBe(true);
    expect(changedSomething(auditChange(null, {}))).toBe(true);
  });
});

describe('audit actions', () => {
  it('belong each to one service', () => {
    for (const action of AUDIT_ACTIONS)
      expect([
        'identity',
        'listings',
        'appraisal',
        'maintenance',
        'finance',
        'documents',
        'notifications',
      ]).toContain(serviceOfAuditAction(action));
  });
});
