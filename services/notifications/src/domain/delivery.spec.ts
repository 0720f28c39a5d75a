import { describe, expect, it } from 'vitest';
import { dedupeKey, messageIdOf, statusOnQueue } from './delivery.ts';

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

describe('the Message-ID of an email', () => {
  it('is the email id at the sender’s domain, the same on every try', () => {
    const id = '5b0c1b7e-3f43-4a9e-9d59-0f1f0c7d2a13';
    expect(messageIdOf(id, 'Casona <hola@casona.mx>')).toBe(`<${id}@casona.mx>`);
    expect(messageIdOf(id, 'avisos@Mail.Casona.MX')).toBe(`<${id}@mail.casona.mx>`);
    expect(messageIdOf(id, 'Casona')).toBe(`<${id}@casona.local>`);
    expect(messageIdOf(id, 'Casona <hola@casona.mx>')).toBe(messageIdOf(id, 'Casona <hola@casona.mx>'));
  });
});
