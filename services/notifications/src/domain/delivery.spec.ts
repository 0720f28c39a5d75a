import { describe, expect, it } from 'vitest';
import { dedupeKey, statusOnQueue } from './delivery.ts';

// afterFailure, isTransient and describeError are covered in templates.spec.ts.
describe('queueing rules', () => {
  it('suppresses only optional mail to an address that opted out', () => {
    expect(statusOnQueue(false, true)).toBe('SUPPRESSED');
    expect(statusOnQueue(true, true)).toBe('QUEUED');
    expect(statusOnQueue(false, false)).toBe('QUEUED');
  });

  it('keys an email by source, template and recipient', () => {
    expect(dedupeKey('evt-1', 'password_reset', 'a@b.mx')).toBe('evt-1:password_reset:a@b.mx');
  });
});
