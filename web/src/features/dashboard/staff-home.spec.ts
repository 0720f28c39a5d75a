// @vitest-environment happy-dom
/**
 * The staff home's cards lead somewhere (issue 19): every card's "see all" opens a staff page of the
 * route table, with a filter that page keeps in its URL, so "and N more" is never a dead end and
 * lands on the same entries the card counts.
 */
import { describe, expect, it } from 'vitest';

import { router } from '../../app/router.tsx';
import { SEE_ALL, SOURCES } from './components/staff-home.tsx';

type RouteShape = {
  fullPath: string;
  options: { validateSearch?: (raw: Record<string, unknown>) => Record<string, unknown> };
};
const routes = Object.values(router.routesById) as RouteShape[];
const routeAt = (path: string) => routes.find((r) => r.fullPath === path);

describe("the staff home's 'see all' links", () => {
  it('exist for every card the home draws', () => {
    expect(SOURCES.map((s) => s.id).sort()).toEqual(Object.keys(SEE_ALL).sort());
  });

  it.each(Object.entries(SEE_ALL))('%s opens a staff page that keeps its filter', (_id, target) => {
    const route = routeAt(target.to);
    expect(route, target.to).toBeDefined();
    expect(target.to.startsWith('/dashboard/admin/')).toBe(true);
    const search = 'search' in target ? target.search : {};
    // The page's own reading of its URL keeps every filter the card sets (an unknown one would be dropped).
    const kept = route?.options.validateSearch?.({ ...search }) ?? {};
    expect(kept).toMatchObject(search);
  });

  it('send calendars to those needing attention, contacts to the unanswered, documents to the expiring list, emails and WhatsApp messages to the failed ones', () => {
    expect(SEE_ALL.calendars).toEqual({
      to: '/dashboard/admin/airbnb_listing',
      search: { health: 'attention' },
    });
    expect(SEE_ALL.contacts).toEqual({ to: '/dashboard/admin/contact', search: { answered: 'no' } });
    expect(SEE_ALL.documents.to).toBe('/dashboard/admin/expiring_file');
    expect(SEE_ALL.emails).toEqual({
      to: '/dashboard/admin/notifications',
      search: { email_status: 'FAILED' },
    });
    expect(SEE_ALL.whatsapp).toEqual({
      to: '/dashboard/admin/notifications',
      search: { whatsapp_status: 'FAILED' },
    });
  });
});
