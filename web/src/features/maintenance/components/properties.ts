/**
 * The properties the chore pages offer: the person's memberships (identity) with the property's
 * name from listings (`Propiedad 2` while unknown, never an id), and their chore flags (§6).
 */
import { useQueries } from '@tanstack/react-query';
import type { MemberView } from '@casona/proto/identity/responses';
import { useTranslation } from 'react-i18next';

import { useMemberships } from '../../../lib/api/memberships.ts';
import { propertyNameOptions } from '../../../lib/api/property-name.ts';

export type PropertyChoice = { id: string; name: string; membership: MemberView };

export function usePropertyChoices(): { choices: PropertyChoice[]; isPending: boolean; error: unknown } {
  const { t } = useTranslation();
  const memberships = useMemberships();
  const items = memberships.data ?? [];
  const names = useQueries({ queries: items.map((m) => propertyNameOptions(m.property_id)) });
  const choices = items
    .filter((m) => m.can_select_chore)
    .map((membership) => {
      const index = items.indexOf(membership);
      return {
        id: membership.property_id,
        name: names[index]?.data ?? t('chores.propertyFallback', { n: index + 1 }),
        membership,
      };
    });
  return { choices, isPending: memberships.isPending, error: memberships.error };
}

export { calendarDay, localToday as todayIso } from '../../../lib/calendar-day.ts';
