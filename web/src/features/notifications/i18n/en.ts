/** Words of the notifications feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  unsubscribe: {
    title: 'Stop receiving emails',
    missing: 'This link is incomplete. Open it directly from the email you received.',
    question: 'Stop sending informational emails to {{email}}?',
    note: 'You will keep receiving account and security emails, such as password changes.',
    confirm: 'Stop receiving them',
    done: 'Done: we will no longer send informational emails to {{email}}.',
  },
};
