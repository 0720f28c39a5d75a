/**
 * Where a row of the back office's maintenance lists leads: the property's own dashboard screen for
 * that record — a report to the reports, a rule to the scheduled chores, any other chore to the
 * chores, each narrowed to its property (and name); a day plan to the plan itself.
 */
import type { AdminChore } from '@casona/proto/maintenance/admin';

type ChoreLinkFields = Pick<AdminChore, 'property_id' | 'kind' | 'name' | 'is_rule' | 'origin'>;

export function choreHref(chore: ChoreLinkFields): string {
  const search = new URLSearchParams({ property_id: chore.property_id });
  if (chore.kind === 'REPORT') {
    search.set('name', chore.name);
    return `/dashboard/maintenance/report?${search.toString()}`;
  }
  if (chore.is_rule) {
    search.set('rules', chore.origin === 'TRIGGERED' ? 'trigger' : 'recurrence');
    return `/dashboard/maintenance/chore_schedule?${search.toString()}`;
  }
  search.set('name', chore.name);
  return `/dashboard/maintenance/chore?${search.toString()}`;
}

export const dayPlanHref = (id: string): string => `/dashboard/planning/day_plan/${encodeURIComponent(id)}`;
