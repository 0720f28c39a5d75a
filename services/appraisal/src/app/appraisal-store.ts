/** SQL of appraisals (tables `appraisal` and `presentation`): rows in, rows out. */
import { PAGE_SIZE } from '@casona/proto';
import { containsPattern } from '@casona/kit/db/contains';
import type { Queryable } from '@casona/kit/db/queryable';

export interface Triple {
  low: number;
  mid: number;
  high: number;
}

/** The short-term-rental estimate as stored (jsonb `str_estimate`). */
export interface StoredEarnings {
  available: boolean;
  adr: Triple | null;
  occupancy: Triple | null;
  monthly_earnings: Triple | null;
  cap_rate: Triple | null;
  comparables_count: number;
}

export interface StoredComparable {
  id: string;
  latitude: number;
  longitude: number;
  price: number;
  built_area: number | null;
  distance_m: number;
  source: string;
  listed_at: string | null;
}

export interface AppraisalRow {
  id: string;
  profile_id: string | null;
  name: string;
  place_id: string;
  search_address_string: string;
  latitude: number;
  longitude: number;
  street: string;
  exterior_number: string | null;
  interior_number: string | null;
  zip: string | null;
  city: string;
  state: string;
  phone_number: string | null;
  type: string;
  built_area: number;
  total_area: number;
  year_built: number | null;
  bedrooms: number;
  bathrooms: number;
  half_bathrooms: number;
  parking_spaces: number;
  floors: number;
  used: boolean;
  price: number;
  min_price: number;
  max_price: number;
  cap_rate: number;
  occupation_rate: number;
  average_daily_rate: number;
  str_estimate: StoredEarnings | null;
  external_price: number | null;
  external_min_price: number | null;
  external_max_price: number | null;
  external_occupation_rate: number | null;
  external_average_daily_rate: number | null;
  comparables: StoredComparable[];
  model_version: string;
  feedback: string | null;
  feedback_message: string | null;
  feedback_corrected_price: number | null;
  feedback_at: Date | null;
  presentation_created_at: Date | null;
  created_at: Date;
}

export type NewAppraisal = Omit<
  AppraisalRow,
  'feedback' | 'feedback_message' | 'feedback_corrected_price' | 'feedback_at' | 'presentation_created_at'
>;

const INSERT_COLUMNS = [
  'id',
  'profile_id',
  'name',
  'place_id',
  'search_address_string',
  'latitude',
  'longitude',
  'street',
  'exterior_number',
  'interior_number',
  'zip',
  'city',
  'state',
  'phone_number',
  'type',
  'built_area',
  'total_area',
  'year_built',
  'bedrooms',
  'bathrooms',
  'half_bathrooms',
  'parking_spaces',
  'floors',
  'used',
  'price',
  'min_price',
  'max_price',
  'cap_rate',
  'occupation_rate',
  'average_daily_rate',
  'str_estimate',
  'external_price',
  'external_min_price',
  'external_max_price',
  'external_occupation_rate',
  'external_average_daily_rate',
  'comparables',
  'model_version',
  'created_at',
] as const satisfies readonly (keyof NewAppraisal)[];

const JSON_COLUMNS = new Set<string>(['str_estimate', 'comparables']);

export async function insertAppraisal(q: Queryable, row: NewAppraisal): Promise<void> {
  const values = INSERT_COLUMNS.map((c) => (JSON_COLUMNS.has(c) ? JSON.stringify(row[c]) : row[c]));
  await q.query(
    `INSERT INTO appraisal (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`,
    values,
  );
}

export async function appraisalById(q: Queryable, id: string, lock = false): Promise<AppraisalRow | null> {
  const { rows } = await q.query<AppraisalRow>(
    `SELECT * FROM appraisal WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function saveFeedback(
  q: Queryable,
  id: string,
  feedback: { feedback: string; message: string | null; corrected: number | null; at: Date },
): Promise<void> {
  await q.query(
    `UPDATE appraisal SET feedback = $2, feedback_message = $3, feedback_corrected_price = $4, feedback_at = $5
     WHERE id = $1`,
    [id, feedback.feedback, feedback.message, feedback.corrected, feedback.at],
  );
}

/** Newest first, PAGE_SIZE a page, with the total. */
/** Newest first; `text` keeps those whose searched address, city or state contains it. */
export async function pageOfAppraisals(
  q: Queryable,
  page: number,
  text?: string,
): Promise<{ items: AppraisalRow[]; total: number; page: number; pageSize: number }> {
  const where = `WHERE $1::text IS NULL OR search_address_string ILIKE $1 OR coalesce(city, '') ILIKE $1
                   OR coalesce(state, '') ILIKE $1`;
  const pattern = containsPattern(text);
  const [rows, count] = await Promise.all([
    q.query<AppraisalRow>(
      `SELECT * FROM appraisal ${where} ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [pattern, PAGE_SIZE, (page - 1) * PAGE_SIZE],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM appraisal ${where}`, [pattern]),
  ]);
  return { items: rows.rows, total: Number(count.rows[0]?.n ?? 0), page, pageSize: PAGE_SIZE };
}

export async function feedbackCounts(q: Queryable): Promise<{
  appraisals: number;
  with_feedback: number;
  adequate: number;
  too_low: number;
  too_high: number;
}> {
  const { rows } = await q.query<{
    appraisals: number;
    with_feedback: number;
    adequate: number;
    too_low: number;
    too_high: number;
  }>(
    `SELECT count(*)::int AS appraisals,
            count(feedback)::int AS with_feedback,
            count(*) FILTER (WHERE feedback = 'ADEQUATE')::int AS adequate,
            count(*) FILTER (WHERE feedback = 'TOO_LOW')::int AS too_low,
            count(*) FILTER (WHERE feedback = 'TOO_HIGH')::int AS too_high
       FROM appraisal`,
  );
  return rows[0]!;
}

/** Every appraisal with a corrected price (the model's error is measured on these). */
export async function correctedPrices(
  q: Queryable,
): Promise<{ price: number; min_price: number; max_price: number; corrected: number }[]> {
  const { rows } = await q.query<{ price: number; min_price: number; max_price: number; corrected: number }>(
    `SELECT price, min_price, max_price, feedback_corrected_price AS corrected
       FROM appraisal WHERE feedback_corrected_price IS NOT NULL AND feedback_corrected_price > 0`,
  );
  return rows;
}

// ─── Presentation ───────────────────────────────────────────────────────────────────────────────

export interface PresentationRow {
  appraisal_id: string;
  offer_price: number;
  monthly_payment: number;
  advance_payment: number;
  sale_commission_percentage: number;
  manager_rent_percentage: number;
  terms: string;
  created_by: string;
  created_at: Date;
}

export async function upsertPresentation(q: Queryable, row: PresentationRow): Promise<PresentationRow> {
  const { rows } = await q.query<PresentationRow>(
    `INSERT INTO presentation (appraisal_id, offer_price, monthly_payment, advance_payment,
       sale_commission_percentage, manager_rent_percentage, terms, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (appraisal_id) DO UPDATE SET offer_price = $2, monthly_payment = $3, advance_payment = $4,
       sale_commission_percentage = $5, manager_rent_percentage = $6, terms = $7, created_by = $8, created_at = $9
     RETURNING *`,
    [
      row.appraisal_id,
      row.offer_price,
      row.monthly_payment,
      row.advance_payment,
      row.sale_commission_percentage,
      row.manager_rent_percentage,
      row.terms,
      row.created_by,
      row.created_at,
    ],
  );
  await q.query(`UPDATE appraisal SET presentation_created_at = $2 WHERE id = $1`, [
    row.appraisal_id,
    row.created_at,
  ]);
  return rows[0]!;
}

export async function presentationOf(q: Queryable, appraisalId: string): Promise<PresentationRow | null> {
  const { rows } = await q.query<PresentationRow>(`SELECT * FROM presentation WHERE appraisal_id = $1`, [
    appraisalId,
  ]);
  return rows[0] ?? null;
}
