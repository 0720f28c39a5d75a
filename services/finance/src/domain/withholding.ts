/**
 * What a digital platform withholds from a host who rents lodging through it, under the regime of
 * "plataformas tecnológicas" (Ley del ISR arts. 113-A and 113-C; Ley del IVA arts. 18-J and 18-M):
 * with an RFC, 4 % ISR on the lodging income and half the IVA; without one, 20 % ISR and all of the
 * IVA. The rates live in one editable table (`withholding_rate`, seeded with the ones below); the
 * functions take the row, so a reform is a data change.
 *
 * Amounts are what the guest paid for the lodging, IVA included (16 %), as platforms report them:
 * the base is amount / 1.16, the IVA the rest.
 */
import type { Currency } from '@casona/proto';

export const WITHHOLDING_REGIMES = ['WITH_RFC', 'WITHOUT_RFC'] as const;
export type WithholdingRegime = (typeof WITHHOLDING_REGIMES)[number];

export interface WithholdingRate {
  regime: WithholdingRegime;
  /** ISR withheld, as a share of the income before IVA. */
  isrRate: number;
  /** IVA rate charged on lodging. */
  ivaRate: number;
  /** Share of that IVA the platform withholds. */
  ivaWithheldShare: number;
  legalSource: string;
  effectiveDate: string;
}

/** The rates in force since 2020-06-01 (DOF 2019-12-09 reform), as the first migration seeds them. */
export const DEFAULT_WITHHOLDING_RATES: readonly WithholdingRate[] = [
  {
    regime: 'WITH_RFC',
    isrRate: 0.04,
    ivaRate: 0.16,
    ivaWithheldShare: 0.5,
    legalSource: 'LISR art. 113-A fr. II (hospedaje 4 %); LIVA art. 18-J fr. II inciso a) (50 % del IVA)',
    effectiveDate: '2020-06-01',
  },
  {
    regime: 'WITHOUT_RFC',
    isrRate: 0.2,
    ivaRate: 0.16,
    ivaWithheldShare: 1,
    legalSource:
      'LISR art. 113-A último párrafo y 113-C (20 % sin RFC); LIVA art. 18-M (100 % del IVA sin RFC)',
    effectiveDate: '2020-06-01',
  },
];

export interface Withholding {
  /** What the guest paid for lodging, IVA included. */
  gross: number;
  base: number;
  iva: number;
  isrWithheld: number;
  ivaWithheld: number;
  /** What reaches the host: gross minus both withholdings. */
  payout: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The regime of a host: with a valid RFC on file, or without one. */
export const regimeOf = (rfc: string | null | undefined): WithholdingRegime =>
  rfc && isRfc(rfc) ? 'WITH_RFC' : 'WITHOUT_RFC';

/** A Mexican RFC: 3 letters (company) or 4 (person), the date YYMMDD, and a 3-character homoclave. */
export function isRfc(value: string): boolean {
  const m = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[A\d])$/.exec(value.trim().toUpperCase());
  if (!m) return false;
  const month = Number(m[3]);
  const day = Number(m[4]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** The withholding of one amount. */
export function withholdingOf(gross: number, rate: WithholdingRate): Withholding {
  const base = cents(gross / (1 + rate.ivaRate));
  const iva = cents(gross - base);
  const isrWithheld = cents(base * rate.isrRate);
  const ivaWithheld = cents(iva * rate.ivaWithheldShare);
  return {
    gross: cents(gross),
    base,
    iva,
    isrWithheld,
    ivaWithheld,
    payout: cents(gross - isrWithheld - ivaWithheld),
  };
}

export interface ReservationWithholding extends Withholding {
  reservationId: string;
  currency: Currency;
}

/** Per reservation, then the month's totals per currency (the sum of the reservations' figures). */
export function monthWithholding(
  items: readonly { reservationId: string; currency: Currency; gross: number }[],
  rate: WithholdingRate,
): { reservations: ReservationWithholding[]; totals: Record<Currency, Withholding> } {
  const zero = (): Withholding => ({ gross: 0, base: 0, iva: 0, isrWithheld: 0, ivaWithheld: 0, payout: 0 });
  const totals: Record<Currency, Withholding> = { MXN: zero(), USD: zero() };
  const reservations = items.map((item) => {
    const w = withholdingOf(item.gross, rate);
    const t = totals[item.currency];
    for (const k of ['gross', 'base', 'iva', 'isrWithheld', 'ivaWithheld', 'payout'] as const)
      t[k] = cents(t[k] + w[k]);
    return { reservationId: item.reservationId, currency: item.currency, ...w };
  });
  return { reservations, totals };
}
