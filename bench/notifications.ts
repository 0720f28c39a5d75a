/**
 * Emails per second through the whole notifications pipeline, and the latency of each email from
 * its event's commit to the mail transport accepting it:
 *
 *   producer transaction writes `identity.password_reset.requested` into its outbox → outbox relay
 *   (LISTEN/NOTIFY) → event bus → notifications' consumer (dedup transaction: email row) →
 *   dispatcher (NOTIFY at commit) → `send-email` job (BullMQ: Redis when REDIS_URL is set, else
 *   PostgreSQL) → Mailer → a local SMTP server (`smtp-server`) or the embedded file outbox.
 *
 * The real notifications service runs (startService, its migrations, consumer, dispatcher, job
 * workers) on the kit's in-process bus; the producer is a schema with the kit's outbox and relay,
 * as identity has. Two variants, each on fresh schemas dropped afterwards:
 *   smtp    Mailer = nodemailer pool to an smtp-server on 127.0.0.1
 *   outbox  Mailer = the file outbox (embedded mode), in a temporary directory
 * Two phases per variant:
 *   steady  --events=300 at --rate=50 per second (each event its own transaction): latency
 *   burst   --burst=1000 events written by --writers=8 transactions in a closed loop: emails/s
 * "Accepted" is the email's sent_at: the instant Mailer.send resolved (SMTP 250 after DATA, or
 * both files renamed into place). Send concurrency is the service setting EMAIL_CONCURRENCY
 * (--email-concurrency, default the service's 4).
 *
 * Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (optional).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createNotificationsService } from '@casona/notifications/service';
import { startSmtpServer, type TestSmtpServer } from '@casona/notifications/testing/smtp';
import { eventDefinition, makeEvent } from '@casona/proto';
import { createDatabase, type Database } from '@casona/kit/db/database';
import { migrate } from '@casona/kit/db/migrate';
import { writeToOutbox } from '@casona/kit/events/outbox';
import { createOutboxRelay, type OutboxRelay } from '@casona/kit/events/relay';
import { createLogger } from '@casona/kit/log/logger';
import { createInfrastructure, type Infrastructure } from '@casona/kit/runtime/infrastructure';
import { loadPlatformConfig } from '@casona/kit/runtime/platform-config';
import { startService, type RunningService } from '@casona/kit/runtime/service';
import { num, type Flags } from './lib/options.ts';
import { log, type BenchResult } from './lib/report.ts';
import { round, summarise, type LatencySummary } from './lib/stats.ts';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const TYPE = 'identity.password_reset.requested';

interface Settings {
  events: number;
  rate: number;
  burst: number;
  writers: number;
  emailConcurrency: number;
  settleMs: number;
}

interface PhaseResult {
  written: number;
  sent: number;
  lost: number;
  /** Emails accepted per second, first commit to last acceptance. */
  emailsPerS: number;
  latency: LatencySummary;
}

interface VariantResult {
  variant: 'smtp' | 'outbox';
  steady: PhaseResult;
  burst: PhaseResult;
  /** SMTP only: messages the server received (a duplicate send would show here). */
  serverReceived?: number;
}

function assertLoopback(url: string, what: string): void {
  const host = new URL(url).hostname;
  if (!(host === 'localhost' || /^127\./.test(host) || host === '[::1]' || host === '')) {
    throw new Error(`refusing to benchmark against ${what} at ${host}: benchmarks use loopback servers only`);
  }
}

/** One password reset per recipient, as identity would publish it. */
function resetEvent(recipient: string) {
  return makeEvent(TYPE, {
    producer: 'identity',
    payload: {
      profileId: randomUUID(),
      email: recipient,
      locale: 'ES',
      resetUrl: `https://casona.mx/dashboard/profile/change_password#reset_token=${randomUUID()}`,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
}

class Pipeline {
  readonly committed = new Map<string, number>();
  readonly producer: Database;
  readonly notifications: RunningService;
  constructor(producer: Database, notifications: RunningService) {
    this.producer = producer;
    this.notifications = notifications;
  }

  async write(recipient: string): Promise<void> {
    const event = resetEvent(recipient);
    await this.producer.tx((client) =>
      writeToOutbox(client, [{ ...event, topic: eventDefinition(TYPE).topic }]),
    );
    this.committed.set(recipient, Date.now());
  }

  /** sent_at (ms since epoch) of every accepted email among `recipients`. */
  async accepted(recipients: string[]): Promise<Map<string, number>> {
    const { rows } = await this.notifications.context.db.query<{ recipient: string; sent_at: Date }>(
      "SELECT recipient, sent_at FROM email_notification WHERE status = 'SENT' AND recipient = ANY($1::text[])",
      [recipients],
    );
    return new Map(rows.map((r) => [r.recipient, r.sent_at.getTime()]));
  }

  async waitFor(recipients: string[], ms: number): Promise<Map<string, number>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const done = await this.accepted(recipients);
      if (done.size === recipients.length || Date.now() > deadline) return done;
      await sleep(100);
    }
  }

  result(recipients: string[], accepted: Map<string, number>): PhaseResult {
    const latencies: number[] = [];
    let first = Number.POSITIVE_INFINITY;
    let last = 0;
    for (const r of recipients) {
      const c = this.committed.get(r);
      const a = accepted.get(r);
      if (c !== undefined) first = Math.min(first, c);
      if (c === undefined || a === undefined) continue;
      latencies.push(a - c);
      last = Math.max(last, a);
    }
    return {
      written: recipients.filter((r) => this.committed.has(r)).length,
      sent: latencies.length,
      lost: recipients.length - latencies.length,
      emailsPerS:
        latencies.length > 0 && last > first ? round(latencies.length / ((last - first) / 1000), 1) : 0,
      latency: summarise(latencies),
    };
  }
}

const recipientsFor = (phase: string, n: number, runId: string) =>
  Array.from({ length: n }, (_, i) => `bench.${phase}.${i}.${runId}@example.mx`);

async function steady(p: Pipeline, s: Settings, runId: string): Promise<PhaseResult> {
  const recipients = recipientsFor('steady', s.events, runId);
  const interval = 1000 / s.rate;
  const t0 = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < recipients.length; i++) {
    const wait = t0 + i * interval - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(p.write(recipients[i]!));
  }
  await Promise.all(inFlight);
  return p.result(recipients, await p.waitFor(recipients, s.settleMs));
}

async function burst(p: Pipeline, s: Settings, runId: string): Promise<PhaseResult> {
  const recipients = recipientsFor('burst', s.burst, runId);
  let next = 0;
  await Promise.all(
    Array.from({ length: s.writers }, async () => {
      while (next < recipients.length) await p.write(recipients[next++]!);
    }),
  );
  return p.result(recipients, await p.waitFor(recipients, s.settleMs));
}

async function runVariant(
  variant: VariantResult['variant'],
  url: string,
  redisUrl: string | undefined,
  s: Settings,
): Promise<VariantResult> {
  const runId = randomUUID().slice(0, 8);
  const producerSchema = `bench_producer_${runId}`;
  const serviceSchema = `bench_notifications_${runId}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casona-bench-mail-'));
  let smtp: TestSmtpServer | undefined;
  let infra: Infrastructure | undefined;
  let service: RunningService | undefined;
  let relay: OutboxRelay | undefined;
  let producer: Database | undefined;
  log(
    'notifications',
    `${variant}: schemas ${producerSchema}, ${serviceSchema}; jobs on ${redisUrl ? 'Redis' : 'PostgreSQL'}`,
  );
  try {
    if (variant === 'smtp') smtp = await startSmtpServer();
    const logger = createLogger('bench-notifications', 'warn');
    infra = await createInfrastructure(
      loadPlatformConfig({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        INTERNAL_TOKEN: 'bench-internal-token',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...(smtp ? { SMTP_URL: smtp.url } : {}),
      }),
      logger,
    );
    service = await startService(
      createNotificationsService({
        name: serviceSchema,
        env: { EMAIL_CONCURRENCY: String(s.emailConcurrency), TEAM_EMAIL: 'equipo@casona.test' },
      }),
      infra,
    );
    await migrate({ url, schema: producerSchema });
    producer = createDatabase({ url, schema: producerSchema, applicationName: 'casona-bench' });
    relay = createOutboxRelay({ db: producer, url, bus: infra.bus });
    await relay.start();
    const pipeline = new Pipeline(producer, service);

    // Not measured: first connections, SMTP pool, JIT.
    const warm = recipientsFor('warm', 30, runId);
    for (const r of warm) await pipeline.write(r);
    const warmed = await pipeline.waitFor(warm, 60_000);
    if (warmed.size < warm.length)
      throw new Error(
        `${variant}: ${warm.length - warmed.size} of ${warm.length} warm-up emails never went out`,
      );

    log('notifications', `${variant}: steady ${s.events} events at ${s.rate}/s…`);
    const st = await steady(pipeline, s, runId);
    log(
      'notifications',
      `${variant}: steady p50 ${st.latency.p50} p95 ${st.latency.p95} p99 ${st.latency.p99} max ${st.latency.max} ms, lost ${st.lost}`,
    );
    log('notifications', `${variant}: burst ${s.burst} events, ${s.writers} writers…`);
    const bu = await burst(pipeline, s, runId);
    log(
      'notifications',
      `${variant}: burst ${bu.emailsPerS} emails/s, p95 ${bu.latency.p95} ms, lost ${bu.lost}`,
    );
    const result: VariantResult = { variant, steady: st, burst: bu };
    if (smtp) result.serverReceived = smtp.received.length;
    return result;
  } finally {
    await relay?.stop();
    await service?.stop();
    await infra?.close();
    await smtp?.close();
    if (producer) {
      await producer.query(`DROP SCHEMA IF EXISTS ${producerSchema} CASCADE`);
      await producer.query(`DROP SCHEMA IF EXISTS ${serviceSchema} CASCADE`);
      await producer.close();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchNotifications(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const s: Settings = {
    events: num(flags, 'events', 300),
    rate: num(flags, 'rate', 50),
    burst: num(flags, 'burst', 1000),
    writers: num(flags, 'writers', 8),
    emailConcurrency: num(flags, 'email-concurrency', 4),
    settleMs: num(flags, 'settle-ms', 120_000),
  };
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  assertLoopback(url, 'PostgreSQL');
  const redisUrl = process.env.REDIS_URL || undefined;
  if (redisUrl) assertLoopback(redisUrl, 'Redis');
  const notes: string[] = [];
  if (!redisUrl) notes.push('REDIS_URL is unset: jobs ran on BullMQ over PostgreSQL (the embedded mode)');

  const results: VariantResult[] = [];
  for (const variant of ['smtp', 'outbox'] as const) {
    try {
      results.push(await runVariant(variant, url, redisUrl, s));
    } catch (err) {
      const message = `${variant}: failed — ${err instanceof Error ? err.message : String(err)}`;
      notes.push(message);
      log('notifications', message);
    }
  }

  const metrics: BenchResult['metrics'] = {
    jobs: redisUrl ? 'redis' : 'postgres',
    emailConcurrency: s.emailConcurrency,
    steadyRatePerS: s.rate,
  };
  for (const r of results) {
    metrics[`${r.variant}BurstEmailsPerS`] = r.burst.emailsPerS;
    metrics[`${r.variant}P50Ms`] = r.steady.latency.p50;
    metrics[`${r.variant}P95Ms`] = r.steady.latency.p95;
    metrics[`${r.variant}P99Ms`] = r.steady.latency.p99;
    metrics[`${r.variant}BurstP95Ms`] = r.burst.latency.p95;
    const lost = r.steady.lost + r.burst.lost;
    if (lost > 0) notes.push(`${r.variant}: ${lost} emails never went out within ${s.settleMs} ms`);
    if (r.serverReceived !== undefined) {
      const expected = 30 + r.steady.sent + r.burst.sent;
      if (r.serverReceived !== expected)
        notes.push(
          `${r.variant}: the SMTP server received ${r.serverReceived} messages for ${expected} emails`,
        );
    }
  }
  return {
    name: 'notifications',
    ok: results.length === 2 && results.every((r) => r.steady.lost + r.burst.lost === 0),
    startedAt,
    durationMs: Math.round(performance.now() - t0),
    metrics,
    notes,
    details: { settings: s, results },
  };
}
