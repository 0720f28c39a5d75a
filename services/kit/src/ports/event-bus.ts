/**
 * The event backbone, as the services see it. Two adapters implement it: Kafka (cluster) and
 * in-process (embedded default). Services never call `publish` directly: they write events into
 * their outbox in the same transaction as the change, and the relay publishes them.
 */

/** The versioned envelope every event travels in (ARCHITECTURE.md, "Events"). */
export interface EventEnvelope<TPayload = unknown> {
  /** UUID v4, unique per event; consumers deduplicate on it. */
  id: string;
  /** Dotted name, `<producer>.<aggregate>.<what happened>`, e.g. `identity.profile.created`. */
  type: string;
  /** Payload schema version. */
  v: number;
  /** ISO-8601 instant of the state change. */
  occurredAt: string;
  /** Service that wrote the event. */
  producer: string;
  /** Aggregate id; order is kept per key. */
  key: string;
  payload: TPayload;
}

export interface SubscribeOptions {
  /** Consumer group: every group gets every event once (at least once); members of one group share them. */
  group: string;
  topics: readonly string[];
  /**
   * Called for each event, in order per key. Resolving acknowledges the event. Rejecting makes the
   * bus deliver the same event again later (with backoff): the bus never skips an event that was not
   * acknowledged. Retry limits and dead-lettering are the consumer runtime's job, above the bus.
   */
  handle(event: EventEnvelope, topic: string): Promise<void>;
  /**
   * Optional: several consecutive events of one partition at once, oldest first, when the bus has
   * more than one waiting (Kafka). Resolving acknowledges them all (one offset commit); rejecting
   * delivers them all again, as `handle` would. A bus that does not batch calls `handle` only.
   */
  handleBatch?(events: readonly EventEnvelope[], topic: string): Promise<void>;
  /** Most events per `handleBatch` call (default: the bus's own limit). */
  maxBatch?: number;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface EventBus {
  readonly kind: 'kafka' | 'in-process';
  /**
   * Resolves once every event is durably accepted by the bus (Kafka: acknowledged by the broker;
   * in-process: handed to and acknowledged by every current subscriber of the topic). Rejects
   * otherwise; the caller (the outbox relay) then tries again.
   */
  publish(topic: string, events: readonly EventEnvelope[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Parks a poison event where operators can find it (Kafka: the `<topic>.dlq` topic). */
  deadLetter(topic: string, event: EventEnvelope, error: string): Promise<void>;
  /** Throws when the bus cannot be reached; used by readiness and /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
