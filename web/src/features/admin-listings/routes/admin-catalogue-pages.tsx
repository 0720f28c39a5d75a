import { useTranslation } from 'react-i18next';

import { CatalogueAdmin } from '../components/catalogue-admin.tsx';

/** /dashboard/admin/amenity */
export function AdminAmenityPage() {
  const { t } = useTranslation();
  return (
    <CatalogueAdmin
      kind="amenity"
      title={t('sections.adminAmenity.title')}
      description={t('sections.adminAmenity.description')}
    />
  );
}

/** /dashboard/admin/neighborhood_insight */
export function AdminNeighborhoodInsightPage() {
  const { t } = useTranslation();
  return (
    <CatalogueAdmin
      kind="neighborhood_insight"
      title={t('sections.adminNeighborhoodInsight.title')}
      description={t('sections.adminNeighborhoodInsight.description')}
    />
  );
}
