/**
 * The rules of chores and reports (§4, §5, §6) as pure functions: what makes a rule, who a chore
 * may be assigned to, who sees which, when image links are renewed, and what a chip shows.
 */
import { PUBLIC_LINK_REFRESH_HOURS } from '@casona/proto/constants';
import {
  ASSIGNABLE_STAFF_ROLES,
  type ChoreNightRange,
  type ChorePlaceholder,
  type ChoreTriggerEvent,
  type RoleLabel,
} from '@casona/proto/enums';
import type { MessageKey } from '@casona/proto/i18n/messages';
import { seesOnlyAssignedChores } from '@casona/proto/permissions';
import { formatCalendarDate } from '@casona/proto/shared/dates';

export interface RuleFields {
  trigger_event?: ChoreTriggerEvent | null;
  trigger_event_due_date_offset?: number | null;
  trigger_event_night_range?: ChoreNightRange | null;
  recurrence_rule?: string | null;
}

/** A trigger with its offset (0 when left out) and range (null: every stay), or the problem with it. */
export function checkRule(fields: RuleFields):
  | {
      ok: true;
      trigger: { event: ChoreTriggerEvent; offset: number; range: ChoreNightRange | null } | null;
      recurrence: string | null;
    }
  | { ok: false; key: MessageKey; path: string } {
  const event = fields.trigger_event ?? null;
  const recurrence = fields.recurrence_rule ?? null;
  if (event !== null && recurrence !== null)
    return { ok: false, key: 'chore.triggerAndRecurrence', path: '/recurrence_rule' };
  const offset = fields.trigger_event_due_date_offset ?? null;
  const range = fields.trigger_event_night_range ?? null;
  if (event === null) {
    if (offset !== null) return { ok: false, key: 'chore.triggerIncomplete', path: '/trigger_event' };
    if (range !== null) return { ok: false, key: 'chore.triggerIncomplete', path: '/trigger_event' };
    return { ok: true, trigger: null, recurrence };
  }
  return { ok: true, trigger: { event, offset: offset ?? 0, range }, recurrence };
}

/** A chore is assigned to a MANAGER or WORKER of its property, or to nobody. */
export function mayBeAssigned(label: RoleLabel | null): boolean {
  return label !== null && (ASSIGNABLE_STAFF_ROLES as readonly RoleLabel[]).includes(label);
}

/** Whether a member with `label` sees (and may change) a chore assigned to `assignedTo` (§6). */
export function seesChore(label: RoleLabel, me: string, assignedTo: string | null): boolean {
  return !seesOnlyAssignedChores(label) || assignedTo === me;
}

/** Signed links are made when missing or at least 12 hours old (they live 12 hours). */
export function linksNeedRenewal(generatedAt: Date | null, now: Date, keys: number, links: number): boolean {
  if (keys === 0) return false;
  if (generatedAt === null || links !== keys) return true;
  return now.getTime() - generatedAt.getTime() >= PUBLIC_LINK_REFRESH_HOURS * 3600_000;
}

/** What a copy's chips are filled from. */
export interface ChipSource {
  propertyName: string | null;
  listingName: string | null;
  stay: {
    checkIn: string;
    checkOut: string;
    nights: number;
    guestAmount: number | null;
    confirmationCode: string | null;
    totalEarned: number | null;
    currency: string;
  } | null;
}

/**
 * The text of each chip in the reader's language. Check-in and check-out are the property's
 * calendar dates (the channel gives them in the property's zone), shown as §9 writes dates; money
 * in the reservation's currency. A value nobody knows yet is left out (the caller shows 'to be confirmed').
 */
export function chipValues(
  source: ChipSource,
  language: 'es' | 'en',
): Partial<Record<ChorePlaceholder, string>> {
  const out: Partial<Record<ChorePlaceholder, string>> = {};
  if (source.propertyName) out.property_name = source.propertyName;
  if (source.listingName) out.listing_name = source.listingName;
  const stay = source.stay;
  if (!stay) return out;
  const locale = language === 'es' ? 'es-MX' : 'en-US';
  out.check_in = formatCalendarDate(stay.checkIn, language);
  out.check_out = formatCalendarDate(stay.checkOut, language);
  out.nights = new Intl.NumberFormat(locale).format(stay.nights);
  if (stay.guestAmount !== null) out.guest_quantity = new Intl.NumberFormat(locale).format(stay.guestAmount);
  if (stay.confirmationCode) out.confirmation_code = stay.confirmationCode;
  if (stay.totalEarned !== null) {
    out.total_earned = new Intl.NumberFormat(locale, { style: 'currency', currency: stay.currency }).format(
      stay.totalEarned,
    );
  }
  return out;
}
