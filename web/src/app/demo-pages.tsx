/**
 * The public demo's screens whose dashboard pages read their search params through their own
 * /dashboard route: the same screens, reading and writing the demo route's params instead.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

import { StatusScreen } from '../features/documents/routes/status-page.tsx';
import type { StatusSearch } from '../features/documents/routes.ts';
import { ChoreListScreen } from '../features/maintenance/components/chore-list-screen.tsx';
import type { ChoreSearch } from '../features/maintenance/routes.ts';

/** Navigation to this same page with other search params (its filters, its page). */
function useSearchNavigation<TSearch extends object>() {
  const navigate = useNavigate();
  return useCallback((next: TSearch) => void navigate({ to: '.', search: next as never }), [navigate]);
}

/** /demo/maintenance/chore: /dashboard/maintenance/chore's screen. */
export function DemoChoresPage() {
  const search = useSearch({ strict: false }) as ChoreSearch;
  const go = useSearchNavigation<ChoreSearch>();
  return <ChoreListScreen mode="chore" search={search} navigate={go} />;
}

/** /demo/maintenance/report: /dashboard/maintenance/report's screen. */
export function DemoReportsPage() {
  const search = useSearch({ strict: false }) as ChoreSearch;
  const go = useSearchNavigation<ChoreSearch>();
  return <ChoreListScreen mode="report" search={search} navigate={go} />;
}

/** /demo/status: /dashboard/status's screen. */
export function DemoStatusPage() {
  const search = useSearch({ strict: false }) as StatusSearch;
  const go = useSearchNavigation<StatusSearch>();
  return <StatusScreen search={search} navigate={go} />;
}
