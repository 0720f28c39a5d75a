/** The legal texts (one table per kind, every version kept) and who accepted which: SQL only. */
import type { LegalTextKind } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface LegalTextRow {
  id: string;
  en_markdown: string;
  es_markdown: string;
  created_at: Date;
}

export interface AcceptanceRow {
  kind: LegalTextKind;
  version_id: string;
  accepted_at: Date;
}

// The kind names a table of our own schema, never caller input (typed LegalTextKind).
const TABLE: Record<LegalTextKind, string> = {
  privacy_policy: 'privacy_policy',
  terms_and_conditions: 'terms_and_conditions',
};

export async function latestText(q: Queryable, kind: LegalTextKind): Promise<LegalTextRow | null> {
  const { rows } = await q.query<LegalTextRow>(
    `SELECT id, en_markdown, es_markdown, created_at FROM ${TABLE[kind]} ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

export async function insertText(
  q: Queryable,
  kind: LegalTextKind,
  row: LegalTextRow & { created_by: string | null },
): Promise<LegalTextRow> {
  const { rows } = await q.query<LegalTextRow>(
    `INSERT INTO ${TABLE[kind]} (id, en_markdown, es_markdown, created_by, created_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, en_markdown, es_markdown, created_at`,
    [row.id, row.en_markdown, row.es_markdown, row.created_by, row.created_at],
  );
  return rows[0]!;
}

/** The latest acceptance of each kind by a profile. */
export async function latestAcceptances(q: Queryable, profileId: string): Promise<AcceptanceRow[]> {
  const { rows } = await q.query<AcceptanceRow>(
    `SELECT DISTINCT ON (kind) kind, version_id, accepted_at FROM app_acceptance
      WHERE profile_id = $1 ORDER BY kind, accepted_at DESC`,
    [profileId],
  );
  return rows;
}

export async function insertAcceptance(
  q: Queryable,
  row: { profileId: string; kind: LegalTextKind; versionId: string; at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO app_acceptance (profile_id, kind, version_id, accepted_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (profile_id, kind, version_id) DO UPDATE SET accepted_at = EXCLUDED.accepted_at`,
    [row.profileId, row.kind, row.versionId, row.at],
  );
}

/** Inserts a first version when the kind has none yet (one starting replica at a time). */
export async function insertFirstText(
  q: Queryable,
  kind: LegalTextKind,
  row: LegalTextRow,
): Promise<boolean> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`documents-seed-${kind}`]);
  const { rowCount } = await q.query(
    `INSERT INTO ${TABLE[kind]} (id, en_markdown, es_markdown, created_by, created_at)
     SELECT $1, $2, $3, NULL, $4 WHERE NOT EXISTS (SELECT 1 FROM ${TABLE[kind]})`,
    [row.id, row.en_markdown, row.es_markdown, row.created_at],
  );
  return rowCount === 1;
}
