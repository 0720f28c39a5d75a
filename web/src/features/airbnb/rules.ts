/**
 * What the Airbnb tab decides without the server: amounts in the listing's currency (MX$ / US$),
 * the words for a sync's error, and what each label may do (§6 flags as the property answer
 * carries them). Whether a feed is stale is listings' answer (`stale`), not decided here.
 */
import type { Currency } from '@casona/proto/enums';
import type { CanFlags } from '@casona/proto/permissions';

import { formatNumber, type Language } from '../../lib/money.ts';

export const CURRENCY_SIGNS: Record<Currency, string> = { MXN: 'MX$', USD: 'US$' };

/** `MX$1,250.00`, `-US$30.50`: the listing's currency, never ambiguous between pesos and dollars. */
export function formatAmount(amount: number, currency: Currency, language: Language): string {
  const digits = formatNumber(Math.abs(amount), language);
  const [whole = '0', cents = ''] = digits.split('.');
  return `${amount < 0 ? '-' : ''}${CURRENCY_SIGNS[currency]}${whole}.${cents.padEnd(2, '0')}`;
}

/** The kinds of failure a sync records (listings' calendar-fetch error strings), for the UI's words. */
export { syncErrorKind, type SyncErrorKind } from '../../lib/airbnb-sync-error.ts';

export type AirbnbAbilities = {
  readListings: boolean;
  writeListings: boolean;
  deleteListings: boolean;
  readReservations: boolean;
  insertReservations: boolean;
  updateReservations: boolean;
  cancelReservations: boolean;
};

/** What the person may do on the tab: staff everything, members what their label's flags say. */
export function abilities(flags: Partial<CanFlags> | undefined, staff: boolean): AirbnbAbilities {
  const has = (flag: keyof CanFlags) => staff || flags?.[flag] === true;
  return {
    readListings: has('can_select_airbnb_listing'),
    writeListings: has('can_insert_airbnb_listing') || has('can_update_airbnb_listing'),
    deleteListings: has('can_delete_airbnb_listing'),
    readReservations: has('can_select_reservation'),
    insertReservations: has('can_insert_reservation'),
    updateReservations: has('can_update_reservation'),
    cancelReservations: has('can_delete_reservation'),
  };
}

/**
 * Text colours of the tab that keep WCAG AA contrast (4.5:1) on white at small sizes; Mantine's
 * orange/green/yellow 9 shades fall just short of it.
 */
export const TEXT_COLORS = {
  turnover: '#a33a00',
  confirmed: '#1d6a2f',
  tentative: '#7a5200',
  direct: '#0b6b4f',
  reservation: '#1864ab',
  block: '#495057',
} as const;
