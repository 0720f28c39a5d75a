/** Words of the allies feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  allies: {
    propertyFallback: 'Property {{n}}',
    noProperties:
      'You do not belong to any property yet. When you register one or accept an invitation, it will appear here.',
    status: 'Status',
    actions: 'Actions',
    you: 'you',
    members: {
      title: 'Allies',
      remove: 'Remove',
      removeQuestion: 'Remove {{name}} from this property? They will stop seeing it right away.',
    },
    invitations: {
      title: 'Invitations',
      empty: 'You have not invited anyone to this property yet.',
      sentOn: 'Sent',
      revoke: 'Cancel invitation',
      revokeQuestion: 'Cancel the invitation to {{email}}? The link they received will stop working.',
    },
    invite: {
      title: 'Invite an ally',
      label: 'Role',
      locale: 'Language of the invitation',
      submit: 'Send invitation',
      sent: 'Invitation sent. We emailed them so they can accept it.',
    },
  },
};
