import type pg from 'pg';
import type { EventEnvelope } from '../ports/event-bus.ts';

export interface OutboxEvent extends EventEnvelope {
  topic: string;
}

/**
 * Writes events into the service's outbox with the caller's transaction client, so they commit or
 * roll back together with the change they describe. Never publish from an after-commit hook: a crash
 * between commit and publish would lose the event.
 */
export async function writeToOutbox(client: pg.ClientBase, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  const values: unknown[] = [];
  const rows = events.map((e, i) => {
    values.push(e.id, e.topic, e.type, e.v, e.key, e.producer, JSON.stringify(e.payload), e.occurredAt);
    const o = i * 8;
    return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}, $${o + 7}::jsonb, $${o + 8})`;
  });
  await client.query(
    `INSERT INTO outbox (id, topic, type, v, key, producer, payload, occurred_at) VALUES ${rows.join(', ')}`,
    values,
  );
}

export interface OutboxRow {
  seq: number;
  id: string;
  topic: string;
  type: string;
  v: number;
  key: string;
  producer: string;
  payload: unknown;
  occurred_at: Date;
}

export const envelopeOf = (row: OutboxRow): EventEnvelope => ({
  id: row.id,
  type: row.type,
  v: row.v,
  occurredAt: row.occurred_at.toISOString(),
  producer: row.producer,
  key: row.key,
  payload: row.payload,
});
