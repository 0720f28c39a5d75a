/**
 * The appraisal use cases: appraise from an address or a pin (the model's price and range, the
 * short-term-rental ranges, within §5's bounds, announced), read one, take the owner's feedback
 * (announced with the model's error), staff's page with the error summary, and the presentation.
 */
import { randomUUID } from 'node:crypto';
import type {
  AdminAppraisalQuery,
  AppraisalAdminPage,
  AppraisalFeedbackInput,
  AppraisalPresentation,
  AppraisalView,
  MessageLocale,
  PresentationView,
  SubmitAppraisal,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { badRequest, forbidden, notFound } from '@casona/kit/errors/errors';
import {
  boundedPrices,
  boundedRate,
  capRateRange,
  errorSummary,
  modelError,
  withinRange,
} from '../domain/appraisal.ts';
import {
  appraisalById,
  correctedPrices,
  feedbackCounts,
  insertAppraisal,
  pageOfAppraisals,
  presentationOf,
  saveFeedback,
  upsertPresentation,
  type AppraisalRow,
  type NewAppraisal,
  type PresentationRow,
  type StoredEarnings,
} from './appraisal-store.ts';
import type { Deps } from './deps.ts';

/** Where the model has no data it says so: §8's 'Unsupported area', never an invented number. */
const unsupportedArea = () => badRequest({ messageKey: 'area.unsupported' });
const appraisalNotFound = () => notFound({ messageKey: 'appraisal.notFound' });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function viewOf(row: AppraisalRow): AppraisalView {
  const earnings: StoredEarnings = row.str_estimate ?? {
    available: false,
    adr: null,
    occupancy: null,
    monthly_earnings: null,
    cap_rate: null,
    comparables_count: 0,
  };
  return {
    id: row.id,
    name: row.name,
    place_id: row.place_id,
    search_address_string: row.search_address_string,
    latitude: row.latitude,
    longitude: row.longitude,
    street: row.street,
    exterior_number: row.exterior_number,
    interior_number: row.interior_number,
    zip: row.zip,
    city: row.city,
    state: row.state,
    phone_number: row.phone_number,
    type: row.type as AppraisalView['type'],
    built_area: row.built_area,
    total_area: row.total_area,
    year_built: row.year_built,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    half_bathrooms: row.half_bathrooms,
    parking_spaces: row.parking_spaces,
    floors: row.floors,
    used: row.used,
    price: row.price,
    min_price: row.min_price,
    max_price: row.max_price,
    cap_rate: row.cap_rate,
    occupation_rate: row.occupation_rate,
    average_daily_rate: row.average_daily_rate,
    external_price: row.external_price,
    external_min_price: row.external_min_price,
    external_max_price: row.external_max_price,
    external_occupation_rate: row.external_occupation_rate,
    external_average_daily_rate: row.external_average_daily_rate,
    feedback: row.feedback as AppraisalView['feedback'],
    feedback_message: row.feedback_message,
    feedback_corrected_price: row.feedback_corrected_price,
    presentation_created_at: iso(row.presentation_created_at),
    created_at: row.created_at.toISOString(),
    model_version: row.model_version,
    comparables: row.comparables,
    earnings,
  };
}

/** Appraise, store and announce; 400 'Unsupported area' where the model has no coverage. */
export async function createAppraisal(
  deps: Deps,
  auth: AuthContext,
  input: SubmitAppraisal,
  locale: MessageLocale,
): Promise<AppraisalView> {
  const model = await deps.valuation.appraise({
    latitude: input.latitude,
    longitude: input.longitude,
    built_area: input.built_area,
    total_area: input.total_area,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    property_type: input.type,
    years_built: input.years_built,
    ...(input.state ? { state: input.state } : {}),
    ...(input.city ? { municipality: input.city } : {}),
  });
  if (!model.supported) throw unsupportedArea();
  const prices = boundedPrices(model);

  const str = await deps.valuation.estimateShortTermRental({
    latitude: input.latitude,
    longitude: input.longitude,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    guests: Math.max(1, input.bedrooms * 2),
    room_type: 'Entire home/apt',
    price: prices.price,
    yearly_costs: 0,
  });
  const earnings: StoredEarnings = str.available
    ? {
        available: true,
        adr: str.adr,
        occupancy: { ...str.occupancy },
        monthly_earnings: str.monthly_earnings,
        // No expenses are known at appraisal time: the cap rate is gross until the property's own
        // yearly costs (predial, maintenance, services…) are recorded.
        cap_rate: capRateRange(str.adr, str.occupancy, 0, prices.price),
        comparables_count: str.comparables.length,
      }
    : {
        available: false,
        adr: null,
        occupancy: null,
        monthly_earnings: null,
        cap_rate: null,
        comparables_count: 0,
      };

  const now = deps.now();
  const row: NewAppraisal = {
    id: randomUUID(),
    profile_id: auth.profileId,
    name: input.name,
    place_id: input.place_id,
    search_address_string: input.search_address_string,
    latitude: input.latitude,
    longitude: input.longitude,
    street: input.street ?? '',
    exterior_number: input.exterior_number || null,
    interior_number: input.interior_number || null,
    zip: input.zip ?? null,
    city: input.city ?? '',
    state: input.state ?? '',
    phone_number: input.phone_number || null,
    type: input.type,
    built_area: input.built_area,
    total_area: input.total_area,
    year_built: now.getUTCFullYear() - input.years_built,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    half_bathrooms: input.half_bathrooms ?? 0,
    parking_spaces: input.parking_spaces ?? 0,
    floors: input.floors ?? 1,
    used: input.used ?? false,
    ...prices,
    cap_rate: earnings.cap_rate ? boundedRate(earnings.cap_rate.mid) : 0,
    occupation_rate: earnings.occupancy ? boundedRate(earnings.occupancy.mid) : 0,
    average_daily_rate: earnings.adr ? Math.max(0, earnings.adr.mid) : 0,
    str_estimate: earnings,
    external_price: null,
    external_min_price: null,
    external_max_price: null,
    external_occupation_rate:
      input.get_external_occupation_rate && earnings.occupancy ? boundedRate(earnings.occupancy.mid) : null,
    external_average_daily_rate:
      input.get_external_occupation_rate && earnings.adr ? Math.max(0, earnings.adr.mid) : null,
    comparables: model.comparables.map((c) => ({
      id: String(c.id),
      latitude: c.latitude,
      longitude: c.longitude,
      price: c.price,
      built_area: c.built_area ?? null,
      distance_m: c.distance_m,
      source: c.source,
      listed_at: c.listed_at ?? null,
    })),
    model_version: model.model_version,
    created_at: now,
  };

  await deps.db.tx(async (client) => {
    await insertAppraisal(client, row);
    await deps.emit(client, [
      deps.event('appraisal.appraisal.created', {
        appraisalId: row.id,
        profileId: row.profile_id,
        searchAddressString: row.search_address_string,
        state: row.state,
        city: row.city,
        price: row.price,
        minPrice: row.min_price,
        maxPrice: row.max_price,
        capRate: row.cap_rate,
        occupationRate: row.occupation_rate,
        averageDailyRate: row.average_daily_rate,
        earningsAvailable: earnings.available,
        locale: locale === 'en' ? 'EN' : 'ES',
      }),
    ]);
  });
  return viewOf({
    ...row,
    feedback: null,
    feedback_message: null,
    feedback_corrected_price: null,
    feedback_at: null,
    presentation_created_at: null,
  });
}

export async function getAppraisal(deps: Deps, id: string): Promise<AppraisalView> {
  const row = await appraisalById(deps.db, id);
  if (!row) throw appraisalNotFound();
  return viewOf(row);
}

/**
 * The owner's opinion of the price. An appraisal made while signed in takes feedback only from its
 * owner or staff; one made by a visitor, from whoever holds its link. The latest opinion counts.
 */
export async function giveFeedback(
  deps: Deps,
  auth: AuthContext,
  input: AppraisalFeedbackInput,
): Promise<AppraisalView> {
  const row = await deps.db.tx(async (client) => {
    const current = await appraisalById(client, input.appraisal_id, true);
    if (!current) throw appraisalNotFound();
    if (current.profile_id !== null && current.profile_id !== auth.profileId && !isStaff(auth))
      throw forbidden();
    const message = input.feedback_message?.trim() ? input.feedback_message.trim() : null;
    const corrected = input.feedback_corrected_price ?? null;
    const at = deps.now();
    await saveFeedback(client, current.id, { feedback: input.feedback, message, corrected, at });
    await deps.emit(client, [
      deps.event('appraisal.appraisal.feedback', {
        appraisalId: current.id,
        profileId: current.profile_id,
        feedback: input.feedback,
        message,
        correctedPrice: corrected,
        price: current.price,
        modelError: modelError(current.price, corrected),
        searchAddressString: current.search_address_string,
      }),
    ]);
    return {
      ...current,
      feedback: input.feedback,
      feedback_message: message,
      feedback_corrected_price: corrected,
      feedback_at: at,
    };
  });
  return viewOf(row);
}

/** /dashboard/admin/appraisal: newest first with feedback and the model's error, and the summary. */
export async function adminPage(deps: Deps, query: AdminAppraisalQuery): Promise<AppraisalAdminPage> {
  const [page, counts, corrected] = await Promise.all([
    pageOfAppraisals(deps.db, query.page ?? 1, query.q),
    feedbackCounts(deps.db),
    correctedPrices(deps.db),
  ]);
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      created_at: r.created_at.toISOString(),
      search_address_string: r.search_address_string,
      state: r.state,
      city: r.city,
      type: r.type,
      built_area: r.built_area,
      price: r.price,
      min_price: r.min_price,
      max_price: r.max_price,
      cap_rate: r.cap_rate,
      feedback: r.feedback as AppraisalView['feedback'],
      feedback_message: r.feedback_message,
      feedback_corrected_price: r.feedback_corrected_price,
      feedback_at: iso(r.feedback_at),
      model_error: modelError(r.price, r.feedback_corrected_price),
      within_range: withinRange(r, r.feedback_corrected_price),
    })),
    summary: { ...counts, ...errorSummary(corrected) },
  };
}

const presentationView = (row: PresentationRow): PresentationView => ({
  appraisal_id: row.appraisal_id,
  offer_price: row.offer_price,
  monthly_payment: row.monthly_payment,
  advance_payment: row.advance_payment,
  sale_commission_percentage: row.sale_commission_percentage,
  manager_rent_percentage: row.manager_rent_percentage,
  terms: row.terms,
  created_at: row.created_at.toISOString(),
});

/** Staff offer a presentation; the appraisal records when (presentation_created_at). */
/** What the audit log keeps of a presentation: the offer itself. */
const offerOf = (r: PresentationRow) => ({
  offer_price: Number(r.offer_price),
  monthly_payment: Number(r.monthly_payment),
  advance_payment: Number(r.advance_payment),
  sale_commission_percentage: Number(r.sale_commission_percentage),
  manager_rent_percentage: Number(r.manager_rent_percentage),
  terms: r.terms,
});

export async function createPresentation(
  deps: Deps,
  auth: AuthContext,
  input: AppraisalPresentation,
): Promise<PresentationView> {
  const staffId = requireProfile(auth);
  const row = await deps.db.tx(async (client) => {
    const appraisal = await appraisalById(client, input.appraisal_id, true);
    if (!appraisal) throw appraisalNotFound();
    const before = await presentationOf(client, input.appraisal_id);
    const saved = await upsertPresentation(client, {
      appraisal_id: input.appraisal_id,
      offer_price: input.offer_price,
      monthly_payment: input.monthly_payment,
      advance_payment: input.advance_payment,
      sale_commission_percentage: input.sale_commission_percentage,
      manager_rent_percentage: input.manager_rent_percentage,
      terms: input.terms.trim(),
      created_by: staffId,
      created_at: deps.now(),
    });
    // Staff's offer to the owner (price, payments, commissions, terms) is in the audit log (issue 19).
    await audit(deps, client, auth, {
      action: 'APPRAISAL_PRESENTATION_SET',
      entity: 'appraisal',
      entityId: appraisal.id,
      entityLabel: appraisal.name,
      before: before && offerOf(before),
      after: offerOf(saved),
    });
    return saved;
  });
  return presentationView(row);
}

export async function getPresentation(deps: Deps, appraisalId: string): Promise<PresentationView> {
  const row = await presentationOf(deps.db, appraisalId);
  if (!row) throw appraisalNotFound();
  return presentationView(row);
}
