/** Property files, their contract state, renewals and expiry warnings: SQL only, rows in and out. */
import type { ContractRenewalDecision, ExpiryWarning, FileType } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface FileRow {
  id: string;
  property_id: string;
  type: FileType;
  url: string;
  size: number;
  valid_from: string | null;
  valid_to: string | null;
  expired_at: Date | null;
  uploaded_by: string | null;
  created_at: Date;
}

export interface ContractStateRow {
  property_file_id: string;
  auto_renewal: boolean;
  renewal: ContractRenewalDecision | null;
  auto_renewal_state_set_at: Date | null;
  plan_anchor: string | null;
  plan_months: number | null;
  plan_days: number | null;
  plan_first: number | null;
}

// Dates as ISO strings: a `date` is a day, not an instant in the server's time zone.
const FILE_COLUMNS = `id, property_id, type, url, size, to_char(valid_from, 'YYYY-MM-DD') AS valid_from,
  to_char(valid_to, 'YYYY-MM-DD') AS valid_to, expired_at, uploaded_by, created_at`;

const STATE_COLUMNS = `property_file_id, auto_renewal, renewal, auto_renewal_state_set_at,
  to_char(plan_anchor, 'YYYY-MM-DD') AS plan_anchor, plan_months, plan_days, plan_first`;

export async function insertFile(q: Queryable, row: Omit<FileRow, 'expired_at'>): Promise<FileRow> {
  const { rows } = await q.query<FileRow>(
    `INSERT INTO property_file (id, property_id, type, url, size, valid_from, valid_to, uploaded_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${FILE_COLUMNS}`,
    [
      row.id,
      row.property_id,
      row.type,
      row.url,
      row.size,
      row.valid_from,
      row.valid_to,
      row.uploaded_by,
      row.created_at,
    ],
  );
  return rows[0]!;
}

export async function fileById(q: Queryable, id: string, lock = false): Promise<FileRow | null> {
  const { rows } = await q.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM property_file WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function filesOfProperties(q: Queryable, propertyIds: readonly string[]): Promise<FileRow[]> {
  const { rows } = await q.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM property_file WHERE property_id = ANY($1) ORDER BY created_at DESC, id`,
    [propertyIds],
  );
  return rows;
}

export async function deleteFile(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM property_file WHERE id = $1', [id]);
}

/** Files with an end not yet marked expired (what the daily jobs look at), oldest end first. */
export async function openFileIds(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM property_file WHERE valid_to IS NOT NULL AND expired_at IS NULL ORDER BY valid_to, id',
  );
  return rows.map((r) => r.id);
}

export async function markExpired(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query('UPDATE property_file SET expired_at = $2 WHERE id = $1 AND expired_at IS NULL', [id, at]);
}

export async function setPeriod(q: Queryable, id: string, validFrom: string, validTo: string): Promise<void> {
  await q.query('UPDATE property_file SET valid_from = $2, valid_to = $3, expired_at = NULL WHERE id = $1', [
    id,
    validFrom,
    validTo,
  ]);
}

// ─── Contract state ─────────────────────────────────────────────────────────────────────────────

export async function insertContractState(q: Queryable, fileId: string): Promise<void> {
  await q.query(
    'INSERT INTO property_file_contract_state (property_file_id) VALUES ($1) ON CONFLICT DO NOTHING',
    [fileId],
  );
}

export async function contractStatesOf(
  q: Queryable,
  fileIds: readonly string[],
): Promise<ContractStateRow[]> {
  const { rows } = await q.query<ContractStateRow>(
    `SELECT ${STATE_COLUMNS} FROM property_file_contract_state WHERE property_file_id = ANY($1)`,
    [fileIds],
  );
  return rows;
}

export async function saveContractState(q: Queryable, row: ContractStateRow): Promise<ContractStateRow> {
  const { rows } = await q.query<ContractStateRow>(
    `INSERT INTO property_file_contract_state (property_file_id, auto_renewal, renewal, auto_renewal_state_set_at,
       plan_anchor, plan_months, plan_days, plan_first)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (property_file_id) DO UPDATE SET auto_renewal = EXCLUDED.auto_renewal, renewal = EXCLUDED.renewal,
       auto_renewal_state_set_at = EXCLUDED.auto_renewal_state_set_at, plan_anchor = EXCLUDED.plan_anchor,
       plan_months = EXCLUDED.plan_months, plan_days = EXCLUDED.plan_days, plan_first = EXCLUDED.plan_first
     RETURNING ${STATE_COLUMNS}`,
    [
      row.property_file_id,
      row.auto_renewal,
      row.renewal,
      row.auto_renewal_state_set_at,
      row.plan_anchor,
      row.plan_months,
      row.plan_days,
      row.plan_first,
    ],
  );
  return rows[0]!;
}

/** Auto-renewing contracts with an end, oldest end first. */
export async function autoRenewingFileIds(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT f.id FROM property_file f JOIN property_file_contract_state s ON s.property_file_id = f.id
      WHERE s.auto_renewal AND f.valid_to IS NOT NULL ORDER BY f.valid_to, f.id`,
  );
  return rows.map((r) => r.id);
}

/** Records a renewal; false when this period was recorded already. */
export async function insertRenewal(
  q: Queryable,
  row: { id: string; fileId: string; previousValidTo: string; validFrom: string; validTo: string; at: Date },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO contract_renewal (id, property_file_id, previous_valid_to, valid_from, valid_to, renewed_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [row.id, row.fileId, row.previousValidTo, row.validFrom, row.validTo, row.at],
  );
  return rowCount === 1;
}

// ─── Expiry warnings ────────────────────────────────────────────────────────────────────────────

export async function warningsSent(q: Queryable, fileId: string, validTo: string): Promise<ExpiryWarning[]> {
  const { rows } = await q.query<{ warning: ExpiryWarning }>(
    'SELECT warning FROM expiry_warning WHERE property_file_id = $1 AND valid_to = $2',
    [fileId, validTo],
  );
  return rows.map((r) => r.warning);
}

/** Records a warning; false when it was sent already (the once-each guarantee). */
export async function insertWarning(
  q: Queryable,
  row: { fileId: string; validTo: string; warning: ExpiryWarning; at: Date },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO expiry_warning (property_file_id, valid_to, warning, sent_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [row.fileId, row.validTo, row.warning, row.at],
  );
  return rowCount === 1;
}
