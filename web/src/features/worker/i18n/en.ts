/** Words of the worker's phone pages, in English; typed against the Spanish ones. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  sections: {
    worker: {
      title: 'My chores',
      description: 'What is on today and what comes next, with its instructions.',
    },
    workerProperty: {
      title: 'My properties',
      description: 'The properties you work at and their pending chores.',
    },
  },
  worker: {
    overdue: 'Overdue',
    today: 'Today',
    upcoming: 'Upcoming',
    noDate: 'No date',
    empty: 'You have no pending chores. Good job!',
    offline:
      'No connection. You are seeing your chores saved at {{time}}; what you solve is sent when the signal returns.',
    offlineNoCopy: 'No connection, and this phone has not saved your chores yet. Open them once with signal.',
    due: 'Due {{date}}',
    property: 'At {{name}}',
    propertyUnknown: 'Unnamed property',
    guests_one: '{{count}} guest',
    guests_other: '{{count}} guests',
    stay: '{{checkIn}} to {{checkOut}}',
    nights_one: '{{count}} night',
    nights_other: '{{count}} nights',
    turnover: 'One guest leaves and another arrives the same day: finish before check-in',
    instructions: 'Instructions',
    problemPhotos: 'Photos',
    solve: 'Solve',
    solveTitle: 'Solve “{{name}}”',
    photos: 'Photo of the result (at least one)',
    notes: 'Notes (optional)',
    submit: 'Mark as solved',
    queued: 'Saved on the phone: it will be sent when the connection returns.',
    sending: 'Sending…',
    sent: 'Sent. Thank you!',
    waiting_one: '{{count}} solved chore is waiting for a connection.',
    waiting_other: '{{count}} solved chores are waiting for a connection.',
    rejected: 'Could not send “{{name}}”: {{message}}',
    discard: 'Discard',
    retryNow: 'Send now',
    install: 'Install the app',
    allProperties: 'All',
    pendingCount_one: '{{count}} pending chore',
    pendingCount_other: '{{count}} pending chores',
    seeChores: 'See chores',
  },
};
