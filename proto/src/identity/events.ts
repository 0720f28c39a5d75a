/** The events identity produces, from proto's one catalogue (events/catalogue.ts). */
import type { CasonaEnvelope, EventPayload, EventType } from '../events/catalogue.ts';

/** `identity.profile.created`, `identity.membership.added`, … */
export type IdentityEventType = Extract<EventType, `identity.${string}`>;
/** An identity event as the outbox carries it, its payload typed by its `type`. */
export type IdentityEvent<T extends IdentityEventType = IdentityEventType> = CasonaEnvelope<T>;
export type IdentityEventPayload<T extends IdentityEventType> = EventPayload<T>;
