/** Errors the SPA reports (POST /log), kept CLIENT_LOG_RETENTION_DAYS for whoever investigates. */
import type { LogPost } from '@casona/proto';
import { retentionCutoff, userAgentForLog } from '../domain/logs.ts';
import type { Deps } from './deps.ts';
import { deleteClientLogsBefore, insertClientLog } from './logs-store.ts';

export interface LogMeta {
  profileId: string | null;
  clientIp: string | null;
  userAgent: string | null;
}

export async function storeClientLog(deps: Pick<Deps, 'db' | 'now'>, input: LogPost, meta: LogMeta) {
  await insertClientLog(deps.db, {
    descriptive_source: input.descriptiveSource,
    name: input.name,
    message: input.message,
    stack: input.stack ?? null,
    profile_id: meta.profileId,
    client_ip: meta.clientIp,
    user_agent: userAgentForLog(meta.userAgent),
    created_at: deps.now(),
  });
}

/** The daily cleanup: client logs past retention. */
export async function pruneClientLogs(deps: Pick<Deps, 'db' | 'now' | 'config'>): Promise<number> {
  return deleteClientLogsBefore(deps.db, retentionCutoff(deps.now(), deps.config.CLIENT_LOG_RETENTION_DAYS));
}
