import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WITHHOLDING_RATES,
  isRfc,
  monthWithholding,
  regimeOf,
  withholdingOf,
} from './withholding.ts';

const [WITH_RFC, WITHOUT_RFC] = DEFAULT_WITHHOLDING_RATES as [
  (typeof DEFAULT_WITHHOLDING_RATES)[number],
  (typeof DEFAULT_WITHHOLDING_RATES)[number],
];

describe('withholding of plataformas tecnológicas (LISR 113-A/113-C, LIVA 18-J/18-M)', () => {
  it('with an RFC: 4 % ISR on the base and half the IVA', () => {
    // 11,600 paid = 10,000 lodging + 1,600 IVA; ISR 400; IVA withheld 800; payout 10,400.
    expect(withholdingOf(11600, WITH_RFC)).toEqual({
      gross: 11600,
      base: 10000,
      iva: 1600,
      isrWithheld: 400,
      ivaWithheld: 800,
      payout: 10400,
    });
  });

  it('without an RFC: 20 % ISR and all of the IVA', () => {
    expect(withholdingOf(11600, WITHOUT_RFC)).toEqual({
      gross: 11600,
      base: 10000,
      iva: 1600,
      isrWithheld: 2000,
      ivaWithheld: 1600,
      payout: 8000,
    });
  });

  it('sums a month per reservation and per currency', () => {
    const month = monthWithholding(
      [
        { reservationId: 'a', currency: 'MXN', gross: 5800 },
        { reservationId: 'b', currency: 'MXN', gross: 2320 },
        { reservationId: 'c', currency: 'USD', gross: 116 },
      ],
      WITH_RFC,
    );
    expect(month.reservations.map((r) => [r.reservationId, r.isrWithheld, r.ivaWithheld])).toEqual([
      ['a', 200, 400],
      ['b', 80, 160],
      ['c', 4, 8],
    ]);
    expect(month.totals.MXN).toEqual({
      gross: 8120,
      base: 7000,
      iva: 1120,
      isrWithheld: 280,
      ivaWithheld: 560,
      payout: 7280,
    });
    expect(month.totals.USD.payout).toBe(104);
  });

  it('tells the regime from the RFC on file', () => {
    expect(isRfc('GODE561231GR8')).toBe(true);
    expect(isRfc('ABC991231AB1')).toBe(true);
    expect(isRfc('GODE561331GR8')).toBe(false);
    expect(isRfc('12345')).toBe(false);
    expect(regimeOf('gode561231gr8')).toBe('WITH_RFC');
    expect(regimeOf(null)).toBe('WITHOUT_RFC');
    expect(WITH_RFC.legalSource).toContain('113-A');
    expect(WITHOUT_RFC.legalSource).toContain('18-M');
  });
});
