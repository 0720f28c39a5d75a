/** The events listings produces, from proto's one catalogue (events/catalogue.ts). */
import type { CasonaEnvelope, EventPayload, EventType } from '../events/catalogue.ts';

/** `listings.property.created`, `listings.tour.requested`, … */
export type ListingsEventType = Extract<EventType, `listings.${string}`>;
/** A listings event as the outbox carries it, its payload typed by its `type`. */
export type ListingsEvent<T extends ListingsEventType = ListingsEventType> = CasonaEnvelope<T>;
export type ListingsEventPayload<T extends ListingsEventType> = EventPayload<T>;
