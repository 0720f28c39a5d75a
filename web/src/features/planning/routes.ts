/** Day plans (issue 13): the day across the caller's properties and the plan editor with routes. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { dashboardPage, nav } from '../../lib/routes.ts';
import { compact, optionalIsoDay, type RawSearch } from '../../lib/search.ts';

const validateDaySearch = (raw: RawSearch): { d?: string } => compact({ d: optionalIsoDay(raw['d']) });

export const planningDashboardRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    dashboardPage(parent, '/dashboard/planning', 'planning', {
      nav: nav('properties', 'planning', 11, ['manager', 'admin']),
      validateSearch: validateDaySearch,
      component: lazyRouteComponent(() => import('./routes/planning-page.tsx'), 'PlanningPage'),
    }),
    dashboardPage(parent, '/dashboard/planning/day_plan/$id', 'dayPlan', {
      component: lazyRouteComponent(() => import('./routes/day-plan-page.tsx'), 'DayPlanPage'),
    }),
  ] as const;
