// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import { ROLE_LABELS } from '@casona/proto/enums';
import { can } from '@casona/proto/permissions';
import { SPA_PATHS } from '@casona/proto/routing';

import {
  activeEntry,
  audiencesOf,
  groupOrder,
  navEntriesOf,
  visibleEntries,
} from '../features/dashboard/audience.ts';
import { SECTION_NEEDS } from '../lib/nav.ts';
import { FOOTER_COLUMNS, footerLinks } from '../components/site-footer.tsx';
import { router } from './router.tsx';
import { NotFoundPage, rootRoute } from './shell-routes.ts';

type AnyRouteShape = {
  id: string;
  fullPath: string;
  options: { path?: string; component?: unknown; beforeLoad?: unknown; staticData?: object };
};

const routes = Object.values(router.routesById) as AnyRouteShape[];
/** The sidebar as the layout shows it: entries per group, groups in the person's order. */
const sidebar = (labels: Parameters<typeof audiencesOf>[0], staffRole?: string) => {
  const entries = visibleEntries(
    navEntriesOf(router.routesById),
    audiencesOf(labels, staffRole),
    labels,
    staffRole,
  );
  return groupOrder(staffRole).flatMap((group) => entries.filter((e) => e.group === group).map((e) => e.to));
};

describe('the composed route table', () => {
  it('gives every page a screen of its own (the /r bounce only redirects)', () => {
    for (const route of routes.filter((r) => r.options.path !== undefined && r.id !== '__root__')) {
      if (route.fullPath === '/r') expect(route.options.beforeLoad, route.id).toBeTypeOf('function');
      else expect(route.options.component, route.id).toBeDefined();
    }
  });

  it('has the seven demo screens under their own layout, outside the signed-in dashboard (issue 19)', () => {
    const demo = routes.filter((r) => r.fullPath.startsWith('/demo')).map((r) => r.fullPath);
    expect(demo.sort()).toEqual(
      [
        '/demo',
        '/demo/ally',
        '/demo/maintenance/chore',
        '/demo/maintenance/report',
        '/demo/performance/rent',
        '/demo/performance/sale',
        '/demo/status',
      ].sort(),
    );
    for (const route of routes.filter((r) => r.fullPath.startsWith('/demo')))
      expect(route.id.startsWith('/dashboard'), route.id).toBe(false);
  });

  it("lists the same pages as proto's SPA_PATHS, which the gateway answers with 200 (any other path: 404)", () => {
    const pages = [
      ...new Set(
        routes.filter((r) => r.options.path !== undefined && r.id !== '__root__').map((r) => r.fullPath),
      ),
    ].sort();
    // A new page adds its path to SPA_PATHS in proto/src/routing.ts; a removed one takes it out.
    expect(pages).toEqual([...SPA_PATHS].sort());
  });

  it('has the rent performance page with the owner statement (issue 14)', () => {
    expect(routes.map((r) => r.fullPath)).toContain('/dashboard/performance/rent');
  });

  it('has the documents status page and the property files tab (issue 15)', () => {
    const paths = routes.map((r) => r.fullPath);
    expect(paths).toContain('/dashboard/status');
    expect(paths).toContain('/dashboard/property/$id/files');
  });

  it('shows the not-found page for a path no screen answers, retired screens included', () => {
    const found = (path: string) => router.getMatchedRoutes(path)[2]?.fullPath;
    expect(found('/submit_property')).toBe('/submit_property');
    expect(found('/submit_from_listing')).toBe('/submit_from_listing');
    expect(found('/property/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f')).toBe('/property/$id');
    expect(found('/appraisal/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f')).toBe('/appraisal/$id');
    for (const path of ['/esta/pagina/no/existe']) expect(found(path), path).toBeUndefined();
    expect(rootRoute.options.notFoundComponent).toBe(NotFoundPage);
    expect(router.options.defaultNotFoundComponent).toBe(NotFoundPage);
  });

  it('offers signing in in the footer only to visitors, and the dashboard and sign-out to the signed in', () => {
    const links = (signedIn: boolean) =>
      FOOTER_COLUMNS.flatMap((column) => footerLinks(column, signedIn)).map((link) => link.to);
    expect(links(false)).toEqual(expect.arrayContaining(['/login', '/register']));
    expect(links(false)).not.toContain('/logout');
    expect(links(true)).toEqual(expect.arrayContaining(['/dashboard', '/logout']));
    expect(links(true)).not.toContain('/login');
    expect(links(true)).not.toContain('/register');
  });

  it('links the footer only to screens that exist', () => {
    const paths = new Set(routes.map((r) => r.fullPath));
    for (const link of FOOTER_COLUMNS.flatMap((column): readonly { to: string }[] => column.links))
      expect(paths.has(link.to), link.to).toBe(true);
  });

  it('shows an owner only the sidebar entries whose screens exist and work for them (no leads: a denial)', () => {
    expect(sidebar(['OWNER'])).toEqual([
      '/dashboard',
      '/dashboard/status',
      '/dashboard/ally',
      '/dashboard/announcement',
      '/dashboard/property_item',
      '/dashboard/maintenance/chore',
      '/dashboard/maintenance/chore_schedule',
      '/dashboard/maintenance/report',
      '/dashboard/performance/rent',
      '/dashboard/performance/sale',
      '/dashboard/profile',
      '/dashboard/purchases',
      '/dashboard/favourites',
      '/dashboard/saved_searches',
      '/dashboard/profile/notifications',
    ]);
  });

  it('shows a worker home, their chores and properties, allies, reports and profile', () => {
    expect(sidebar(['WORKER'])).toEqual([
      '/dashboard',
      '/dashboard/worker',
      '/dashboard/worker/property',
      '/dashboard/ally',
      '/dashboard/maintenance/report',
      '/dashboard/profile',
      '/dashboard/purchases',
      '/dashboard/favourites',
      '/dashboard/saved_searches',
      '/dashboard/profile/notifications',
    ]);
  });

  it('shows an administrator the staff tools first, then their own pages (issue 16 item 5)', () => {
    expect(sidebar([], 'ADMIN')).toEqual([
      '/dashboard/admin/properties',
      '/dashboard/admin/submit_property',
      '/dashboard/admin/tour_request',
      '/dashboard/admin/transaction',
      '/dashboard/admin/payment',
      '/dashboard/admin/property_customer',
      '/dashboard/admin/item',
      '/dashboard/admin/chore',
      '/dashboard/admin/day_plan',
      '/dashboard/admin/amenity',
      '/dashboard/admin/neighborhood_insight',
      '/dashboard/admin/airbnb_listing',
      '/dashboard/admin/airbnb_profile',
      '/dashboard/admin/joke',
      '/dashboard/admin/role',
      '/dashboard/admin/mail',
      '/dashboard/admin/contact',
      '/dashboard/admin/manager_application',
      '/dashboard/admin/notifications',
      '/dashboard/admin/legal_text',
      '/dashboard/admin/expiring_file',
      '/dashboard/admin/appraisal',
      '/dashboard/admin/audit',
      '/dashboard',
      '/dashboard/worker',
      '/dashboard/worker/property',
      '/dashboard/planning',
      '/dashboard/lead',
      '/dashboard/status',
      '/dashboard/ally',
      '/dashboard/announcement',
      '/dashboard/property_item',
      '/dashboard/maintenance/chore',
      '/dashboard/maintenance/chore_schedule',
      '/dashboard/maintenance/report',
      '/dashboard/performance/rent',
      '/dashboard/performance/sale',
      '/dashboard/profile',
      '/dashboard/purchases',
      '/dashboard/favourites',
      '/dashboard/saved_searches',
      '/dashboard/profile/notifications',
    ]);
  });

  it('never shows a label an entry whose screen its permissions deny (proto can())', () => {
    for (const label of ROLE_LABELS) {
      for (const to of sidebar([label])) {
        const entry = navEntriesOf(router.routesById).find((e) => e.to === to)!;
        const needs = SECTION_NEEDS[entry.key];
        if (needs) expect(can(label, needs[0], needs[1]), `${label} ${to}`).toBe(true);
      }
    }
    expect(sidebar(['OWNER'])).not.toContain('/dashboard/lead');
    expect(sidebar(['OWNER_REALTOR'])).toContain('/dashboard/lead');
    expect(sidebar(['MANAGER'])).not.toContain('/dashboard/status');
    expect(sidebar(['OTHER'])).toEqual([
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/purchases',
      '/dashboard/favourites',
      '/dashboard/saved_searches',
      '/dashboard/profile/notifications',
    ]);
  });

  it('highlights one entry: the page itself, never the home on another page', () => {
    const entries = navEntriesOf(router.routesById);
    expect(activeEntry(entries, '/dashboard')).toBe('/dashboard');
    expect(activeEntry(entries, '/dashboard/')).toBe('/dashboard');
    expect(activeEntry(entries, '/dashboard/ally')).toBe('/dashboard/ally');
    expect(activeEntry(entries, '/dashboard/worker/property')).toBe('/dashboard/worker/property');
    expect(activeEntry(entries, '/dashboard/profile/notifications')).toBe('/dashboard/profile/notifications');
    expect(activeEntry(entries, '/dashboard/property/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f')).toBeUndefined();
  });
});
