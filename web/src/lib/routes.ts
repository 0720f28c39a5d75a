/**
 * What a feature needs to declare its routes. Features do not import the app, so each feature's
 * `routes.ts` receives its parent routes (the public layout, the signed-in dashboard, the admin
 * console) and returns its routes; `app/router.tsx` only composes them. Every route has a screen:
 * there is no placeholder page, so a route (and its menu entry) exists only when its screen does.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router';

import type { NavAudience, NavEntry, NavGroup, SectionKey } from './nav.ts';
import { compact, optionalInt, type RawSearch } from './search.ts';

type RouteComponent = NonNullable<AnyRoute['options']['component']>;

/**
 * A route's search reader; its result (every key optional: `compact` drops what the URL lacks) is
 * the page's typed `useSearch()`.
 */
export type SearchReader<TSearch> = (raw: RawSearch) => Partial<TSearch>;

export const EVERYONE: readonly NavAudience[] = ['owner', 'manager', 'worker', 'admin'];
export const OWNERS: readonly NavAudience[] = ['owner', 'manager', 'admin'];

/** A sidebar entry: its group, its place in the group, and who sees it. */
export const nav = (group: NavGroup, key: SectionKey, order: number, audiences = OWNERS): NavEntry => ({
  group,
  key,
  order,
  audiences,
});

/** `?page=` of the paged lists. */
export const validatePageSearch = (raw: RawSearch): { page?: number } =>
  compact({ page: optionalInt(raw['page'], 1, 100_000) });

/** A page of the public site, with the reader of its search params if it has any. */
export const publicPage = <
  TParent extends AnyRoute,
  const TPath extends string,
  TSearch extends Record<string, unknown> = Record<string, never>,
>(
  parent: TParent,
  path: TPath,
  component: RouteComponent,
  validateSearch?: SearchReader<TSearch>,
) =>
  createRoute({
    getParentRoute: () => parent,
    path,
    // Absent for pages without search params (the router then keeps no typed search for them).
    validateSearch: validateSearch as SearchReader<TSearch>,
    component,
  });

type DashboardPageOptions<TSearch extends Record<string, unknown>> = {
  nav?: NavEntry;
  validateSearch?: SearchReader<TSearch>;
  component: RouteComponent;
};

/** A page of the signed-in dashboard; its section names its title, its `nav` its sidebar entry. */
export const dashboardPage = <
  TParent extends AnyRoute,
  const TPath extends string,
  TSearch extends Record<string, unknown> = Record<string, never>,
>(
  parent: TParent,
  path: TPath,
  key: SectionKey,
  options: DashboardPageOptions<TSearch>,
) =>
  createRoute({
    getParentRoute: () => parent,
    path,
    staticData: { section: key, ...(options.nav ? { nav: options.nav } : {}) },
    // Absent for pages without search params (the router then keeps no typed search for them).
    validateSearch: options.validateSearch as SearchReader<TSearch>,
    component: options.component,
  });

/** A page of the admin console (/dashboard/admin/<path>); `order` places it in the Admin sidebar group. */
export const adminPage = <
  TParent extends AnyRoute,
  const TPath extends string,
  TSearch extends Record<string, unknown> = Record<string, never>,
>(
  parent: TParent,
  path: TPath,
  key: SectionKey,
  { order, ...options }: Omit<DashboardPageOptions<TSearch>, 'nav'> & { order?: number },
) =>
  dashboardPage(parent, `/dashboard/admin/${path}` as `/dashboard/admin/${TPath}`, key, {
    ...options,
    ...(order === undefined ? {} : { nav: nav('admin', key, order, ['admin']) }),
  });
