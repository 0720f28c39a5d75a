/** identity.login_throttle: rows in, rows out. */
import type { Queryable } from '@casona/kit/db/queryable';
import type { ThrottleState } from '../domain/throttle.ts';

export async function throttleState(q: Queryable, key: string, lock = false): Promise<ThrottleState | null> {
  const { rows } = await q.query<{ window_start: Date; failures: number }>(
    `SELECT window_start, failures FROM login_throttle WHERE key = $1${lock ? ' FOR UPDATE' : ''}`,
    [key],
  );
  const row = rows[0];
  return row ? { windowStart: row.window_start, failures: row.failures } : null;
}

export async function saveThrottleState(q: Queryable, key: string, state: ThrottleState): Promise<void> {
  await q.query(
    `INSERT INTO login_throttle (key, window_start, failures) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET window_start = EXCLUDED.window_start, failures = EXCLUDED.failures`,
    [key, state.windowStart, state.failures],
  );
}

export async function deleteThrottleKeys(q: Queryable, keys: readonly string[]): Promise<void> {
  await q.query('DELETE FROM login_throttle WHERE key = ANY($1::text[])', [keys]);
}

export async function deleteWindowsStartedBefore(q: Queryable, before: Date): Promise<number> {
  return (await q.query('DELETE FROM login_throttle WHERE window_start < $1', [before])).rowCount ?? 0;
}
