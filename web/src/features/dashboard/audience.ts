import { MANAGER_ROLE_LABELS, OWNER_ROLE_LABELS, type RoleLabel } from '@casona/proto/enums';

import type { NavAudience, NavEntry } from '../../lib/nav.ts';

/** Property role labels → sidebar audiences; staff ADMIN sees everything. */
export function audiencesOf(labels: readonly RoleLabel[], staffRole: string | undefined): Set<NavAudience> {
  const out = new Set<NavAudience>();
  if (staffRole === 'ADMIN') return new Set<NavAudience>(['admin', 'owner', 'manager', 'worker']);
  for (const label of labels) {
    if ((OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label)) out.add('owner');
    if ((MANAGER_ROLE_LABELS as readonly RoleLabel[]).includes(label)) out.add('manager');
    if (label === 'WORKER') out.add('worker');
  }
  // No memberships known yet (new account, or identity not reachable): the owner's view.
  if (out.size === 0) out.add('owner');
  return out;
}

export function visibleEntries(entries: readonly (NavEntry & { to: string })[], audiences: Set<NavAudience>) {
  return entries
    .filter((entry) => entry.audiences.some((a) => audiences.has(a)))
    .sort((a, b) => a.order - b.order);
}

type RouteWithNav = { fullPath: string; options: { staticData?: { nav?: NavEntry } } };

/** The sidebar entries the route tree declares (a route's `staticData.nav`), at the route's path. */
export function navEntriesOf(routesById: Record<string, unknown>): (NavEntry & { to: string })[] {
  const all: (NavEntry & { to: string })[] = [];
  for (const route of Object.values(routesById) as RouteWithNav[]) {
    const nav = route.options.staticData?.nav;
    if (nav) all.push({ ...nav, to: route.fullPath });
  }
  return all;
}
