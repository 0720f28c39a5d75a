/**
 * The one place where Kafka topic settings are decided. Topic names come from the event catalogue
 * in `@casona/proto` (`casona.<service>.<aggregate>`, dead letters `<topic>.dlq`); this file says
 * how each is created: partitions, replicas, retention. `ensureTopics` (kafka-bus.ts) applies it at
 * service start and whenever the bus meets a topic for the first time. Settings only apply when a
 * topic is created; changing one here does not alter an existing topic.
 */
import { DEAD_LETTER_SUFFIX } from '@casona/proto/events/index';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Enough parallelism for a few replicas of a service; per-key order holds within a partition. */
export const DEFAULT_PARTITIONS = 3;
/** Long enough to rebuild a projection or replay after a week-long consumer outage. */
export const EVENT_RETENTION_MS = 7 * DAY_MS;
/** Operators need time to notice, fix and replay a poison event. */
export const DEAD_LETTER_RETENTION_MS = 30 * DAY_MS;
/**
 * Dead letters are rare and read by people: one partition keeps them in arrival order, and nothing
 * consumes them in parallel.
 */
export const DEAD_LETTER_PARTITIONS = 1;
/** -1 lets the cluster decide (`default.replication.factor`): 1 on a dev broker, 3 in production. */
export const BROKER_DEFAULT_REPLICATION = -1;

export interface TopicConfig {
  partitions: number;
  replicationFactor: number;
  /** Topic-level broker settings applied at creation. */
  configs: Record<string, string>;
}

interface TopicOverride {
  partitions?: number;
  retentionMs?: number;
  /** Retention of this topic's `.dlq`. */
  deadLetterRetentionMs?: number;
}

/** Topics whose settings differ from the defaults, by base topic name. */
const overrides: Readonly<Record<string, TopicOverride>> = {
  // Carries single-use password-reset links: keep them no longer than they are useful, and do not
  // let a dead-lettered copy outlive them by a month either.
  'casona.identity.password_reset': { retentionMs: DAY_MS, deadLetterRetentionMs: DAY_MS },
};

export function isDeadLetterTopic(topic: string): boolean {
  return topic.endsWith(DEAD_LETTER_SUFFIX);
}

export interface TopicDefaults {
  /** Partitions for event topics without an override (dead-letter topics keep theirs). */
  partitions?: number;
  replicationFactor?: number;
}

/** How `topic` is created. `defaults` come from the caller (e.g. the bus configuration). */
export function topicConfig(topic: string, defaults: TopicDefaults = {}): TopicConfig {
  const replicationFactor = defaults.replicationFactor ?? BROKER_DEFAULT_REPLICATION;
  if (isDeadLetterTopic(topic)) {
    const base = overrides[topic.slice(0, -DEAD_LETTER_SUFFIX.length)];
    return {
      partitions: DEAD_LETTER_PARTITIONS,
      replicationFactor,
      configs: { 'retention.ms': String(base?.deadLetterRetentionMs ?? DEAD_LETTER_RETENTION_MS) },
    };
  }
  const override = overrides[topic];
  return {
    partitions: override?.partitions ?? defaults.partitions ?? DEFAULT_PARTITIONS,
    replicationFactor,
    configs: { 'retention.ms': String(override?.retentionMs ?? EVENT_RETENTION_MS) },
  };
}
