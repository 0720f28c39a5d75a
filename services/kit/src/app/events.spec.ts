import { describe, expect, it } from 'vitest';
import { EventValidationError } from '@casona/proto';
import { eventFactory } from './events.ts';

describe('eventFactory (ctx.event)', () => {
  const profileId = '0b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f';
  let clock = new Date('2026-03-01T12:00:00.000Z');
  const event = eventFactory('notifications', () => clock);

  it("stamps the catalogue event with the service's name and clock, keyed by the catalogue", () => {
    const made = event('identity.profile.deleted', { profileId });
    expect(made).toMatchObject({
      type: 'identity.profile.deleted',
      v: 1,
      producer: 'notifications',
      key: profileId,
      occurredAt: '2026-03-01T12:00:00.000Z',
      payload: { profileId },
    });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    clock = new Date('2026-03-02T08:30:00.000Z');
    expect(event('identity.profile.deleted', { profileId }).occurredAt).toBe('2026-03-02T08:30:00.000Z');
    expect(event('identity.profile.deleted', { profileId }, { key: 'other' }).key).toBe('other');
  });

  it('refuses a payload the catalogue does not describe', () => {
    expect(() =>
      event('identity.profile.deleted', { profileId: 'not-a-uuid' } as unknown as { profileId: string }),
    ).toThrow(EventValidationError);
  });
});
