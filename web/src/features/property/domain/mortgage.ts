/**
 * A buyer's monthly payment estimate for a home (#16): a fixed-rate loan paid in equal monthly
 * instalments (the French amortisation every Mexican bank and Infonavit quote), before insurance and
 * fees. Rates and terms are the buyer's to change; the defaults come from the sources below.
 */

export type MortgageProgram = 'BANK' | 'INFONAVIT';

export interface MortgageDefaults {
  /** Yearly nominal rate, in percent. */
  ratePct: number;
  years: number;
  /** Down payment, in percent of the price. */
  downPaymentPct: number;
  /** Where the rate comes from, named on the page. */
  source: { name: string; url: string };
}

/**
 * Bank: Banco de México's "Indicadores básicos de créditos a la vivienda" puts fixed-rate mortgages
 * at roughly 10–12 % a year with at least 10 % down and terms of up to 20 years. Infonavit lends at
 * 1.91 %–10.45 % a year by the worker's salary, up to 30 years, with no down payment required; its
 * top rate is the one a buyer of these homes is quoted most.
 */
export const MORTGAGE_DEFAULTS: Record<MortgageProgram, MortgageDefaults> = {
  BANK: {
    ratePct: 10.5,
    years: 20,
    downPaymentPct: 10,
    source: {
      name: 'Banco de México, Indicadores básicos de créditos a la vivienda',
      url: 'https://www.banxico.org.mx/CuadroAnalitico/',
    },
  },
  INFONAVIT: {
    ratePct: 10.45,
    years: 30,
    downPaymentPct: 0,
    source: {
      name: 'Infonavit, Crédito Infonavit: tasas de 1.91 % a 10.45 % anual según tu salario',
      url: 'https://portalmx.infonavit.org.mx/wps/portal/infonavitmx/mx2/derechohabientes/',
    },
  },
};

export const RATE_PCT_MIN = 0;
export const RATE_PCT_MAX = 30;
export const YEARS_MIN = 1;
export const YEARS_MAX = 30;
export const DOWN_PAYMENT_PCT_MAX = 90;

export interface MortgageEstimate {
  /** What is borrowed: the price less the down payment. */
  principal: number;
  downPayment: number;
  monthlyPayment: number;
  /** Everything paid over the term, down payment excluded. */
  totalPaid: number;
  totalInterest: number;
}

/** The monthly instalment, rounded to the peso; null when an input is out of range. */
export function estimateMortgage(input: {
  price: number;
  ratePct: number;
  years: number;
  downPaymentPct: number;
}): MortgageEstimate | null {
  const { price, ratePct, years, downPaymentPct } = input;
  if (!(price > 0) || !Number.isFinite(price)) return null;
  if (!(ratePct >= RATE_PCT_MIN && ratePct <= RATE_PCT_MAX)) return null;
  if (!Number.isInteger(years) || years < YEARS_MIN || years > YEARS_MAX) return null;
  if (!(downPaymentPct >= 0 && downPaymentPct <= DOWN_PAYMENT_PCT_MAX)) return null;
  const downPayment = Math.round((price * downPaymentPct) / 100);
  const principal = price - downPayment;
  const months = years * 12;
  const monthlyRate = ratePct / 100 / 12;
  const exact =
    monthlyRate === 0 ? principal / months : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  const monthlyPayment = Math.round(exact);
  const totalPaid = monthlyPayment * months;
  return { principal, downPayment, monthlyPayment, totalPaid, totalInterest: totalPaid - principal };
}
