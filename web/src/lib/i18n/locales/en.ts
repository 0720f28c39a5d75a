/**
 * The interface catalogue in English: the same parts as es.ts, in the same order, each typed
 * against its Spanish; a test checks both have the same keys and placeholders.
 */
import { mergeCatalogues } from '../catalogue.ts';
import type { Catalogue } from './es.ts';
import { en as shared } from '../shared/en.ts';
import { en as landing } from '../../../features/landing/i18n/en.ts';
import { en as legal } from '../../../features/legal/i18n/en.ts';
import { en as auth } from '../../../features/auth/i18n/en.ts';
import { en as market } from '../../../features/market/i18n/en.ts';
import { en as property } from '../../../features/property/i18n/en.ts';
import { en as submit } from '../../../features/submit/i18n/en.ts';
import { en as tours } from '../../../features/tours/i18n/en.ts';
import { en as properties } from '../../../features/properties/i18n/en.ts';
import { en as adminListings } from '../../../features/admin-listings/i18n/en.ts';
import { en as dashboard } from '../../../features/dashboard/i18n/en.ts';
import { en as allies } from '../../../features/allies/i18n/en.ts';
import { en as announcement } from '../../../features/announcement/i18n/en.ts';
import { en as airbnb } from '../../../features/airbnb/i18n/en.ts';
import { en as adminAirbnb } from '../../../features/admin-airbnb/i18n/en.ts';
import { en as adminMaintenance } from '../../../features/admin-maintenance/i18n/en.ts';
import { en as notifications } from '../../../features/notifications/i18n/en.ts';
import { en as admin } from '../../../features/admin/i18n/en.ts';
import { en as items } from '../../../features/items/i18n/en.ts';
import { en as planning } from '../../../features/planning/i18n/en.ts';
import { en as maintenance } from '../../../features/maintenance/i18n/en.ts';
import { en as worker } from '../../../features/worker/i18n/en.ts';
import { en as purchases } from '../../../features/purchases/i18n/en.ts';
import { en as performance } from '../../../features/performance/i18n/en.ts';
import { en as documents } from '../../../features/documents/i18n/en.ts';
import { en as finance } from '../../../features/finance/i18n/en.ts';
import { en as intake } from '../../../features/submit-from-listing/i18n/en.ts';
import { en as addressSearch } from '../../../components/address-search/i18n/en.ts';
import { en as propertyPicker } from '../../../components/property-picker/i18n/en.ts';
import { en as appraisal } from '../../../features/appraisal/i18n/en.ts';
import { en as demo } from '../../../features/demo/i18n/en.ts';
import { en as adminFinance } from '../../../features/admin-finance/i18n/en.ts';
import { en as adminAudit } from '../../../features/admin-audit/i18n/en.ts';
import { en as savedSearches } from '../../../features/saved-searches/i18n/en.ts';

export const en: Catalogue = mergeCatalogues(
  shared,
  landing,
  legal,
  auth,
  market,
  property,
  submit,
  tours,
  properties,
  adminListings,
  dashboard,
  allies,
  announcement,
  airbnb,
  adminAirbnb,
  notifications,
  admin,
  items,
  planning,
  maintenance,
  worker,
  purchases,
  performance,
  documents,
  finance,
  intake,
  addressSearch,
  propertyPicker,
  appraisal,
  demo,
  adminFinance,
  adminAudit,
  savedSearches,
  adminMaintenance,
);
