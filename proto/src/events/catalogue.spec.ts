import { describe, expect, it } from 'vitest';
import {
  EVENT_CATALOGUE,
  EventValidationError,
  TOPICS,
  deadLetterTopic,
  decodeEvent,
  eventDefinition,
  isEventType,
  makeEvent,
  topicsFor,
  type CasonaEnvelope,
  type CasonaEvent,
} from './index.ts';

const PROPERTY = '7d9f1c1e-5b7a-4a55-9a53-2f0f6f3c1a10';
const LISTING = '0b8d6e2a-3c4f-4e1d-8a2b-9c7d5e3f1a20';
const RESERVATION = 'c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f601';
const PROFILE = '3e0f8a4b-1c2d-4e5f-9a6b-7c8d9e0f1a2b';

const reservation = {
  reservationId: RESERVATION,
  propertyId: PROPERTY,
  airbnbListingId: LISTING,
  confirmationCode: 'HMABCD1234',
  checkIn: '2026-12-01',
  checkOut: '2026-12-05',
  nights: 4,
  guestAmount: 2,
  cleaningFee: 400,
  petFee: null,
  guestServiceFee: null,
  hostServiceFee: 300,
  nightlyRateAdjustment: -100,
  occupancyTaxes: null,
  remittedOccupancyTax: null,
  totalEarned: 8_400,
  totalPaid: null,
  currency: 'MXN',
  isDirectBooking: false,
  tentative: false,
  turnoverPrevious: false,
  turnoverNext: true,
} as const;

describe('catalogue', () => {
  it('has unique event types', () => {
    const types = EVENT_CATALOGUE.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
  });

  it('names types <service>.<aggregate>.<event> and starts at version 1', () => {
    for (const d of EVENT_CATALOGUE) {
      expect(d.type).toMatch(
        /^(identity|listings|appraisal|documents|finance|maintenance|notifications|audit)\.[a-z_]+\.[a-z_]+$/,
      );
      expect(Number.isInteger(d.v) && d.v >= 1).toBe(true);
    }
  });

  it('puts each aggregate on its own topic casona.<service>.<aggregate>', () => {
    for (const d of EVENT_CATALOGUE) {
      const [service, aggregate] = d.type.split('.');
      expect(d.topic).toBe(`casona.${service}.${aggregate}`);
    }
  });

  it('uses only valid Kafka topic names, dead-letter topics included', () => {
    for (const topic of [...TOPICS, ...TOPICS.map(deadLetterTopic)]) {
      expect(topic).toMatch(/^[a-zA-Z0-9._-]+$/);
      expect(topic.length).toBeLessThanOrEqual(249);
      expect(topic).not.toMatch(/^\.\.?$/);
    }
  });

  it('lists every topic exactly once', () => {
    expect(new Set(TOPICS).size).toBe(TOPICS.length);
    expect([...TOPICS].sort()).toEqual([...new Set(EVENT_CATALOGUE.map((d) => d.topic))].sort());
    expect(TOPICS).toContain('casona.identity.profile');
    expect(TOPICS).toContain('casona.listings.reservation');
  });

  it('keys every event by a required payload field', () => {
    for (const d of EVENT_CATALOGUE) {
      expect(d.payload.properties).toHaveProperty(d.key);
      expect(d.payload.required ?? []).toContain(d.key);
    }
  });

  it('keys property-scoped events by property id so they stay ordered per property', () => {
    for (const d of EVENT_CATALOGUE) {
      const scoped = d.type.startsWith('listings.') || /membership|invitation/.test(d.type);
      if (scoped) expect(d.key, d.type).toBe('propertyId');
    }
  });

  it('covers the events the services exchange', () => {
    for (const type of [
      'identity.profile.created',
      'identity.password_reset.requested',
      'identity.membership.added',
      'identity.invitation.revoked',
      'listings.property.status_changed',
      'listings.tour.requested',
      'listings.lead.created',
      'listings.airbnb_listing.submitted',
      'listings.reservation.canceled',
      'notifications.notification.email_failed',
      'notifications.contact.received',
      'notifications.manager_application.received',
    ]) {
      expect(isEventType(type), type).toBe(true);
    }
    expect(isEventType('listings.property.teleported')).toBe(false);
  });

  it('finds definitions and the topics a consumer needs', () => {
    expect(eventDefinition('listings.reservation.added').topic).toBe('casona.listings.reservation');
    expect(
      topicsFor(['listings.reservation.added', 'listings.reservation.canceled', 'identity.membership.added']),
    ).toEqual(['casona.listings.reservation', 'casona.identity.membership']);
  });
});

describe('makeEvent', () => {
  it('builds a full envelope keyed by the property', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    const event = makeEvent('listings.reservation.added', {
      payload: reservation,
      producer: 'listings',
      now,
    });
    expect(event).toMatchObject({
      type: 'listings.reservation.added',
      v: 1,
      occurredAt: '2026-11-21T10:00:00.000Z',
      producer: 'listings',
      key: PROPERTY,
      payload: reservation,
    });
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('uses the given id and key', () => {
    const id = '9f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
    const event = makeEvent('identity.profile.deleted', {
      payload: { profileId: PROFILE },
      producer: 'identity',
      id,
      key: 'custom-key',
    });
    expect(event.id).toBe(id);
    expect(event.key).toBe('custom-key');
  });

  it('rejects a wrong payload, naming every problem', () => {
    const bad = { ...reservation, nights: -1, currency: 'EUR', checkIn: 'tomorrow' };
    // @ts-expect-error the compiler rejects it too
    const make = () => makeEvent('listings.reservation.added', { payload: bad, producer: 'listings' });
    expect(make).toThrow(EventValidationError);
    try {
      make();
    } catch (error) {
      const paths = (error as EventValidationError).issues.map((i) => i.path);
      expect(paths).toEqual(expect.arrayContaining(['/nights', '/currency', '/checkIn']));
    }
  });

  it('rejects a payload missing a field', () => {
    const { confirmationCode: _omitted, ...partial } = reservation;
    expect(() =>
      // @ts-expect-error missing confirmationCode
      makeEvent('listings.reservation.canceled', { payload: partial, producer: 'listings' }),
    ).toThrow(/confirmationCode/);
  });

  it('accepts a stay read from a feed: no listing money, guests or code, only dates (all nullable)', () => {
    const fromFeed = {
      ...reservation,
      confirmationCode: null,
      guestAmount: null,
      cleaningFee: null,
      hostServiceFee: null,
      nightlyRateAdjustment: null,
      totalEarned: null,
    };
    expect(() =>
      makeEvent('listings.reservation.added', { payload: fromFeed, producer: 'listings' }),
    ).not.toThrow();
    expect(() =>
      makeEvent('listings.reservation.updated', {
        payload: { ...fromFeed, airbnbListingId: null, isDirectBooking: true, changes: ['dates'] },
        producer: 'listings',
      }),
    ).not.toThrow();
    expect(() =>
      makeEvent('listings.reservation.added', {
        payload: { ...fromFeed, totalEarned: 1e11 },
        producer: 'listings',
      }),
    ).toThrow(/totalEarned/);
  });

  it('rejects an unknown type and an empty producer', () => {
    // @ts-expect-error not in the catalogue
    expect(() => makeEvent('listings.property.teleported', { payload: {}, producer: 'x' })).toThrow(
      /unknown/,
    );
    expect(() =>
      makeEvent('identity.profile.deleted', { payload: { profileId: PROFILE }, producer: '' }),
    ).toThrow(EventValidationError);
  });
});

describe('invitation events', () => {
  const invitation = {
    invitationId: RESERVATION,
    propertyId: PROPERTY,
    profileId: null,
    label: 'WORKER',
  } as const;

  it('announces an invitation to an email with no account yet (profileId null, email required)', () => {
    const payload = { ...invitation, invitedBy: PROFILE, email: 'aliada@example.mx', locale: 'ES' } as const;
    expect(() => makeEvent('identity.invitation.created', { payload, producer: 'identity' })).not.toThrow();
    expect(() =>
      makeEvent('identity.invitation.created', {
        payload: { ...payload, profileId: PROFILE },
        producer: 'identity',
      }),
    ).not.toThrow();
    const { email: _email, ...withoutEmail } = payload;
    expect(() =>
      // @ts-expect-error email is required
      makeEvent('identity.invitation.created', { payload: withoutEmail, producer: 'identity' }),
    ).toThrow(/email/);
  });

  it('a revoked invitation may never have reached an account; an answered one always did', () => {
    expect(() =>
      makeEvent('identity.invitation.revoked', { payload: invitation, producer: 'identity' }),
    ).not.toThrow();
    expect(() =>
      // @ts-expect-error only the invitee answers, so the profile is known
      makeEvent('identity.invitation.accepted', { payload: invitation, producer: 'identity' }),
    ).toThrow(EventValidationError);
  });
});

describe('decodeEvent', () => {
  it('round-trips a made event through JSON and narrows on type', () => {
    const made = makeEvent('listings.reservation.added', { payload: reservation, producer: 'listings' });
    const event: CasonaEnvelope = decodeEvent(JSON.parse(JSON.stringify(made)));
    const nights = (e: CasonaEvent) =>
      e.type === 'listings.reservation.added' ? e.payload.nights : undefined;
    expect(nights(event)).toBe(4);
  });

  it('rejects unknown versions, unknown types and bad payloads', () => {
    const made = makeEvent('identity.profile.deleted', {
      payload: { profileId: PROFILE },
      producer: 'identity',
    });
    expect(() => decodeEvent({ ...made, v: 2 })).toThrow(/version/);
    expect(() => decodeEvent({ ...made, type: 'identity.profile.renamed' })).toThrow(/unknown/);
    expect(() => decodeEvent({ ...made, payload: { profileId: 'nope' } })).toThrow(/payload/);
    expect(() => decodeEvent({ ...made, id: 'nope' })).toThrow(/envelope/);
    expect(() => decodeEvent('garbage')).toThrow(EventValidationError);
  });

  it('tolerates fields added by a newer producer', () => {
    const made = makeEvent('identity.profile.deleted', {
      payload: { profileId: PROFILE },
      producer: 'identity',
    });
    expect(() => decodeEvent({ ...made, payload: { profileId: PROFILE, reason: 'gdpr' } })).not.toThrow();
  });
});
