import { describe, expect, it } from 'vitest';
import { afterFailure, dedupeKey, describeError, isTransient, statusOnQueue } from './delivery.ts';

describe('delivery rules', () => {
  it('suppresses only optional mail to an address that opted out', () => {
    expect(statusOnQueue(false, true)).toBe('SUPPRESSED');
    expect(statusOnQueue(true, true)).toBe('QUEUED');
    expect(statusOnQueue(false, false)).toBe('QUEUED');
  });

  it('keys an email by source, template and recipient', () => {
    expect(dedupeKey('evt-1', 'password_reset', 'a@b.mx')).toBe('evt-1:password_reset:a@b.mx');
  });

  it('retries a transient failure while tries remain, and fails for good otherwise', () => {
    expect(afterFailure({ attempts: 1, maxAttempts: 3, transient: true })).toEqual({
      status: 'QUEUED',
      willRetry: true,
    });
    expect(afterFailure({ attempts: 3, maxAttempts: 3, transient: true })).toEqual({
      status: 'FAILED',
      willRetry: false,
    });
    expect(afterFailure({ attempts: 1, maxAttempts: 3, transient: false }).willRetry).toBe(false);
    expect(isTransient(Object.assign(new Error('550'), { transient: false }))).toBe(false);
    expect(isTransient(new Error('?'))).toBe(true);
    expect(describeError(new Error('x'.repeat(2000)))).toHaveLength(1000);
  });
});
