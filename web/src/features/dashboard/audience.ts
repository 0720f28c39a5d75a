import { MANAGER_ROLE_LABELS, OWNER_ROLE_LABELS, type RoleLabel } from '@casona/proto/enums';
import { can } from '@casona/proto/permissions';

import {
  SECTION_NEEDS,
  type NavAudience,
  type NavEntry,
  type NavGroup,
  type SectionKey,
} from '../../lib/nav.ts';

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

/**
 * Whether the screen of `key` works for a person with these labels: proto's `can()` for what the
 * section needs (SECTION_NEEDS), by any of their labels; a person without properties yet is judged
 * as an OWNER (what they become by submitting one). Staff administrators pass everywhere.
 */
export function mayOpenSection(
  key: SectionKey,
  labels: readonly RoleLabel[],
  staffRole: string | undefined,
): boolean {
  if (staffRole === 'ADMIN') return true;
  const needs = SECTION_NEEDS[key];
  if (!needs) return true;
  const effective: readonly RoleLabel[] = labels.length > 0 ? labels : ['OWNER'];
  return effective.some((label) => can(label, needs[0], needs[1]));
}

export function visibleEntries(
  entries: readonly (NavEntry & { to: string })[],
  audiences: Set<NavAudience>,
  labels: readonly RoleLabel[] = [],
  staffRole?: string,
) {
  return entries
    .filter((entry) => entry.audiences.some((a) => audiences.has(a)))
    .filter((entry) => mayOpenSection(entry.key, labels, staffRole))
    .sort((a, b) => a.order - b.order);
}

/** Sidebar groups in order: staff tools first for administrators (issue 16 item 5). */
export function groupOrder(staffRole: string | undefined): NavGroup[] {
  return staffRole === 'ADMIN'
    ? ['admin', 'general', 'properties', 'account']
    : ['general', 'properties', 'account', 'admin'];
}

/**
 * The one entry to highlight for `pathname`: the entry whose path is the longest prefix of it by
 * whole segments ("/dashboard" only on the home itself or a page no other entry covers).
 */
export function activeEntry(entries: readonly { to: string }[], pathname: string): string | undefined {
  const here = pathname.replace(/\/+$/, '') || '/';
  let best: string | undefined;
  for (const { to } of entries) {
    const matches = here === to || (here.startsWith(`${to}/`) && to !== '/dashboard');
    if (matches && (!best || to.length > best.length)) best = to;
  }
  return best;
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
