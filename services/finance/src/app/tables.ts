/** Exchange rates, the withholding table and owners' RFCs: read by signed-in people, changed by staff. */
import type {
  ExchangeRate,
  ExchangeRateQuery,
  ExchangeRateUpsert,
  OwnerTaxProfile,
  TaxProfileQuery,
  TaxProfileUpsert,
  WithholdingRate,
  WithholdingRateUpdate,
  WithholdingRegime,
} from '@casona/proto';
import { PAGE_SIZE } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { badRequest, forbidden, validationFailed } from '@casona/kit/errors/errors';
import { isRfc, regimeOf } from '../domain/withholding.ts';
import type { Deps } from './deps.ts';
import {
  findTaxProfile,
  pageOfRates,
  rateOn,
  updateWithholdingRate as updateRow,
  withholdingOf,
  upsertRate,
  upsertTaxProfile as upsertProfileRow,
  withholdingRates as rateRows,
  type RateRow,
  type WithholdingRow,
} from './ledger-store.ts';

const rateView = (r: RateRow): ExchangeRate => ({ ...r, updated_at: r.updated_at.toISOString() });

const withholdingView = (r: WithholdingRow): WithholdingRate => ({
  regime: r.regime,
  isr_rate: r.isrRate,
  iva_rate: r.ivaRate,
  iva_withheld_share: r.ivaWithheldShare,
  legal_source: r.legalSource,
  effective_date: r.effectiveDate,
  updated_at: r.updatedAt.toISOString(),
});

export async function exchangeRates(deps: Deps, auth: AuthContext, query: ExchangeRateQuery) {
  requireProfile(auth);
  const page = query.page ?? 1;
  const { items, total } = await pageOfRates(deps.db, {
    from: query.from ?? null,
    to: query.to ?? null,
    page,
    pageSize: PAGE_SIZE,
  });
  return { items: items.map(rateView), total, page, pageSize: PAGE_SIZE };
}

export async function putExchangeRate(
  deps: Deps,
  auth: AuthContext,
  input: ExchangeRateUpsert,
): Promise<ExchangeRate> {
  // Spaces only name no source: every converted amount shows where its rate came from.
  if (!input.source.trim()) throw validationFailed([{ path: '/source', key: 'validation.required' }]);
  return deps.db.tx(async (tx) => {
    const before = await rateOn(tx, input.date);
    const row = await upsertRate(tx, {
      date: input.date,
      mxnPerUsd: input.mxn_per_usd,
      source: input.source.trim(),
      by: auth.profileId,
      now: deps.now(),
    });
    const fields = (r: RateRow) => ({ mxn_per_usd: r.mxn_per_usd, source: r.source });
    await audit(deps, tx, auth, {
      action: 'EXCHANGE_RATE_SET',
      entity: 'exchange_rate',
      entityId: row.date,
      entityLabel: row.date,
      before: before && fields(before),
      after: fields(row),
    });
    return rateView(row);
  });
}

export async function withholdingTable(deps: Deps, auth: AuthContext) {
  requireProfile(auth);
  return { items: (await rateRows(deps.db)).map(withholdingView) };
}

export async function putWithholdingRate(
  deps: Deps,
  auth: AuthContext,
  regime: WithholdingRegime,
  input: WithholdingRateUpdate,
): Promise<WithholdingRate> {
  return deps.db.tx(async (tx) => {
    const before = await withholdingOf(tx, regime);
    const row = await updateRow(
      tx,
      {
        regime,
        isrRate: input.isr_rate,
        ivaRate: input.iva_rate,
        ivaWithheldShare: input.iva_withheld_share,
        legalSource: input.legal_source.trim(),
        effectiveDate: input.effective_date,
      },
      deps.now(),
    );
    const fields = (r: WithholdingRow) => {
      const { updated_at: _at, regime: _regime, ...rest } = withholdingView(r);
      return rest;
    };
    await audit(deps, tx, auth, {
      action: 'WITHHOLDING_TABLE_SET',
      entity: 'withholding_rate',
      entityId: regime,
      entityLabel: null,
      before: before && fields(before),
      after: fields(row),
    });
    return withholdingView(row);
  });
}

/** Whose tax data the caller may see or keep: their own, anyone's for staff. */
function subject(auth: AuthContext, profileId: string | undefined): string {
  const me = requireProfile(auth);
  const who = profileId ?? me;
  if (who !== me && !isStaff(auth)) throw forbidden();
  return who;
}

export async function taxProfile(
  deps: Deps,
  auth: AuthContext,
  query: TaxProfileQuery,
): Promise<OwnerTaxProfile> {
  const who = subject(auth, query.profile_id);
  const row = await findTaxProfile(deps.db, who);
  return {
    profile_id: who,
    rfc: row?.rfc ?? null,
    regime: regimeOf(row?.rfc),
    updated_at: row ? row.updated_at.toISOString() : null,
  };
}

export async function putTaxProfile(
  deps: Deps,
  auth: AuthContext,
  input: TaxProfileUpsert,
): Promise<OwnerTaxProfile> {
  const who = subject(auth, input.profile_id);
  const rfc = input.rfc === null ? null : input.rfc.trim().toUpperCase();
  if (rfc !== null && !isRfc(rfc))
    throw badRequest({ messageKey: 'validation.rfc', issues: [{ path: '/rfc', key: 'validation.rfc' }] });
  const row = await upsertProfileRow(deps.db, { profileId: who, rfc, now: deps.now() });
  return {
    profile_id: who,
    rfc: row.rfc,
    regime: regimeOf(row.rfc),
    updated_at: row.updated_at.toISOString(),
  };
}
