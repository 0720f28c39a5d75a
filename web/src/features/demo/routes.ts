/**
 * The public demo (§2 /demo/*): the real dashboard screens over the demo home, read-only, without
 * an account. Features do not import each other, so the app layer hands over each screen (and the
 * reader of its search params) and this feature hangs them under its own layout, which holds the
 * demo's in-memory session, its banner and its sidebar.
 */
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import type { RawSearch } from '../../lib/search.ts';

type RouteComponent = NonNullable<AnyRoute['options']['component']>;
/** One demo screen: the dashboard screen's component and, when it reads any, its search params. */
export type DemoScreen = {
  component: RouteComponent;
  validateSearch?: (raw: RawSearch) => Record<string, unknown>;
};
export type DemoScreens = Record<
  'home' | 'status' | 'ally' | 'chore' | 'report' | 'rent' | 'sale',
  DemoScreen
>;

export const demoPublicRoutes = <TParent extends AnyRoute>(parent: TParent, screens: DemoScreens) => {
  const layout = createRoute({
    getParentRoute: () => parent,
    id: 'demo',
    component: lazyRouteComponent(() => import('./routes/demo-layout.tsx'), 'DemoLayout'),
  });
  const page = <const TPath extends string>(path: TPath, screen: DemoScreen) =>
    createRoute({
      getParentRoute: () => layout,
      path,
      validateSearch: screen.validateSearch,
      component: screen.component,
    });
  return [
    layout.addChildren([
      page('/demo', screens.home),
      page('/demo/status', screens.status),
      page('/demo/ally', screens.ally),
      page('/demo/maintenance/chore', screens.chore),
      page('/demo/maintenance/report', screens.report),
      page('/demo/performance/rent', screens.rent),
      page('/demo/performance/sale', screens.sale),
    ]),
  ] as const;
};
