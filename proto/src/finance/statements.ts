/**
 * The owner statement of a property and a month (issue 14): opening balance, income by
 * reservation, other income, expenses by cost group, management fee, withholding and payout — as
 * JSON for the page and as a PDF (es or en) rendered by finance. Both read the earnings resource of
 * §6 (`can(label, 'earnings', 'select')`). A statement already sent to the owner is kept as sent.
 */
import { Type, type Static } from 'typebox';
import { COMMISSION_VALUE_TYPES, COST_GROUPS, CURRENCIES, TRANSACTION_CATEGORIES } from '../enums.ts';
import { MONEY_MAX } from '../shared/fields.ts';
import { defineRoute } from '../shared/route.ts';
import { Int, IsoDate, Literals, Nullable, Num, Str, Uuid } from '../validation/types.ts';
import { AppliedRate, WITHHOLDING_REGIMES } from './entities.ts';
import { MonthString } from './requests.ts';

const Amount = () => Num({ min: -MONEY_MAX, max: MONEY_MAX });

export const STATEMENT_LANGUAGES = ['es', 'en'] as const;
export type StatementLanguage = (typeof STATEMENT_LANGUAGES)[number];

/** GET /earnings/statement: the property and an ended or current month (YYYY-MM). */
export const StatementQuery = Type.Object({ property_id: Uuid(), month: MonthString() });
export type StatementQuery = Static<typeof StatementQuery>;

/** GET /earnings/statement/pdf: the same, and the language of the document. */
export const StatementPdfQuery = Type.Object({
  property_id: Uuid(),
  month: MonthString(),
  lang: Type.Optional(Literals(STATEMENT_LANGUAGES)),
});
export type StatementPdfQuery = Static<typeof StatementPdfQuery>;

export const OwnerStatement = Type.Object(
  {
    property_id: Uuid(),
    property_name: Str({ max: 300 }),
    month: Str({ max: 7 }),
    period_start: IsoDate(),
    period_end: IsoDate(),
    /** When it was emailed to the owner (then it never changes), or null while it is a draft. */
    sent_at: Nullable(Str({ max: 40 })),
    opening_balance: Amount(),
    reservations: Type.Array(
      Type.Object({
        reservation_id: Uuid(),
        currency: Literals(CURRENCIES),
        start: IsoDate(),
        nights: Int({ min: 0, max: 10_000 }),
        amount: Amount(),
        amount_mxn: Amount(),
        isr_withheld_mxn: Amount(),
        iva_withheld_mxn: Amount(),
        corrects: Nullable(Str({ max: 7 })),
      }),
    ),
    reservation_income: Type.Object({ MXN: Amount(), USD: Amount(), total_mxn: Amount() }),
    other_income: Amount(),
    expenses: Type.Array(
      Type.Object({
        date: IsoDate(),
        subject: Str({ max: 300 }),
        category: Literals(TRANSACTION_CATEGORIES),
        group: Literals(COST_GROUPS),
        amount: Amount(),
      }),
    ),
    expenses_by_group: Type.Object(
      Object.fromEntries(COST_GROUPS.map((g) => [g, Amount()])) as Record<
        (typeof COST_GROUPS)[number],
        ReturnType<typeof Amount>
      >,
    ),
    total_expenses: Amount(),
    management_fee: Type.Object({
      type: Nullable(Literals(COMMISSION_VALUE_TYPES)),
      value: Amount(),
      amount: Amount(),
    }),
    withholding: Type.Object({
      regime: Literals(WITHHOLDING_REGIMES),
      isr: Amount(),
      iva: Amount(),
      total: Amount(),
    }),
    net: Amount(),
    payout: Amount(),
    closing_balance: Amount(),
    exchange_rate: Nullable(AppliedRate),
  },
  { title: 'OwnerStatement' },
);
export type OwnerStatement = Static<typeof OwnerStatement>;

/** The PDF's bytes (application/pdf). */
export const StatementPdf = Type.Unsafe<Blob>({ type: 'string', format: 'binary', title: 'StatementPdf' });

export const financeStatements = {
  statement: defineRoute({
    method: 'GET',
    path: '/earnings/statement',
    tags: ['earnings'],
    auth: 'signedIn',
    summary:
      "A property's owner statement for a month: opening balance, income by reservation, expenses by group, management fee, withholding, payout (earnings read)",
    query: StatementQuery,
    response: { 200: OwnerStatement },
    errors: [400, 401, 403, 404],
  }),
  statementPdf: defineRoute({
    method: 'GET',
    path: '/earnings/statement/pdf',
    tags: ['earnings'],
    auth: 'signedIn',
    summary: 'The owner statement as a PDF, landscape, in Spanish or English (earnings read)',
    query: StatementPdfQuery,
    response: { 200: StatementPdf },
    errors: [400, 401, 403, 404],
  }),
} as const;
