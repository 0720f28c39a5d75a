/** Words of the notifications feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  sections: {
    notificationPreferences: {
      title: 'Notification preferences',
      description: 'Choose which notices reach you by email, by WhatsApp and inside Casona.',
    },
  },
  notificationPreferences: {
    kind: 'Kind of notice',
    channels: { email: 'Email', whatsapp: 'WhatsApp', in_app: 'In Casona' },
    categories: {
      CHORES: 'Chores assigned and moved',
      DAY_PLANS: 'Day plan',
      RESERVATIONS: 'New reservations',
      PUBLICATION: 'Your property published and sold',
      STATEMENTS: 'Monthly statement',
      DOCUMENTS_EXPIRING: 'Documents about to expire',
      TOURS_LEADS: 'Tours and leads',
      SAVED_SEARCH_ALERTS: 'Saved search alerts',
    },
    toggle: '{{kind}} by {{channel}}',
    notSent: '{{kind}}: not sent by {{channel}}',
    legend:
      'A dash (—) means that kind of notice is not sent through that channel. Inside Casona only documents about to expire appear as notices; your chores, day plans and statements have their own dashboard pages.',
    notes: {
      CHORES: 'By email and WhatsApp; in Casona, see them under Chores.',
      DAY_PLANS: 'By email and WhatsApp, the day before; in Casona, see it under Day planning.',
      RESERVATIONS: 'Only by WhatsApp: we send no reservation email.',
      PUBLICATION: 'By email and WhatsApp.',
      STATEMENTS: 'By email and WhatsApp; in Casona, see it under Rental performance.',
      DOCUMENTS_EXPIRING: 'By email, WhatsApp and as a property notice in Casona.',
      TOURS_LEADS: 'We send no notices of these yet: tour requests reach our team, who contact you.',
      SAVED_SEARCH_ALERTS: 'By email and WhatsApp.',
    },
    always: 'Account and security emails, such as password recovery, always reach you.',
    whatsappOff: 'WhatsApp messages are not available yet.',
    needsPhone: 'To receive WhatsApp, add your 10-digit phone number to your profile.',
    toProfile: 'Go to my profile',
    saved: 'Saved.',
    log: {
      title: 'WhatsApp messages sent',
      notice: 'Notice',
      to: 'To',
      templates: {
        chore_assigned: 'Chore assigned',
        chore_rescheduled: 'Chore moved',
        property_published: 'Property published',
        property_sold: 'Property sold',
        reservation_added: 'New reservation',
        owner_statement: 'Monthly statement',
        day_plan_tomorrow: "Tomorrow's route",
        saved_search_match: 'New home for a saved search',
        file_expiring: 'Document about to expire',
      },
    },
  },
  unsubscribe: {
    title: 'Stop receiving emails',
    missing: 'This link is incomplete. Open it directly from the email you received.',
    question: 'Stop sending informational emails to {{email}}?',
    note: 'You will keep receiving account and security emails, such as password changes.',
    confirm: 'Stop receiving them',
    done: 'Done: we will no longer send informational emails to {{email}}.',
  },
};
