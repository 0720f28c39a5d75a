/**
 * The seven screens of the public demo (§2 /demo/*) and the dashboard screen each one shows: the
 * demo's sidebar lists them in this order, and a link of a dashboard screen to one of these
 * dashboard paths is followed inside the demo instead.
 */
import type { SectionKey } from '../../lib/nav.ts';

export const DEMO_PAGES = [
  { path: '/demo', dashboard: '/dashboard', section: 'home' },
  { path: '/demo/status', dashboard: '/dashboard/status', section: 'documentStatus' },
  { path: '/demo/ally', dashboard: '/dashboard/ally', section: 'ally' },
  { path: '/demo/maintenance/chore', dashboard: '/dashboard/maintenance/chore', section: 'maintenanceChore' },
  {
    path: '/demo/maintenance/report',
    dashboard: '/dashboard/maintenance/report',
    section: 'maintenanceReport',
  },
  { path: '/demo/performance/rent', dashboard: '/dashboard/performance/rent', section: 'performanceRent' },
  { path: '/demo/performance/sale', dashboard: '/dashboard/performance/sale', section: 'performanceSale' },
] as const satisfies readonly { path: string; dashboard: string; section: SectionKey }[];

export type DemoPath = (typeof DEMO_PAGES)[number]['path'];

/**
 * Where a link of a dashboard screen leads inside the demo: the demo page of the same screen, with
 * its query, or null for a dashboard page the demo does not show (a property's own pages, the
 * profile…), which only an account opens. Links outside /dashboard are not the demo's business.
 */
export function demoHrefOf(href: string): string | null | undefined {
  const url = new URL(href, 'http://demo.invalid');
  if (url.origin !== 'http://demo.invalid') return undefined;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path !== '/dashboard' && !path.startsWith('/dashboard/')) return undefined;
  const page = DEMO_PAGES.find((p) => p.dashboard === path);
  return page ? `${page.path}${url.search}` : null;
}

/** The page of the sidebar to highlight for a path (the page itself, with or without a trailing slash). */
export function activeDemoPath(pathname: string): DemoPath | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return DEMO_PAGES.find((p) => p.path === path)?.path;
}
