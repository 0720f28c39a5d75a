/**
 * The interface catalogue in Mexican Spanish (tú), the product's default language: the shared words
 * and every feature's own `i18n/es.ts`, merged. Each language is its own chunk, loaded on demand.
 * Error and validation messages are not here: they come from proto's catalogue (lib/i18n/messages.ts).
 * A new feature adds its `i18n/es.ts` and `i18n/en.ts` and one line here and in en.ts.
 */
import { mergeCatalogues, type Words } from '../catalogue.ts';
import { es as shared } from '../shared/es.ts';
import { es as landing } from '../../../features/landing/i18n/es.ts';
import { es as legal } from '../../../features/legal/i18n/es.ts';
import { es as auth } from '../../../features/auth/i18n/es.ts';
import { es as market } from '../../../features/market/i18n/es.ts';
import { es as property } from '../../../features/property/i18n/es.ts';
import { es as submit } from '../../../features/submit/i18n/es.ts';
import { es as tours } from '../../../features/tours/i18n/es.ts';
import { es as properties } from '../../../features/properties/i18n/es.ts';
import { es as adminListings } from '../../../features/admin-listings/i18n/es.ts';
import { es as dashboard } from '../../../features/dashboard/i18n/es.ts';
import { es as allies } from '../../../features/allies/i18n/es.ts';
import { es as announcement } from '../../../features/announcement/i18n/es.ts';
import { es as airbnb } from '../../../features/airbnb/i18n/es.ts';
import { es as adminAirbnb } from '../../../features/admin-airbnb/i18n/es.ts';
import { es as adminMaintenance } from '../../../features/admin-maintenance/i18n/es.ts';
import { es as notifications } from '../../../features/notifications/i18n/es.ts';
import { es as admin } from '../../../features/admin/i18n/es.ts';
import { es as items } from '../../../features/items/i18n/es.ts';
import { es as planning } from '../../../features/planning/i18n/es.ts';
import { es as maintenance } from '../../../features/maintenance/i18n/es.ts';
import { es as worker } from '../../../features/worker/i18n/es.ts';
import { es as purchases } from '../../../features/purchases/i18n/es.ts';
import { es as performance } from '../../../features/performance/i18n/es.ts';
import { es as documents } from '../../../features/documents/i18n/es.ts';
import { es as finance } from '../../../features/finance/i18n/es.ts';
import { es as intake } from '../../../features/submit-from-listing/i18n/es.ts';
import { es as addressSearch } from '../../../components/address-search/i18n/es.ts';
import { es as propertyPicker } from '../../../components/property-picker/i18n/es.ts';
import { es as appraisal } from '../../../features/appraisal/i18n/es.ts';
import { es as demo } from '../../../features/demo/i18n/es.ts';
import { es as adminFinance } from '../../../features/admin-finance/i18n/es.ts';
import { es as adminAudit } from '../../../features/admin-audit/i18n/es.ts';
import { es as savedSearches } from '../../../features/saved-searches/i18n/es.ts';

export const es = mergeCatalogues(
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

/** The shape every language's catalogue has. */
export type Catalogue = Words<typeof es>;
