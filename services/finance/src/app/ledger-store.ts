/** SQL of closed months, exchange rates, the withholding table and owners' RFCs. */
import type { Currency, WithholdingRegime } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import type { ClosedMonth, Segment } from '../domain/earnings.ts';
import type { ExchangeRate } from '../domain/rates.ts';
import type { WithholdingRate } from '../domain/withholding.ts';

export async function closedMonthsOf(q: Queryable, propertyId: string): Promise<ClosedMonth[]> {
  const [months, segments] = await Promise.all([
    q.query<{ month: string }>('SELECT month FROM closed_month WHERE property_id = $1 ORDER BY month', [
      propertyId,
    ]),
    q.query<{
      month: string;
      reservation_id: string;
      currency: Currency;
      start_date: string;
      end_date: string;
      nights: number;
      amount: number;
      corrects: string | null;
    }>(
      `SELECT month, reservation_id, currency, start_date::text AS start_date, end_date::text AS end_date, nights,
              amount::float8 AS amount, corrects
         FROM closed_month_segment WHERE property_id = $1 ORDER BY id`,
      [propertyId],
    ),
  ]);
  const byMonth = new Map<string, Segment[]>(months.rows.map((m) => [m.month, []]));
  for (const s of segments.rows) {
    const seg: Segment = {
      reservationId: s.reservation_id,
      currency: s.currency,
      start: s.start_date,
      end: s.end_date,
      nights: s.nights,
      amount: s.amount,
    };
    if (s.corrects) seg.corrects = s.corrects;
    byMonth.get(s.month)?.push(seg);
  }
  return [...byMonth].map(([month, segs]) => ({ month, segments: segs }));
}

/** Records a closed month and its segments; false when it was closed already (by a concurrent close). */
export async function insertClosedMonth(
  q: Queryable,
  c: {
    propertyId: string;
    month: string;
    closedAt: Date;
    closedBy: string | null;
    segments: readonly Segment[];
  },
): Promise<boolean> {
  const inserted = await q.query(
    `INSERT INTO closed_month (property_id, month, closed_at, closed_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [c.propertyId, c.month, c.closedAt, c.closedBy],
  );
  if ((inserted.rowCount ?? 0) === 0) return false;
  if (c.segments.length === 0) return true;
  await q.query(
    `INSERT INTO closed_month_segment
       (property_id, month, reservation_id, currency, start_date, end_date, nights, amount, corrects)
     SELECT $1, $2, u.r, u.c, u.s, u.e, u.n, u.a, u.x
       FROM unnest($3::uuid[], $4::text[], $5::date[], $6::date[], $7::int[], $8::numeric[], $9::text[])
         AS u(r, c, s, e, n, a, x)`,
    [
      c.propertyId,
      c.month,
      c.segments.map((s) => s.reservationId),
      c.segments.map((s) => s.currency),
      c.segments.map((s) => s.start),
      c.segments.map((s) => s.end),
      c.segments.map((s) => s.nights),
      c.segments.map((s) => s.amount),
      c.segments.map((s) => s.corrects ?? null),
    ],
  );
  return true;
}

/** Rates from `from` to `to`, plus the last one before `from` (a weekend's rate is Friday's), by date. */
export async function ratesAround(q: Queryable, from: string, to: string): Promise<ExchangeRate[]> {
  const { rows } = await q.query<{ date: string; mxn_per_usd: number; source: string }>(
    `(SELECT date::text AS date, mxn_per_usd::float8 AS mxn_per_usd, source FROM exchange_rate
       WHERE date < $1 ORDER BY date DESC LIMIT 1)
     UNION ALL
     (SELECT date::text, mxn_per_usd::float8, source FROM exchange_rate WHERE date BETWEEN $1 AND $2)
     ORDER BY date`,
    [from, to],
  );
  return rows.map((r) => ({ date: r.date, mxnPerUsd: r.mxn_per_usd, source: r.source }));
}

export interface RateRow {
  date: string;
  mxn_per_usd: number;
  source: string;
  updated_at: Date;
}

export async function pageOfRates(
  q: Queryable,
  f: { from: string | null; to: string | null; page: number; pageSize: number },
): Promise<{ items: RateRow[]; total: number }> {
  const where = 'WHERE ($1::date IS NULL OR date >= $1) AND ($2::date IS NULL OR date <= $2)';
  const [items, count] = await Promise.all([
    q.query<RateRow>(
      `SELECT date::text AS date, mxn_per_usd::float8 AS mxn_per_usd, source, updated_at FROM exchange_rate ${where}
        ORDER BY date DESC LIMIT $3 OFFSET $4`,
      [f.from, f.to, f.pageSize, (f.page - 1) * f.pageSize],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM exchange_rate ${where}`, [f.from, f.to]),
  ]);
  return { items: items.rows, total: count.rows[0]?.n ?? 0 };
}

export async function upsertRate(
  q: Queryable,
  r: { date: string; mxnPerUsd: number; source: string; by: string | null; now: Date },
): Promise<RateRow> {
  const { rows } = await q.query<RateRow>(
    `INSERT INTO exchange_rate (date, mxn_per_usd, source, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (date) DO UPDATE SET mxn_per_usd = EXCLUDED.mxn_per_usd, source = EXCLUDED.source,
       updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
     RETURNING date::text AS date, mxn_per_usd::float8 AS mxn_per_usd, source, updated_at`,
    [r.date, r.mxnPerUsd, r.source, r.now, r.by],
  );
  return rows[0]!;
}

export interface WithholdingRow extends WithholdingRate {
  updatedAt: Date;
}

const WITHHOLDING = `regime, isr_rate::float8 AS "isrRate", iva_rate::float8 AS "ivaRate",
  iva_withheld_share::float8 AS "ivaWithheldShare", legal_source AS "legalSource",
  effective_date::text AS "effectiveDate", updated_at AS "updatedAt"`;

export async function withholdingRates(q: Queryable): Promise<WithholdingRow[]> {
  const { rows } = await q.query<WithholdingRow>(
    `SELECT ${WITHHOLDING} FROM withholding_rate ORDER BY regime = 'WITHOUT_RFC', regime`,
  );
  return rows;
}

export async function updateWithholdingRate(
  q: Queryable,
  r: WithholdingRate,
  now: Date,
): Promise<WithholdingRow> {
  const { rows } = await q.query<WithholdingRow>(
    `INSERT INTO withholding_rate (regime, isr_rate, iva_rate, iva_withheld_share, legal_source, effective_date, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (regime) DO UPDATE SET isr_rate = EXCLUDED.isr_rate, iva_rate = EXCLUDED.iva_rate,
       iva_withheld_share = EXCLUDED.iva_withheld_share, legal_source = EXCLUDED.legal_source,
       effective_date = EXCLUDED.effective_date, updated_at = EXCLUDED.updated_at
     RETURNING ${WITHHOLDING}`,
    [r.regime, r.isrRate, r.ivaRate, r.ivaWithheldShare, r.legalSource, r.effectiveDate, now],
  );
  return rows[0]!;
}

export async function findTaxProfile(
  q: Queryable,
  profileId: string,
): Promise<{ rfc: string | null; updated_at: Date } | null> {
  const { rows } = await q.query<{ rfc: string | null; updated_at: Date }>(
    'SELECT rfc, updated_at FROM owner_tax_profile WHERE profile_id = $1',
    [profileId],
  );
  return rows[0] ?? null;
}

export async function upsertTaxProfile(
  q: Queryable,
  p: { profileId: string; rfc: string | null; now: Date },
): Promise<{ rfc: string | null; updated_at: Date }> {
  const { rows } = await q.query<{ rfc: string | null; updated_at: Date }>(
    `INSERT INTO owner_tax_profile (profile_id, rfc, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (profile_id) DO UPDATE SET rfc = EXCLUDED.rfc, updated_at = EXCLUDED.updated_at
     RETURNING rfc, updated_at`,
    [p.profileId, p.rfc, p.now],
  );
  return rows[0]!;
}

export type { WithholdingRegime };

/** The rate of one day, locked for the change that follows; null when the day has none. */
export async function rateOn(q: Queryable, date: string): Promise<RateRow | null> {
  const { rows } = await q.query<RateRow>(
    `SELECT date::text AS date, mxn_per_usd::float8 AS mxn_per_usd, source, updated_at FROM exchange_rate
      WHERE date = $1 FOR UPDATE`,
    [date],
  );
  return rows[0] ?? null;
}

/** One regime's withholding, locked for the change that follows; null when it has none. */
export async function withholdingOf(q: Queryable, regime: string): Promise<WithholdingRow | null> {
  const { rows } = await q.query<WithholdingRow>(
    `SELECT ${WITHHOLDING} FROM withholding_rate WHERE regime = $1 FOR UPDATE`,
    [regime],
  );
  return rows[0] ?? null;
}
