import { makeEvent, type CasonaEnvelope, type EventPayload, type EventType } from '@casona/proto';

/**
 * Makes an event of proto's catalogue stamped with one service's name (`producer`) and clock, its
 * payload checked against the catalogue; `ctx.event` on every service's context.
 */
export type EventFactory = <T extends EventType>(
  type: T,
  payload: EventPayload<T>,
  options?: { key?: string },
) => CasonaEnvelope<T>;

export function eventFactory(producer: string, now: () => Date): EventFactory {
  return (type, payload, options = {}) => makeEvent(type, { payload, producer, now: now(), ...options });
}
