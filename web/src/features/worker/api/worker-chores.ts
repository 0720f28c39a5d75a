/**
 * The worker's pending chores (GET /property_chore, assigned to them), kept on the phone: every
 * answer is saved to IndexedDB, and without a connection the saved copy is shown with the time it
 * was saved. Runs in network mode `always`, so the query still asks (and falls back) when the
 * browser says it is offline instead of pausing.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceChores, type ChoreView } from '@casona/proto/maintenance/chores';

import { api } from '../../../lib/api/client.ts';
import { NetworkError } from '../../../lib/api/errors.ts';
import { maintenanceKeys } from '../../../lib/api/query-keys.ts';
import { loadChores, saveChores } from '../offline/idb-store.ts';

/** At most this many pages of 20 (a worker's pending chores fit in far fewer). */
const MAX_PAGES = 5;

export type WorkerChores = { items: ChoreView[]; savedAt: string | null; offline: boolean };

async function fetchAll(profileId: string, signal: AbortSignal): Promise<ChoreView[]> {
  const items: ChoreView[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api(maintenanceChores.list, {
      query: { assignee: profileId, status: 'PENDING', page },
      signal,
    });
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) break;
  }
  // Rules are never done themselves: the worker does their copies.
  return items.filter((c) => c.trigger_event === null && c.recurrence_rule === null);
}

export async function getWorkerChores(profileId: string, signal: AbortSignal): Promise<WorkerChores> {
  try {
    const items = await fetchAll(profileId, signal);
    await saveChores(profileId, items).catch((error: unknown) =>
      console.warn('Could not keep chores', error),
    );
    return { items, savedAt: null, offline: false };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const saved = await loadChores<ChoreView[]>(profileId).catch(() => undefined);
    if (!saved) throw error;
    return { items: saved.chores, savedAt: saved.savedAt, offline: true };
  }
}

export const workerChoresOptions = (profileId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.worker(profileId),
    queryFn: ({ signal }) => getWorkerChores(profileId, signal),
    networkMode: 'always',
    retry: false,
    staleTime: 30_000,
  });

export const useWorkerChores = (profileId: string | undefined) =>
  useQuery({ ...workerChoresOptions(profileId ?? ''), enabled: profileId !== undefined });

/** The API side of the offline queue: solve, and read a chore back before a retry. */
export const solveSender = {
  solve: async (entry: {
    choreId: string;
    completionNotes: string | null;
    photos: { dataUrl: string }[];
  }) => {
    await api(maintenanceChores.solve, {
      body: {
        chore_id: entry.choreId,
        completion_notes: entry.completionNotes,
        resolution_images: entry.photos.map((p) => p.dataUrl),
      },
    });
  },
  current: async (choreId: string) => {
    try {
      const chore = await api(maintenanceChores.get, { params: { id: choreId } });
      return { status: chore.status, resolutionCount: chore.resolution_img_urls.length };
    } catch (error) {
      if (error instanceof Error && 'status' in error && error.status === 404) return null;
      throw error;
    }
  },
};
