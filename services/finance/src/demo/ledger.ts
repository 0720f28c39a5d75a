/**
 * The demo home's year of costs (§2 /demo), as a pure function of the seeding day: what a
 * two-bedroom house let on Airbnb in San Pedro Cholula pays month by month — electricity (CFE,
 * every two months), water (SOAPAP), LP gas, internet, cleaning supplies, the gardener, the
 * property tax (predial, in January with its early-payment discount) — plus the repairs the demo's
 * chores show and one furnishing purchase. Amounts vary a little by month so the charts have shape.
 */
import type { TransactionInput } from '@casona/proto';
import { addDays } from '@casona/proto/shared/dates';

type Row = Omit<TransactionInput, 'file_url'>;

const month = (today: string, back: number): { year: number; month: number } => {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1 - back;
  return { year: y + Math.floor(m / 12), month: ((m % 12) + 12) % 12 };
};
const day = (ym: { year: number; month: number }, d: number) =>
  `${ym.year}-${String(ym.month + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A small, stable variation (±8 %) of a monthly amount. */
const vary = (amount: number, seed: number) => Math.round(amount * (0.92 + ((seed * 37) % 17) / 100));

/** The subject every month of the ledger has: how the seed finds the last month it wrote. */
export const MONTHLY_SUBJECT = 'Internet Telmex Infinitum';

/** The running costs of the month `ym` (`YYYY-MM`): its bills, supplies and the gardener. */
export function demoMonthCosts(ym: string): Row[] {
  return monthRows({ year: Number(ym.slice(0, 4)), month: Number(ym.slice(5, 7)) - 1 });
}

/** The months after `lastDone` (`YYYY-MM`) up to the one before `today`'s, oldest first. */
export function monthsSince(lastDone: string, today: string): string[] {
  const out: string[] = [];
  for (let back = 12; back >= 1; back--) {
    const ym = month(today, back);
    const key = `${ym.year}-${String(ym.month + 1).padStart(2, '0')}`;
    if (key > lastDone) out.push(key);
  }
  return out;
}

function monthRows(ym: { year: number; month: number }): Row[] {
  const rows: Row[] = [];
  // A stable variation per calendar month, whichever day the demo was seeded.
  const back = ym.year * 12 + ym.month;
  const add = (
    d: number,
    subject: string,
    amount: number,
    category: Row['category'],
    method: Row['method'],
  ) =>
    rows.push({
      date: day(ym, d),
      subject,
      amount,
      category,
      method,
      type: 'EGRESS',
      expense: 'OPEX',
    });
  if (ym.month % 2 === 1)
    add(12, 'Recibo de luz CFE (bimestral)', vary(1480, back), 'ELECTRICITY', 'DEBIT_CARD');
  add(8, 'Agua potable SOAPAP', vary(340, back + 3), 'WATER', 'DEBIT_CARD');
  add(15, 'Gas LP (cilindro estacionario)', vary(1150, back + 5), 'SERVICES', 'CASH');
  add(5, MONTHLY_SUBJECT, 549, 'SERVICES', 'CREDIT_CARD');
  add(20, 'Artículos de limpieza y amenidades', vary(860, back + 7), 'SUPPLIES', 'CREDIT_CARD');
  add(27, 'Jardinero (mensualidad)', 900, 'STAFF', 'CASH');
  if (ym.month === 0)
    add(18, 'Impuesto predial 2º descuento por pronto pago', 4210, 'PREDIAL', 'WIRE_TRANSFER');
  return rows;
}

export function demoLedger(today: string): Row[] {
  const rows: Row[] = [];
  for (let back = 12; back >= 1; back--) rows.push(...monthRows(month(today, back)));
  const ago = (days: number) => addDays(today, -days);
  rows.push(
    {
      date: ago(22),
      subject: 'Plomero: cambio de cartucho y empaque de la llave del lavabo',
      amount: 950,
      category: 'MAINTENANCE',
      method: 'CASH',
      type: 'EGRESS',
      expense: 'OPEX',
    },
    {
      date: ago(37),
      subject: 'Poda y limpieza del jardín de la entrada',
      amount: 700,
      category: 'MAINTENANCE',
      method: 'CASH',
      type: 'EGRESS',
      expense: 'OPEX',
    },
    {
      date: ago(150),
      subject: 'Juego de sábanas y toallas nuevo (2 recámaras)',
      amount: 3890,
      category: 'EQUIPMENT',
      method: 'CREDIT_CARD',
      type: 'EGRESS',
      expense: 'CAPEX',
    },
  );
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}
