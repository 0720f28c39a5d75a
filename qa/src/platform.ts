/**
 * The whole platform for the cross-cutting suites: every service of proto's SERVICE_NAMES on the
 * kit's test platform (real PostgreSQL, one schema each, in-process events, jobs in PostgreSQL)
 * behind the real gateway, so every request is authenticated, rate limited and routed as in a
 * deployment. People come from the kit's accounts builder; properties are submitted through
 * listings' public API and reach every service through the real events.
 */
import { OWNER_ROLE_LABELS, type RoleLabel, type ServiceName } from '@casona/proto';
import { createAppraisalService } from '@casona/appraisal/service';
import { createDocumentsService } from '@casona/documents/service';
import { createFinanceService } from '@casona/finance/service';
import { startFakeStripe } from '@casona/finance/testing/stripe-server';
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import { createMaintenanceService } from '@casona/maintenance/service';
import { createNotificationsService } from '@casona/notifications/service';
import type { AccountsTarget, Account } from '@casona/kit/testing/accounts';
import { grant, registerAccount, staffAccount } from '@casona/kit/testing/accounts';
import { startTestPlatform, type TestPlatform } from '@casona/kit/testing/platform';
import { createListingsService } from '../../services/listings/src/service.ts';
import { buildSubmission } from '../../services/listings/src/testing/harness.ts';

export type { Account } from '@casona/kit/testing/accounts';

export type Platform = TestPlatform<ServiceName> & AccountsTarget;

/** Starts identity first (listings' first-owner chain runs through it), then the rest, then the gateway. */
export async function startWholePlatform(
  name = 'qa',
  options: {
    config?: Record<string, string>;
    /** Settings for identity over the suites' fast test hash (e.g. the production argon2 cost). */
    identityEnv?: Record<string, string>;
  } = {},
): Promise<Platform> {
  const unlimited = { max: 10_000_000, timeWindowMs: 60_000 };
  // Payments against the local server that speaks Stripe's API (finance's own suites use it).
  const stripe = await startFakeStripe();
  const platform = await startTestPlatform<ServiceName>({
    name,
    services: {
      identity: (schema) =>
        createIdentityService({
          name: schema,
          env: { ...FAST_HASH, ...options.identityEnv, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
          // The demo's people, so GET /demo/session answers as in production (503 only before them).
          seedDemo: true,
        }),
      listings: (schema) =>
        createListingsService({ name: schema, env: {}, seedDemo: false, calendarSync: false }),
      appraisal: (schema) => createAppraisalService({ name: schema }),
      maintenance: (schema) => createMaintenanceService({ name: schema }),
      finance: (schema) =>
        createFinanceService({
          name: schema,
          env: {
            STRIPE_SECRET_KEY: stripe.apiKey,
            STRIPE_WEBHOOK_SECRET: 'whsec_casona_qa',
            STRIPE_API_BASE: stripe.base,
          },
        }),
      documents: (schema) => createDocumentsService({ name: schema, dailyJobs: false }),
      notifications: (schema) => createNotificationsService({ name: schema }),
    },
    config: options.config,
    gateway: (gatewayOptions) =>
      createGateway({
        ...gatewayOptions,
        rateLimit: unlimited,
        formRateLimit: unlimited,
        bodyLimit: 20 * 1024 * 1024,
      }),
  });
  return {
    ...platform,
    identitySql: platform.sql('identity'),
    async stop() {
      await platform.stop();
      await stripe.close();
    },
  };
}

/** Submits a property as `owner` and waits until every service heard of it and of its OWNER. */
export async function submitProperty(p: Platform, owner: Account, name: string): Promise<string> {
  const res = await p.call('POST', '/api/v1/submit_property', {
    token: owner.accessToken,
    body: buildSubmission({ name }),
  });
  if (res.status !== 201) throw new Error(`submission failed: ${res.status} ${JSON.stringify(res.body)}`);
  await p.settle();
  return res.body.property_id as string;
}

/** One seat of the matrix: a person holding `label` on `propertyId`. */
export interface Seat {
  label: RoleLabel;
  account: Account;
  propertyId: string;
}

export interface Cast {
  admin: Account;
  staff: Account;
  /** A person with no label anywhere (signed in, member of nothing). */
  stranger: Account;
  /** Each label on a property of its own (one owner-type label per property, §6). */
  seats: Map<RoleLabel, Seat>;
  /** An owner of another property: a member, but not of the seat's property. */
  outsider: Seat;
}

/** Admin, staff, a stranger, each of the 8 labels on a property and an owner of another property. */
export async function castEveryone(p: Platform, labels: readonly RoleLabel[]): Promise<Cast> {
  const admin = await staffAccount(p, 'ADMIN', { name: 'Admin QA' });
  const staff = await staffAccount(p, 'STAFF', { name: 'Staff QA' });
  const stranger = await registerAccount(p, { name: 'Persona Ajena' });
  const seats = new Map<RoleLabel, Seat>();
  for (const label of labels) {
    const owner = await registerAccount(p, { name: `Dueña ${label}` });
    const propertyId = await submitProperty(p, owner, `Casa ${label}`);
    if (label === 'OWNER') {
      seats.set(label, { label, account: owner, propertyId });
      continue;
    }
    const account = await registerAccount(p, { name: `Persona ${label}` });
    if ((OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label)) {
      // One owner per property (§6): the submitter steps aside for the owner-type label under test.
      const removed = await p.call('DELETE', '/api/v1/admin/property_customer', {
        token: admin.accessToken,
        body: { property_id: propertyId, profile_id: owner.id },
      });
      if (removed.status >= 300) throw new Error(`removing the submitter failed: ${removed.status}`);
      await p.settle();
    }
    await grant(p, admin, account, propertyId, label);
    seats.set(label, { label, account, propertyId });
  }
  const outsiderOwner = await registerAccount(p, { name: 'Dueño Vecino' });
  const outsider = {
    label: 'OWNER' as const,
    account: outsiderOwner,
    propertyId: await submitProperty(p, outsiderOwner, 'Casa Vecina'),
  };
  await p.settle();
  return { admin, staff, stranger, seats, outsider };
}
