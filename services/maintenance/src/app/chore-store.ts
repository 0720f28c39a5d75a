/**
 * SQL of chores and reports (`property_chore`) and of the reservations their triggers follow
 * (`trigger_stay`); property names and time zones and listing names are read from planning's
 * projections of the same events (`planning_property`, `planning_listing`). Rows in, rows out.
 */
import type { ChoreListQuery } from '@casona/proto/maintenance/chores';
import type { Queryable } from '@casona/kit/db/queryable';

export interface ChoreRow {
  id: string;
  property_id: string;
  kind: 'CHORE' | 'REPORT';
  name: string;
  type: string;
  status: 'PENDING' | 'SOLVED';
  description_doc: unknown;
  due_date: string | null;
  assigned_to: string | null;
  created_by: string;
  completion_notes: string | null;
  next_occurrence: string | null;
  problem_img_urls: string[];
  resolution_img_urls: string[];
  public_problem_img_urls: string[];
  public_resolution_img_urls: string[];
  public_urls_generated_at: Date | null;
  trigger_event: string | null;
  trigger_event_due_date_offset: number | null;
  trigger_event_night_range: string | null;
  recurrence_rule: string | null;
  rule_id: string | null;
  reservation_id: string | null;
  occurrence_date: string | null;
  same_day_turnover: boolean;
  canceled_at: Date | null;
  canceled_by: string | null;
  cancel_reason: 'RESERVATION_CANCELED' | 'NIGHTS_OUT_OF_RANGE' | null;
  solved_at: Date | null;
  solved_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Columns a use case may set after insert. */
export type ChoreChange = Partial<Omit<ChoreRow, 'id' | 'created_at' | 'created_by' | 'kind'>>;

const COLUMNS = `id, property_id, kind, name, type, status, description_doc, to_char(due_date, 'YYYY-MM-DD') AS due_date,
  assigned_to, created_by, completion_notes, to_char(next_occurrence, 'YYYY-MM-DD') AS next_occurrence,
  problem_img_urls, resolution_img_urls, public_problem_img_urls, public_resolution_img_urls,
  public_urls_generated_at, trigger_event, trigger_event_due_date_offset, trigger_event_night_range,
  recurrence_rule, rule_id, reservation_id, to_char(occurrence_date, 'YYYY-MM-DD') AS occurrence_date,
  same_day_turnover, canceled_at, canceled_by, cancel_reason, solved_at, solved_by, created_at, updated_at`;

const INSERTABLE = [
  'id',
  'property_id',
  'kind',
  'name',
  'type',
  'status',
  'description_doc',
  'due_date',
  'assigned_to',
  'created_by',
  'completion_notes',
  'next_occurrence',
  'problem_img_urls',
  'resolution_img_urls',
  'trigger_event',
  'trigger_event_due_date_offset',
  'trigger_event_night_range',
  'recurrence_rule',
  'rule_id',
  'reservation_id',
  'occurrence_date',
  'same_day_turnover',
  'created_at',
  'updated_at',
] as const;
export type NewChore = Pick<ChoreRow, (typeof INSERTABLE)[number]>;

const jsonb = (column: string, value: unknown) =>
  column === 'description_doc' && value !== null ? JSON.stringify(value) : value;

export async function insertChore(q: Queryable, row: NewChore): Promise<ChoreRow> {
  const values = INSERTABLE.map((c) => jsonb(c, row[c]));
  const { rows } = await q.query<ChoreRow>(
    `INSERT INTO property_chore (${INSERTABLE.join(', ')})
     VALUES (${INSERTABLE.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${COLUMNS}`,
    values,
  );
  return rows[0]!;
}

/**
 * A triggered or recurring copy: nothing when the rule already has one for that reservation or
 * occurrence (a redelivered event, two job runs), so the unique indexes decide, not a race.
 */
export async function insertCopy(q: Queryable, row: NewChore): Promise<ChoreRow | null> {
  const values = INSERTABLE.map((c) => jsonb(c, row[c]));
  const { rows } = await q.query<ChoreRow>(
    `INSERT INTO property_chore (${INSERTABLE.join(', ')})
     VALUES (${INSERTABLE.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    values,
  );
  return rows[0] ?? null;
}

export async function findChore(q: Queryable, id: string, lock = false): Promise<ChoreRow | null> {
  const { rows } = await q.query<ChoreRow>(
    `SELECT ${COLUMNS} FROM property_chore WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function updateChore(q: Queryable, id: string, change: ChoreChange): Promise<ChoreRow> {
  const entries = Object.entries(change).filter(([, v]) => v !== undefined);
  const sets = entries.map(([c], i) => `${c} = $${i + 2}`);
  const { rows } = await q.query<ChoreRow>(
    `UPDATE property_chore SET ${sets.join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, ...entries.map(([c, v]) => jsonb(c, v))],
  );
  return rows[0]!;
}

export async function deleteChore(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM property_chore WHERE id = $1', [id]);
}

/** The pending copies of a rule that nobody solved (deleted with it). */
export async function deletePendingCopies(q: Queryable, ruleId: string): Promise<ChoreRow[]> {
  const { rows } = await q.query<ChoreRow>(
    `DELETE FROM property_chore WHERE rule_id = $1 AND status = 'PENDING' RETURNING ${COLUMNS}`,
    [ruleId],
  );
  return rows;
}

/** Of `keys`, those another chore than `exceptIds` still shows (copies share their rule's images). */
export async function keysInUse(
  q: Queryable,
  keys: readonly string[],
  exceptIds: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const { rows } = await q.query<{ key: string }>(
    `SELECT DISTINCT k AS key FROM property_chore, unnest(problem_img_urls || resolution_img_urls) AS k
     WHERE k = ANY($1) AND NOT (id = ANY($2))`,
    [keys, exceptIds],
  );
  return new Set(rows.map((r) => r.key));
}

// ─── The list (§4 filters) ──────────────────────────────────────────────────────────────────────

/** Who may see what: every chore of `fullProperties`, only their own of `ownProperties` (workers); staff all. */
export interface ChoreScope {
  all: boolean;
  fullProperties: string[];
  ownProperties: string[];
  me: string | null;
}

export async function listChores(
  q: Queryable,
  scope: ChoreScope,
  filter: ChoreListQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: ChoreRow[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (!scope.all) {
    where.push(
      `(property_id = ANY(${param(scope.fullProperties)}) OR (property_id = ANY(${param(scope.ownProperties)}) AND assigned_to = ${param(scope.me)}))`,
    );
  }
  if (filter.property_id) where.push(`property_id = ${param(filter.property_id)}`);
  if (filter.kind) where.push(`kind = ${param(filter.kind)}`);
  switch (filter.due_date ?? 'all') {
    case 'recurring':
      where.push('recurrence_rule IS NOT NULL');
      break;
    case 'with_trigger_event':
      where.push('trigger_event IS NOT NULL');
      break;
    case 'without_due_date':
      where.push('due_date IS NULL AND trigger_event IS NULL AND recurrence_rule IS NULL');
      break;
    case 'with_due_date':
      where.push('due_date IS NOT NULL');
      if (filter.due_from) where.push(`due_date >= ${param(filter.due_from)}::date`);
      if (filter.due_to) where.push(`due_date <= ${param(filter.due_to)}::date`);
      break;
    case 'all':
      break;
  }
  if (filter.assignee === 'free') where.push('assigned_to IS NULL');
  else if (filter.assignee && filter.assignee !== 'all')
    where.push(`assigned_to = ${param(filter.assignee)}`);
  if (filter.created_by) where.push(`created_by = ${param(filter.created_by)}`);
  if (filter.created_from) where.push(`created_at >= ${param(filter.created_from)}::date`);
  if (filter.created_to) where.push(`created_at < ${param(filter.created_to)}::date + 1`);
  if (filter.name) {
    const escaped = filter.name.replace(/[\\%_]/g, (c) => `\\${c}`);
    where.push(`name ILIKE ${param(`%${escaped}%`)}`);
  }
  if (filter.status) where.push(`status = ${param(filter.status)}`);
  if (!filter.include_canceled) where.push('canceled_at IS NULL');
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { rows } = await q.query<ChoreRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM property_chore ${clause}
     ORDER BY due_date ASC NULLS LAST, created_at DESC, id LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}`,
    values,
  );
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}

// ─── Rules and copies ───────────────────────────────────────────────────────────────────────────

export async function triggerRulesOf(q: Queryable, propertyId: string): Promise<ChoreRow[]> {
  const { rows } = await q.query<ChoreRow>(
    `SELECT ${COLUMNS} FROM property_chore WHERE property_id = $1 AND trigger_event IS NOT NULL ORDER BY created_at`,
    [propertyId],
  );
  return rows;
}

export async function copiesOfReservation(q: Queryable, reservationId: string): Promise<ChoreRow[]> {
  const { rows } = await q.query<ChoreRow>(
    `SELECT ${COLUMNS} FROM property_chore WHERE reservation_id = $1 ORDER BY created_at FOR UPDATE`,
    [reservationId],
  );
  return rows;
}

/** Recurring rules with the time zone of their property (Mexico City until listings announces one). */
export async function recurringRules(q: Queryable): Promise<(ChoreRow & { timezone: string })[]> {
  const { rows } = await q.query<ChoreRow & { timezone: string }>(
    `SELECT c.*, coalesce(p.timezone, 'America/Mexico_City') AS timezone
     FROM (SELECT ${COLUMNS} FROM property_chore WHERE recurrence_rule IS NOT NULL) c
     LEFT JOIN planning_property p ON p.property_id = c.property_id`,
  );
  return rows;
}

// ─── Reservations and properties ────────────────────────────────────────────────────────────────

export interface StayRow {
  reservation_id: string;
  property_id: string;
  airbnb_listing_id: string | null;
  check_in: string;
  check_out: string;
  nights: number;
  guest_amount: number | null;
  confirmation_code: string | null;
  total_earned: string | null;
  currency: string;
  added_on: string;
  turnover: boolean;
  is_canceled: boolean;
  canceled_at: Date | null;
}

const STAY_COLUMNS = `reservation_id, property_id, airbnb_listing_id, to_char(check_in, 'YYYY-MM-DD') AS check_in,
  to_char(check_out, 'YYYY-MM-DD') AS check_out, nights, guest_amount, confirmation_code, total_earned::text AS total_earned,
  currency, to_char(added_on, 'YYYY-MM-DD') AS added_on, turnover, is_canceled, canceled_at`;

/** Keeps the stay as the latest event says; `added_on` is set once, by the first event seen. */
export async function upsertStay(q: Queryable, s: Omit<StayRow, 'turnover'>, now: Date): Promise<StayRow> {
  const { rows } = await q.query<StayRow>(
    `INSERT INTO trigger_stay (reservation_id, property_id, airbnb_listing_id, check_in, check_out, nights, guest_amount,
       confirmation_code, total_earned, currency, added_on, is_canceled, canceled_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (reservation_id) DO UPDATE SET property_id = EXCLUDED.property_id,
       airbnb_listing_id = EXCLUDED.airbnb_listing_id, check_in = EXCLUDED.check_in, check_out = EXCLUDED.check_out,
       nights = EXCLUDED.nights, guest_amount = EXCLUDED.guest_amount, confirmation_code = EXCLUDED.confirmation_code,
       total_earned = EXCLUDED.total_earned, currency = EXCLUDED.currency, is_canceled = EXCLUDED.is_canceled,
       canceled_at = CASE WHEN EXCLUDED.is_canceled THEN coalesce(trigger_stay.canceled_at, EXCLUDED.canceled_at) END,
       updated_at = EXCLUDED.updated_at
     RETURNING ${STAY_COLUMNS}`,
    [
      s.reservation_id,
      s.property_id,
      s.airbnb_listing_id,
      s.check_in,
      s.check_out,
      s.nights,
      s.guest_amount,
      s.confirmation_code,
      s.total_earned,
      s.currency,
      s.added_on,
      s.is_canceled,
      s.canceled_at,
      now,
    ],
  );
  return rows[0]!;
}

/**
 * The stays of a property whose dates touch [from, to] (a same-day turnover is decided among
 * neighbours only, so an event costs the same on a property with years of history).
 */
export async function staysNear(
  q: Queryable,
  propertyId: string,
  from: string,
  to: string,
): Promise<StayRow[]> {
  const { rows } = await q.query<StayRow>(
    `SELECT ${STAY_COLUMNS} FROM trigger_stay
     WHERE property_id = $1 AND check_out >= $2::date AND check_in <= $3::date ORDER BY check_in FOR UPDATE`,
    [propertyId, from, to],
  );
  return rows;
}

/** The live stays of a property not over before `from` (a new rule's copies). */
export async function staysFrom(q: Queryable, propertyId: string, from: string): Promise<StayRow[]> {
  const { rows } = await q.query<StayRow>(
    `SELECT ${STAY_COLUMNS} FROM trigger_stay
     WHERE property_id = $1 AND NOT is_canceled AND check_out >= $2::date ORDER BY check_in`,
    [propertyId, from],
  );
  return rows;
}

export async function setTurnover(q: Queryable, reservationId: string, turnover: boolean): Promise<void> {
  await q.query('UPDATE trigger_stay SET turnover = $2 WHERE reservation_id = $1', [reservationId, turnover]);
}

export async function findStays(q: Queryable, ids: readonly string[]): Promise<StayRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<StayRow>(
    `SELECT ${STAY_COLUMNS} FROM trigger_stay WHERE reservation_id = ANY($1)`,
    [ids],
  );
  return rows;
}

/** A property's name and time zone as planning keeps them from listings' events. */
export async function propertiesInfo(
  q: Queryable,
  ids: readonly string[],
): Promise<Map<string, { name: string; timezone: string }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<{ property_id: string; name: string; timezone: string }>(
    'SELECT property_id, name, timezone FROM planning_property WHERE property_id = ANY($1)',
    [ids],
  );
  return new Map(rows.map((r) => [r.property_id, { name: r.name, timezone: r.timezone }]));
}

export async function listingNames(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<{ airbnb_listing_id: string; name: string }>(
    'SELECT airbnb_listing_id, name FROM planning_listing WHERE airbnb_listing_id = ANY($1)',
    [ids],
  );
  return new Map(rows.map((r) => [r.airbnb_listing_id, r.name]));
}
