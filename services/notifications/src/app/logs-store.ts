/** SQL of the SPA's error reports (table `client_log`): rows in, rows out. */
import type { Queryable } from '@casona/kit/db/queryable';

export interface ClientLogRow {
  descriptive_source: string;
  name: string;
  message: string;
  stack: string | null;
  profile_id: string | null;
  client_ip: string | null;
  user_agent: string | null;
  created_at: Date;
}

export async function insertClientLog(q: Queryable, row: ClientLogRow): Promise<void> {
  await q.query(
    `INSERT INTO client_log (descriptive_source, name, message, stack, profile_id, client_ip, user_agent, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      row.descriptive_source,
      row.name,
      row.message,
      row.stack,
      row.profile_id,
      row.client_ip,
      row.user_agent,
      row.created_at,
    ],
  );
}

/** How many reports older than `cutoff` were deleted. */
export async function deleteClientLogsBefore(q: Queryable, cutoff: Date): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM client_log WHERE created_at < $1', [cutoff]);
  return rowCount ?? 0;
}
