/** Errors the SPA reports (POST /log), kept CLIENT_LOG_RETENTION_DAYS for whoever investigates. */
import type { LogPost } from '@casona/proto';
import type { Deps } from './deps.ts';

export interface LogMeta {
  profileId: string | null;
  clientIp: string | null;
  userAgent: string | null;
}

export async function storeClientLog(deps: Pick<Deps, 'db' | 'now'>, input: LogPost, meta: LogMeta) {
  await deps.db.query(
    `INSERT INTO client_log (descriptive_source, name, message, stack, profile_id, client_ip, user_agent, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      input.descriptiveSource,
      input.name,
      input.message,
      input.stack ?? null,
      meta.profileId,
      meta.clientIp,
      meta.userAgent?.slice(0, 500) ?? null,
      deps.now(),
    ],
  );
}

/** The daily cleanup: client logs past retention. */
export async function pruneClientLogs(deps: Pick<Deps, 'db' | 'now' | 'config'>): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - deps.config.CLIENT_LOG_RETENTION_DAYS * 86_400_000);
  const { rowCount } = await deps.db.query('DELETE FROM client_log WHERE created_at < $1', [cutoff]);
  return rowCount ?? 0;
}
