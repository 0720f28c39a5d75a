/**
 * The offline queue in a React page: the signed-in worker's waiting solves, `solve()` that writes
 * to IndexedDB then tries to send, and automatic retries when the browser comes back online, when
 * the page opens, and every 20 seconds while something waits.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { maintenanceKeys } from '../../../lib/api/query-keys.ts';
import { solveSender } from '../api/worker-chores.ts';
import { idbSolveStore } from './idb-store.ts';
import {
  discard,
  enqueue,
  flushQueue,
  newEntry,
  pendingFor,
  singleFlight,
  type FlushOutcome,
  type QueuedPhoto,
  type QueuedSolve,
} from './solve-queue.ts';

const RETRY_MS = 20_000;

export function useSolveQueue(profileId: string | undefined) {
  const client = useQueryClient();
  const [entries, setEntries] = useState<QueuedSolve[]>([]);
  const [sending, setSending] = useState(false);

  const reload = useCallback(async () => {
    if (!profileId) return;
    setEntries(await pendingFor(idbSolveStore, profileId));
  }, [profileId]);

  const flush = useMemo(
    () =>
      singleFlight(async (): Promise<FlushOutcome> => {
        if (!profileId) return { sent: [], alreadyThere: [], rejected: [], waiting: [], stoppedBy: null };
        return flushQueue(idbSolveStore, solveSender, profileId);
      }),
    [profileId],
  );

  const send = useCallback(async () => {
    setSending(true);
    try {
      const outcome = await flush();
      if (outcome.sent.length + outcome.alreadyThere.length > 0)
        await client.invalidateQueries({ queryKey: maintenanceKeys.all() });
    } finally {
      setSending(false);
      await reload();
    }
  }, [client, flush, reload]);

  const solve = useCallback(
    async (input: {
      choreId: string;
      choreName: string;
      completionNotes: string | null;
      photos: QueuedPhoto[];
    }) => {
      if (!profileId) return;
      await enqueue(idbSolveStore, newEntry({ ...input, profileId }));
      await reload();
      void send();
    },
    [profileId, reload, send],
  );

  const drop = useCallback(
    async (choreId: string) => {
      await discard(idbSolveStore, choreId);
      await reload();
    },
    [reload],
  );

  useEffect(() => {
    void reload().then(() => send());
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [reload, send]);

  const waiting = entries.filter((e) => e.rejected === null);
  useEffect(() => {
    if (waiting.length === 0) return;
    const timer = setInterval(() => void send(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting.length, send]);

  return { entries, waiting, sending, solve, send, drop };
}
