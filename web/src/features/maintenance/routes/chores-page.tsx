import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

import { ChoreListScreen } from '../components/chore-list-screen.tsx';
import type { ChoreSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/dashboard/maintenance/chore');

/** /dashboard/maintenance/chore (issue 13). */
export function ChoresPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const go = useCallback((next: ChoreSearch) => void navigate({ search: next }), [navigate]);
  return <ChoreListScreen mode="chore" search={search} navigate={go} />;
}
