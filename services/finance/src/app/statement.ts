/**
 * The owner statement of a property and a month (issue 14): built by `domain/statement.ts` over the
 * ledger as earnings sees it (closed months frozen, corrections posted where they were made), or,
 * once emailed to the owner, exactly as it was sent. The monthly job keeps last month's statement
 * of every property as sent.
 */
import type { OwnerStatement, StatementQuery } from '@casona/proto/finance/statements';
import type { AuthContext } from '@casona/kit/auth/context';
import { badRequest, notFound } from '@casona/kit/errors/errors';
import type { Queryable } from '@casona/kit/db/queryable';
import { dayOf, isoOf, monthBounds, monthOf } from '../domain/dates.ts';
import { InconsistentIncomes, splitByMonth, withClosedMonths } from '../domain/earnings.ts';
import { rateOn } from '../domain/rates.ts';
import {
  MissingExchangeRate,
  firstLedgerMonth,
  ownerStatement,
  type OwnerStatementFigures,
} from '../domain/statement.ts';
import { regimeOf } from '../domain/withholding.ts';
import { assertAllowed, todayIn } from './access.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import type { Deps } from './deps.ts';
import { findCommission, findLease } from './lease-store.ts';
import { closedMonthsOf, findTaxProfile, ratesAround, withholdingRates } from './ledger-store.ts';
import { findProperty, ownerOf, staysOf } from './projection-store.ts';
import {
  findSentStatement,
  insertSentStatement,
  lastSentBefore,
  transactionsUpTo,
} from './statement-store.ts';

const invalidAnswer = (cause: unknown) => badRequest({ messageKey: 'error.invalidIncomesAnswer', cause });

/** The figures of `month` as the ledger stands on `today`. */
async function figuresOf(
  q: Queryable,
  propertyId: string,
  month: string,
  today: string,
): Promise<{ figures: OwnerStatementFigures; owner: string | null }> {
  const periodEnd = isoOf(monthBounds(dayOf(`${month}-01`)).next - 1);
  // One query at a time: `q` may be a transaction's client, which runs one query at once.
  const stays = await staysOf(q, propertyId);
  const closed = await closedMonthsOf(q, propertyId);
  const transactions = await transactionsUpTo(q, propertyId, periodEnd);
  const commission = await findCommission(q, propertyId);
  const lease = await findLease(q, propertyId);
  const owner = await ownerOf(q, propertyId);
  const rates = await withholdingRates(q);
  const opening = await lastSentBefore(q, propertyId, month);
  const current = stays.flatMap((s) =>
    splitByMonth({
      reservationId: s.id,
      checkIn: s.check_in,
      checkOut: s.check_out,
      currency: s.currency,
      amount: s.total_earned ?? 0,
    }),
  );
  const segments = withClosedMonths(current, closed, today).filter((s) => s.start <= periodEnd);
  const profile = owner ? await findTaxProfile(q, owner) : null;
  const regime = regimeOf(profile?.rfc);
  const rate = rates.find((r) => r.regime === regime)!;
  const first =
    (opening ? monthOf(monthBounds(dayOf(`${opening.month}-01`)).next) : null) ??
    firstLedgerMonth({ segments, transactions }) ??
    month;
  const fixes = await ratesAround(q, `${first < month ? first : month}-01`, periodEnd);
  const input = {
    month,
    segments,
    transactions,
    commission: commission
      ? {
          type: commission.manager_value_type,
          value: commission.manager_value,
          fromMonth: lease ? lease.current_lease_start.slice(0, 7) : null,
        }
      : null,
    rate,
    // The FIX of the month's last day, or today's while the month runs.
    fixOf: (m: string) => {
      const end = isoOf(monthBounds(dayOf(`${m}-01`)).next - 1);
      return rateOn(fixes, end < today ? end : today);
    },
  };
  const figures = ownerStatement(
    input,
    opening ? { month: first, balance: opening.figures.closing_balance } : null,
  );
  return { figures, owner };
}

const view = (
  propertyId: string,
  name: string,
  figures: OwnerStatementFigures,
  sentAt: Date | null,
): OwnerStatement => ({
  property_id: propertyId,
  property_name: name,
  sent_at: sentAt ? sentAt.toISOString() : null,
  ...figures,
});

/** The statement of a month: as sent, or as the ledger stands today (a draft). */
export async function statement(
  deps: Deps,
  auth: AuthContext,
  query: StatementQuery,
): Promise<OwnerStatement> {
  await assertAllowed(deps, auth, query.property_id, 'earnings', 'select');
  const property = await findProperty(deps.db, query.property_id);
  if (!property) throw notFound({ messageKey: 'property.notFound' });
  const sent = await findSentStatement(deps.db, query.property_id, query.month);
  if (sent) return view(query.property_id, property.name, sent.figures, sent.sent_at);
  try {
    const { figures } = await figuresOf(deps.db, query.property_id, query.month, todayIn(deps.now()));
    return view(query.property_id, property.name, figures, null);
  } catch (err) {
    if (err instanceof InconsistentIncomes || err instanceof MissingExchangeRate) throw invalidAnswer(err);
    throw err;
  }
}

/**
 * The monthly send (a job on the 1st): last month's statement of every property with an owner and
 * a ledger is kept as sent, once, and announced for notifications to email. Returns how many.
 */
export async function sendLastMonthStatements(deps: Deps, propertyIds: readonly string[]): Promise<number> {
  const today = todayIn(deps.now());
  const lastMonth = monthOf(monthBounds(dayOf(today)).start - 1);
  let sent = 0;
  for (const propertyId of propertyIds) {
    try {
      const done = await deps.db.tx(async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`finance-statement:${propertyId}`]);
        if (await findSentStatement(client, propertyId, lastMonth)) return false;
        const { figures, owner } = await figuresOf(client, propertyId, lastMonth, today);
        if (!owner) return false;
        const sentAt = deps.now();
        // The PDF exactly as sent, in both languages: notifications attaches the owner's to the email.
        const sent = view(propertyId, (await findProperty(client, propertyId))?.name ?? '', figures, sentAt);
        const [es, en] = [await renderStatementPdf(sent, 'es'), await renderStatementPdf(sent, 'en')];
        if (
          !(await insertSentStatement(client, {
            propertyId,
            month: lastMonth,
            ownerProfileId: owner,
            figures,
            sentAt,
          }))
        )
          return false;
        await deps.emit(client, [
          deps.event('finance.statement.ready', {
            propertyId,
            month: lastMonth,
            ownerProfileId: owner,
            payout: figures.payout,
            pdf: { es: es.toString('base64'), en: en.toString('base64') },
          }),
        ]);
        return true;
      });
      if (done) sent++;
    } catch (err) {
      deps.logger.warn({ err, propertyId, month: lastMonth }, 'could not send the owner statement');
    }
  }
  return sent;
}
