/** Words of the admin feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  admin: {
    page: 'Page {{page}}',
    total_one: '{{count}} result',
    total_other: '{{count}} results',
    since: 'Since',
    actions: 'Actions',
    empty: 'Nothing here yet.',
    delete: 'Delete',
    role: {
      role: 'Role',
      roles: { ADMIN: 'Administrator', STAFF: 'Staff' },
      changeFor: 'Role of {{name}}',
      remove: 'Remove role',
      removeQuestion: 'Remove the role of {{name}}? They will stop seeing the admin console.',
      grantTitle: 'Give a staff role',
      grant: 'Give role',
      granted: 'Role updated.',
    },
    memberships: {
      propertyId: 'Property ID',
      email: 'Email (contains)',
      property: 'Property',
      changeLabel: 'Role of {{name}}',
    },
    contact: {
      waiting: 'Not answered',
      answeredOn: 'Answered on {{date}}',
      markAnswered: 'Mark as answered',
      markWaiting: 'Mark as not answered',
    },
    jokes: {
      pending: 'Waiting for approval',
      approved: 'Approved',
      approve: 'Approve',
      unapprove: 'Withdraw approval',
      deleteQuestion: 'Delete this joke? This cannot be undone.',
    },
    applications: {
      airbnbProfile: 'Airbnb profile',
      property: 'Property of the application',
    },
    mail: {
      empty: 'The mailbox is empty.',
      subject: 'Subject',
      from: 'From',
      to: 'To',
      date: 'Date',
      text: 'Text',
      headers: 'Headers',
      frameTitle: 'Content of the email “{{subject}}”',
    },
    notifications: {
      postTitle: 'Post a notice',
      es: 'Notice in Spanish (markdown)',
      en: 'Notice in English (markdown)',
      markdownHint:
        'You can use **bold**, *italics*, lists and links. Everyone sees it in their own language.',
      post: 'Post notice',
      posted: 'Notice posted.',
      listTitle: 'Posted notices',
      deleteQuestion: 'Delete this notice? It will disappear from the owners’ dashboard.',
      deliveries: 'Emails sent',
      template: 'Template',
      status: 'Status',
      attempts: 'Attempts',
      lastError: 'Last error',
      statuses: {
        SENT: 'Sent',
        FAILED: 'Failed',
        QUEUED: 'Queued',
        SENDING: 'Sending',
        SUPPRESSED: 'Not sent (unsubscribed)',
        OTHER: 'Other',
      },
    },
  },
};
