import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { CatalogueAdmin } from '../components/catalogue-admin.tsx';

const amenityRoute = getRouteApi('/dashboard/admin/dashboard/admin/amenity');
const insightRoute = getRouteApi('/dashboard/admin/dashboard/admin/neighborhood_insight');

/** /dashboard/admin/amenity?page=&q= */
export function AdminAmenityPage() {
  const { t } = useTranslation();
  const search = amenityRoute.useSearch();
  const navigate = amenityRoute.useNavigate();
  return (
    <CatalogueAdmin
      kind="amenity"
      title={t('sections.adminAmenity.title')}
      description={t('sections.adminAmenity.description')}
      page={search.page ?? 1}
      q={search.q}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}

/** /dashboard/admin/neighborhood_insight?page=&q= */
export function AdminNeighborhoodInsightPage() {
  const { t } = useTranslation();
  const search = insightRoute.useSearch();
  const navigate = insightRoute.useNavigate();
  return (
    <CatalogueAdmin
      kind="neighborhood_insight"
      title={t('sections.adminNeighborhoodInsight.title')}
      description={t('sections.adminNeighborhoodInsight.description')}
      page={search.page ?? 1}
      q={search.q}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
