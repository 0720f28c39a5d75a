/** The item catalogue (admin), a property's items and its checklist (issue 13). */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { OWNERS, adminPage, dashboardPage, nav, validatePageSearch } from '../../lib/routes.ts';
import { ITEM_TYPES, type ItemType } from '@casona/proto/enums';

import { compact, optionalOneOf, optionalString, optionalUuid, type RawSearch } from '../../lib/search.ts';

const validatePropertyItemSearch = (raw: RawSearch): { property_id?: string; page?: number } =>
  compact({ ...validatePageSearch(raw), property_id: optionalUuid(raw['property_id']) });

export const itemsDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/property_item', 'propertyItem', {
      nav: nav('properties', 'propertyItem', 14, OWNERS),
      validateSearch: validatePropertyItemSearch,
      component: lazyRouteComponent(() => import('./routes/property-item-page.tsx'), 'PropertyItemPage'),
    }),
    dashboardPage(parent, '/dashboard/property/$id/checklist', 'propertyChecklist', {
      component: lazyRouteComponent(() => import('./routes/checklist-page.tsx'), 'ChecklistPage'),
    }),
  ] as const;

/** `?page=&q=&type=` of the staff item catalogue (the service takes the words as `search`). */
export type AdminItemSearch = { page?: number; q?: string; type?: ItemType };
export const validateAdminItemSearch = (raw: RawSearch): AdminItemSearch =>
  compact({
    ...validatePageSearch(raw),
    q: optionalString(raw['q'], 100),
    type: optionalOneOf(ITEM_TYPES, raw['type']),
  });

export const itemsAdminRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    adminPage(parent, 'item', 'adminItem', {
      order: 64,
      validateSearch: validateAdminItemSearch,
      component: lazyRouteComponent(() => import('./routes/admin-item-page.tsx'), 'AdminItemPage'),
    }),
  ] as const;
