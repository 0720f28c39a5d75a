/** Words of the properties feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  listings: {
    dashboard: {
      title: 'My properties',
      add: 'Register a property',
      empty: 'You have no properties yet. Register the first one and we will tell you which stage it is in.',
    },
    leads: {
      empty: 'No leads yet.',
      date: 'Date',
      property: 'Property',
      status: 'Status',
      tour: 'Asked for a tour',
      statuses: { interested: 'Interested', preprofiled: 'Preprofiled' },
    },
  },
};
