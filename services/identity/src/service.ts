import { fileURLToPath } from 'node:url';
import type { ServiceContext, ServiceDefinition } from '@casona/kit/runtime/service';
import { createOidcClient, type OidcClient } from './adapters/oidc-client.ts';
import { createPasswordHasher } from './adapters/password-hasher.ts';
import { loadSigningKeys } from './adapters/signing-keys.ts';
import { PASSWORD_RESET_JOB, sendPasswordReset } from './app/accounts.ts';
import { cleanup } from './app/cleanup.ts';
import type { Deps } from './app/deps.ts';
import { makeFirstOwner } from './app/first-owner.ts';
import { DEMO_SEED_JOB, DEMO_SEED_RETRY, platformListens } from '@casona/proto';
import { setStripeCustomerId } from './app/private-info-store.ts';
import { snapshotProfiles } from './app/profiles.ts';
import { seedAdmin } from './app/staff.ts';
import { loadIdentityConfig, type IdentityConfig } from './config.ts';
import { demoRoutes } from './demo/routes.ts';
import { seedIdentityDemo } from './demo/seed.ts';
import { adminRoutes } from './routes/admin.ts';
import { auditRoutes } from './routes/audit.ts';
import { recordAuditEntry } from './app/audit.ts';
import { authRoutes } from './routes/auth.ts';
import { internalRoutes } from './routes/internal.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { useLiveAuth } from './routes/live-auth.ts';
import { privateInfoRoutes } from './routes/profile-private-info.ts';
import { profileRoutes } from './routes/profile.ts';
import { propertyCustomerRoutes } from './routes/property-customer.ts';

export interface IdentityOptions {
  /** Schema, consumer group and queue name; 'identity' in every deployment, unique in tests. */
  name?: string;
  /** Environment to read identity's settings from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The clock every expiry is computed with (tests move it). */
  now?: () => Date;
  /** Seed the first administrator on an empty database (default: only in embedded mode). */
  seedAdmin?: boolean;
  /** Seed the demo's people and memberships (default: SEED_DEMO, else only in embedded mode). */
  seedDemo?: boolean;
}

/** PDFs of 4 MB arrive as about 5.4 MB of base64 JSON. */
const BODY_LIMIT = 8 * 1024 * 1024;
const CLEANUP_JOB = 'cleanup';

/**
 * The ports identity's use cases run on, built by the kit from its context once per start (the
 * definition's `deps`), before consumers, jobs and routes, which all receive the same object.
 */
async function buildDeps(ctx: ServiceContext, config: IdentityConfig): Promise<Deps> {
  const keys = await loadSigningKeys({
    privateKeyPem: config.JWT_PRIVATE_KEY,
    previousKeyPem: config.JWT_PREVIOUS_PUBLIC_KEY,
    dataDir: ctx.config.DATA_DIR,
    logger: ctx.logger,
  });
  if (!config.JWT_PRIVATE_KEY && !ctx.config.embedded) {
    ctx.logger.warn(
      'JWT_PRIVATE_KEY is not set: signing with a key kept under DATA_DIR; every identity replica needs the same key',
    );
  }
  return {
    db: ctx.db,
    emit: ctx.emit,
    event: ctx.event,
    storage: ctx.storage,
    jobs: ctx.jobs,
    logger: ctx.logger,
    config,
    platform: ctx.config,
    hasher: createPasswordHasher({
      memoryCost: config.PASSWORD_HASH_MEMORY_KIB,
      timeCost: config.PASSWORD_HASH_TIME_COST,
      parallelism: config.PASSWORD_HASH_PARALLELISM,
    }),
    keys,
    now: ctx.now,
  };
}

export function createIdentityService(options: IdentityOptions = {}): ServiceDefinition<Deps> {
  const config = loadIdentityConfig(options.env);
  const google: OidcClient | null =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? createOidcClient({
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
        })
      : null;

  return {
    name: options.name ?? 'identity',
    description:
      'Accounts, sessions (ES256 access tokens, rotating refresh tokens), Google sign-in, profiles, staff roles, property memberships and invitations.',
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    bodyLimit: BODY_LIMIT,
    // Every deployment and suite names identity's events 'identity', whatever its schema is called.
    producer: 'identity',
    now: options.now,
    deps: (ctx) => buildDeps(ctx, config),
    async routes(app, ctx, d) {
      if (options.seedAdmin ?? ctx.config.embedded) await seedAdmin(d);
      // After the administrator: seedAdmin only seeds a database without any profile.
      if (options.seedDemo ?? config.SEED_DEMO ?? ctx.config.embedded) {
        // The single-process platform seeds once every service listens (a job); elsewhere now.
        if (ctx.config.embedded)
          await ctx.jobs.enqueue(DEMO_SEED_JOB, {}, { jobId: 'identity-demo-seed', ...DEMO_SEED_RETRY });
        else await seedIdentityDemo(d);
      }
      await ctx.jobs.schedule(CLEANUP_JOB, {}, { key: 'identity-cleanup', everyMs: 3600_000 });
      useLiveAuth(app, d);
      authRoutes(app, d, google);
      profileRoutes(app, d);
      privateInfoRoutes(app, d);
      propertyCustomerRoutes(app, d);
      invitationRoutes(app, d);
      adminRoutes(app, d);
      auditRoutes(app, d);
      demoRoutes(app, d);
    },
    async internalRoutes(app, _ctx, d) {
      await internalRoutes(app, d);
    },
    consumers(consumer, ctx, d) {
      // The staff audit log: every service's staff actions and permission changes (#19).
      consumer.on('audit.entry.recorded', async (event, tx) => {
        await recordAuditEntry(tx, event);
      });
      consumer.on('listings.property.created', async (event, tx) => {
        await makeFirstOwner(tx, d, {
          propertyId: event.payload.propertyId,
          ownerProfileId: event.payload.ownerProfileId,
          createdBy: event.payload.createdBy,
          owner: event.payload.owner,
        });
      });
      // Finance began keeping payers: every existing profile once, for those its events no longer reach.
      consumer.on('finance.payer.history_requested', async (_event, tx) => {
        const sent = await snapshotProfiles(tx, d);
        ctx.logger.info({ sent }, 'profiles sent to finance');
      });
      // The payment-provider customer id of §3's private info: finance creates it and keeps its own copy.
      consumer.on('finance.stripe_customer.created', async (event, tx) => {
        await setStripeCustomerId(
          tx,
          event.payload.profileId,
          event.payload.customerId,
          new Date(event.occurredAt),
        );
      });
    },
    jobs(queue, ctx, d) {
      queue.register<{ email: string }>(PASSWORD_RESET_JOB, async ({ email }) => sendPasswordReset(d, email));
      queue.register(DEMO_SEED_JOB, async () => {
        // The single-process platform: only once every service listens (proto's platformListens).
        if (ctx.config.embedded && !(await platformListens(ctx.config.PUBLIC_URL)))
          throw new Error('the demo waits for the platform to listen');
        const seeded = await seedIdentityDemo(d);
        if (seeded.profiles + seeded.memberships > 0) ctx.logger.info(seeded, 'demo people seeded');
      });
      queue.register(CLEANUP_JOB, async () => {
        const removed = await cleanup(d);
        ctx.logger.info({ removed }, 'identity cleanup done');
      });
    },
  };
}

export const service: ServiceDefinition<Deps> = createIdentityService();
