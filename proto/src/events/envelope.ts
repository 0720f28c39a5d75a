/**
 * The envelope every Casona event travels in, from a service's outbox table to Kafka (or the
 * in-process bus) and into consumers. The payload's schema is chosen by (type, v) in the catalogue.
 */
import { Type, type Static } from 'typebox';

export const EventEnvelope = Type.Object({
  /** Unique per event; consumers remember it to stay idempotent under at-least-once delivery. */
  id: Type.String({ format: 'uuid' }),
  /** `<service>.<aggregate>.<event>`, e.g. `listings.reservation.added`. */
  type: Type.String({ pattern: '^[a-z_]+\\.[a-z_]+\\.[a-z_]+$' }),
  /** Payload schema version: additive optional fields keep it, anything else bumps it. */
  v: Type.Integer({ minimum: 1 }),
  occurredAt: Type.String({ format: 'date-time' }),
  /** The service that wrote the event (e.g. `identity`), for tracing and dead-letter triage. */
  producer: Type.String({ minLength: 1 }),
  /** Kafka message key: the aggregate id, or the property id for property-scoped events. */
  key: Type.String({ minLength: 1 }),
  payload: Type.Unknown(),
});
export type EventEnvelope = Static<typeof EventEnvelope>;
