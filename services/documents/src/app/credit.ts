/**
 * "Apta para crédito INFONAVIT / COFINAVIT": the verdict of a property from its files and the
 * published limits, announced (documents.credit_eligibility.changed) whenever it changes, and
 * answered with every reason in the caller's language.
 */
import type pg from 'pg';
import {
  translate,
  type CreditEligibilityView,
  type CreditLimitsPut,
  type CreditLimitsView,
  type MessageLocale as Locale,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import type { Queryable } from '@casona/kit/db/queryable';
import { notFound } from '@casona/kit/errors/errors';
import { creditEligibility, type CreditVerdict } from '../domain/credit.ts';
import {
  creditLimits,
  lastVerdict,
  propertiesToJudge,
  replaceCreditLimits,
  saveVerdict,
} from './credit-store.ts';
import type { Deps } from './deps.ts';
import { factsOf, todayOf } from './facts.ts';
import { filesOfProperties } from './file-store.ts';
import { propertyById } from './property-store.ts';

async function verdictOf(q: Queryable, propertyId: string, now: Date): Promise<CreditVerdict | null> {
  const property = await propertyById(q, propertyId);
  if (!property) return null;
  const limits = await creditLimits(q);
  return creditEligibility({
    files: (await filesOfProperties(q, [propertyId])).map(factsOf),
    today: todayOf(property, now),
    propertyType: property.type,
    price: property.price,
    limits: limits.limits.map((l) => ({
      program: l.program,
      propertyType: l.property_type,
      maxPrice: l.max_price,
    })),
  });
}

/**
 * Recomputes a property's verdict inside the caller's transaction and announces it when it
 * changed (the first verdict of a property is announced too).
 */
export async function judgeCredit(
  client: pg.ClientBase,
  deps: Pick<Deps, 'emit' | 'event' | 'now'>,
  propertyId: string,
): Promise<void> {
  const verdict = await verdictOf(client, propertyId, deps.now());
  if (!verdict) return;
  const reasons = verdict.conditions.filter((c) => !c.ok).map((c) => c.key as string);
  const last = await lastVerdict(client, propertyId);
  const same =
    last !== null &&
    last.eligible === verdict.eligible &&
    last.programs.join() === verdict.programs.join() &&
    last.reasons.join() === reasons.join();
  if (same) return;
  await saveVerdict(
    client,
    propertyId,
    { eligible: verdict.eligible, programs: verdict.programs, reasons },
    deps.now(),
  );
  await deps.emit(client, [
    deps.event('documents.credit_eligibility.changed', {
      propertyId,
      eligible: verdict.eligible,
      programs: verdict.programs,
      reasons,
    }),
  ]);
}

/** Public for a published property (its page shows it); otherwise for those who may read its files. */
export async function eligibilityOf(
  deps: Pick<Deps, 'db' | 'memberships' | 'now'>,
  auth: AuthContext,
  propertyId: string,
  locale: Locale,
): Promise<CreditEligibilityView> {
  const property = await propertyById(deps.db, propertyId);
  if (!property || property.deleted) throw notFound({ messageKey: 'property.notFound' });
  if (property.status !== 'PUBLISHED' && !isStaff(auth))
    await deps.memberships.assert(auth, propertyId, 'file', 'select');
  const verdict = (await verdictOf(deps.db, propertyId, deps.now()))!;
  const limits = await creditLimits(deps.db);
  return {
    property_id: propertyId,
    eligible: verdict.eligible,
    programs: verdict.programs,
    reasons: [
      ...(verdict.eligible ? [{ key: 'credit.eligible' as const, ok: true, params: {} }] : []),
      ...verdict.conditions,
    ].map((c) => ({ key: c.key, ok: c.ok, message: translate(c.key, locale, c.params) })),
    limits_source: limits.source,
    limits_published_on: limits.published_on,
  };
}

const limitsView = (row: Awaited<ReturnType<typeof creditLimits>>): CreditLimitsView => ({
  source: row.source,
  published_on: row.published_on,
  updated_at: row.updated_at.toISOString(),
  limits: row.limits,
});

export async function limitsOf(deps: Pick<Deps, 'db'>): Promise<CreditLimitsView> {
  return limitsView(await creditLimits(deps.db));
}

/** Staff replace the table; every property is judged again against it. */
export async function replaceLimits(
  deps: Pick<Deps, 'db' | 'emit' | 'event' | 'now'>,
  auth: AuthContext,
  input: CreditLimitsPut,
): Promise<CreditLimitsView> {
  const by = requireProfile(auth);
  return deps.db.tx(async (client) => {
    const before = limitsView(await creditLimits(client));
    await replaceCreditLimits(client, {
      source: input.source,
      published_on: input.published_on,
      limits: input.limits,
      updated_at: deps.now(),
      updated_by: by,
    });
    for (const id of await propertiesToJudge(client)) await judgeCredit(client, deps, id);
    const after = limitsView(await creditLimits(client));
    const fields = ({ updated_at: _at, ...rest }: CreditLimitsView) => rest;
    await audit(deps, client, auth, {
      action: 'CREDIT_LIMITS_UPDATED',
      entity: 'credit_limits',
      entityId: 'infonavit',
      entityLabel: null,
      before: fields(before),
      after: fields(after),
    });
    return after;
  });
}
