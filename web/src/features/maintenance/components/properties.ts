/**
 * The properties the chore pages offer: the person's memberships (identity) with the property's
 * name from listings (`Propiedad 2` while unknown, never an id), and their chore flags (§6). A
 * label that may not read the property (a WORKER, §6) is never sent to listings for it — that was
 * a 403 in the background of every chore page (#16): its name comes from the chores listed, which
 * carry it (`knownNames`).
 */
import { useQueries } from '@tanstack/react-query';
import type { MemberView } from '@casona/proto/identity/responses';
import { can } from '@casona/proto/permissions';
import { useTranslation } from 'react-i18next';

import { useMemberships } from '../../../lib/api/memberships.ts';
import { propertyNameOptions } from '../../../lib/api/property-name.ts';

export type PropertyChoice = { id: string; name: string; membership: MemberView };

export function usePropertyChoices(knownNames: ReadonlyMap<string, string> = new Map()): {
  choices: PropertyChoice[];
  isPending: boolean;
  error: unknown;
} {
  const { t } = useTranslation();
  const memberships = useMemberships();
  const items = memberships.data ?? [];
  const names = useQueries({
    queries: items.map((m) => ({
      ...propertyNameOptions(m.property_id),
      enabled: can(m.label, 'property', 'select'),
    })),
  });
  const choices = items
    .filter((m) => m.can_select_chore)
    .map((membership) => {
      const index = items.indexOf(membership);
      return {
        id: membership.property_id,
        name:
          names[index]?.data ??
          knownNames.get(membership.property_id) ??
          t('chores.propertyFallback', { n: index + 1 }),
        membership,
      };
    });
  return { choices, isPending: memberships.isPending, error: memberships.error };
}

export { calendarDay, localToday as todayIso } from '../../../lib/calendar-day.ts';
