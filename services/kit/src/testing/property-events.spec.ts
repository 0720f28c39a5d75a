import { describe, expect, it } from 'vitest';
import { makeEvent } from '@casona/proto';
import { propertyCreatedPayload } from './property-events.ts';

describe('propertyCreatedPayload', () => {
  it("is a payload listings' event schema accepts, with a fresh id and a slug from it", () => {
    const one = propertyCreatedPayload();
    const two = propertyCreatedPayload();
    expect(two.propertyId).not.toBe(one.propertyId);
    expect(one.slug).toBe(`casa-colibri-${one.propertyId.slice(0, 8)}`);
    const event = makeEvent('listings.property.created', { producer: 'listings', payload: one });
    expect(event.key).toBe(one.propertyId);
  });

  it('keeps the overrides, including an owner named by email', () => {
    const owner = { email: 'ana@example.com', name: 'Ana', phoneNumber: null, locale: 'ES' as const };
    const payload = propertyCreatedPayload({
      name: 'Casa Jacaranda',
      state: 'Puebla',
      city: 'Puebla',
      owner,
    });
    expect(payload).toMatchObject({ name: 'Casa Jacaranda', state: 'Puebla', city: 'Puebla', owner });
    expect(() => makeEvent('listings.property.created', { producer: 'listings', payload })).not.toThrow();
  });
});
