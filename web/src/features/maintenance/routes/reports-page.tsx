import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

import { ChoreListScreen } from '../components/chore-list-screen.tsx';
import type { ChoreSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/dashboard/maintenance/report');

/** /dashboard/maintenance/report (issue 13). */
export function ReportsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const go = useCallback((next: ChoreSearch) => void navigate({ search: next }), [navigate]);
  return <ChoreListScreen mode="report" search={search} navigate={go} />;
}
