/** Words of the demo feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  demo: {
    badge: 'Demo',
    soon: 'The demo with sample data will be available very soon. Meanwhile, write to us and we will show it to you on a call.',
    title: 'This is the Casona dashboard',
    intro: 'Walk through the sections owners, managers and staff use every day.',
  },
};
