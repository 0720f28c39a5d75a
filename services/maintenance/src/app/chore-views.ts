/**
 * A chore as the API answers it: the stored row, the reservation a triggered copy follows, and its
 * description with the chips filled from that reservation and the property, in the reader's
 * language (rules and hand-made chores keep their chips).
 */
import { translate, type Locale } from '@casona/proto/i18n/translate';
import type { ChoreView } from '@casona/proto/maintenance/chores';
import { fillPlaceholders, parseRichText } from '@casona/proto/maintenance/rich-text';
import type { Queryable } from '@casona/kit/db/queryable';
import { chipValues } from '../domain/chores.ts';
import { findStays, listingNames, propertiesInfo, type ChoreRow, type StayRow } from './chore-store.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function viewsOf(
  q: Queryable,
  rows: readonly ChoreRow[],
  language: Locale,
): Promise<ChoreView[]> {
  const stays = new Map(
    (await findStays(q, [...new Set(rows.flatMap((r) => (r.reservation_id ? [r.reservation_id] : [])))])).map(
      (s) => [s.reservation_id, s],
    ),
  );
  const properties = await propertiesInfo(q, [...new Set(rows.map((r) => r.property_id))]);
  const listings = await listingNames(q, [
    ...new Set([...stays.values()].flatMap((s) => (s.airbnb_listing_id ? [s.airbnb_listing_id] : []))),
  ]);
  return rows.map((row) => {
    const stay = row.reservation_id ? (stays.get(row.reservation_id) ?? null) : null;
    const propertyName = properties.get(row.property_id)?.name ?? null;
    return toView(
      row,
      stay,
      propertyName,
      stay?.airbnb_listing_id ? (listings.get(stay.airbnb_listing_id) ?? null) : null,
      language,
    );
  });
}

export async function viewOf(q: Queryable, row: ChoreRow, language: Locale): Promise<ChoreView> {
  return (await viewsOf(q, [row], language))[0]!;
}

function toView(
  row: ChoreRow,
  stay: StayRow | null,
  propertyName: string | null,
  listingName: string | null,
  language: Locale,
): ChoreView {
  const parsed = row.description_doc === null ? null : parseRichText(row.description_doc);
  const doc = parsed?.ok ? parsed.doc : null;
  const filled =
    doc && stay
      ? fillPlaceholders(
          doc,
          chipValues(
            {
              propertyName,
              listingName,
              stay: {
                checkIn: stay.check_in,
                checkOut: stay.check_out,
                nights: stay.nights,
                guestAmount: stay.guest_amount,
                confirmationCode: stay.confirmation_code,
                totalEarned: stay.total_earned === null ? null : Number(stay.total_earned),
                currency: stay.currency,
              },
            },
            language,
          ),
          translate('chore.placeholderMissing', language),
        )
      : null;
  return {
    id: row.id,
    property_id: row.property_id,
    name: row.name,
    type: row.type as ChoreView['type'],
    status: row.status,
    description_doc: doc,
    due_date: row.due_date,
    assigned_to: row.assigned_to,
    created_by: row.created_by,
    completion_notes: row.completion_notes,
    next_occurrence: row.next_occurrence,
    problem_img_urls: row.problem_img_urls,
    resolution_img_urls: row.resolution_img_urls,
    public_problem_img_urls: row.public_problem_img_urls,
    public_resolution_img_urls: row.public_resolution_img_urls,
    public_urls_generated_at: iso(row.public_urls_generated_at),
    trigger_event: row.trigger_event as ChoreView['trigger_event'],
    trigger_event_due_date_offset: row.trigger_event_due_date_offset,
    trigger_event_night_range: row.trigger_event_night_range as ChoreView['trigger_event_night_range'],
    recurrence_rule: row.recurrence_rule,
    created_at: row.created_at.toISOString(),
    kind: row.kind,
    rule_id: row.rule_id,
    reservation: stay
      ? {
          reservation_id: stay.reservation_id,
          check_in: stay.check_in,
          check_out: stay.check_out,
          nights: stay.nights,
          guest_amount: stay.guest_amount,
          confirmation_code: stay.confirmation_code,
          is_canceled: stay.is_canceled,
        }
      : null,
    occurrence_date: row.occurrence_date,
    same_day_turnover: row.same_day_turnover,
    canceled_at: iso(row.canceled_at),
    canceled_by: row.canceled_by,
    cancel_reason: row.cancel_reason,
    description_filled: filled,
    property_name: propertyName,
    updated_at: row.updated_at.toISOString(),
  };
}
