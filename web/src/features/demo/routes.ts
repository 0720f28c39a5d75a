/** Public demo versions of the dashboard sections (spec §2 /demo…). */
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import type { SectionKey } from '../../lib/nav.ts';

const demoComponent = lazyRouteComponent(() => import('./routes/demo-page.tsx'), 'DemoPage');

const demo = <TParent extends AnyRoute, const TPath extends string>(
  parent: TParent,
  path: TPath,
  section: SectionKey,
) =>
  createRoute({
    getParentRoute: () => parent,
    path,
    staticData: { section, demo: true },
    component: demoComponent,
  });

export const demoPublicRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    demo(parent, '/demo', 'home'),
    demo(parent, '/demo/ally', 'ally'),
    demo(parent, '/demo/maintenance/chore', 'chore'),
    demo(parent, '/demo/maintenance/report', 'report'),
    demo(parent, '/demo/performance/rent', 'rent'),
    demo(parent, '/demo/performance/sale', 'sale'),
    demo(parent, '/demo/status', 'status'),
  ] as const;
