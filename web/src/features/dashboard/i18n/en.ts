/** Words of the dashboard feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  dashboard: {
    title: 'My dashboard',
    signedInAs: 'Signed in',
    staff: 'Casona staff',
    propertySwitcher: {
      label: 'Property',
      loading: 'Loading…',
      all: 'All my properties',
      error: 'We could not load your properties.',
    },
    groups: {
      general: 'General',
      properties: 'Properties',
      account: 'Account',
      admin: 'Administration',
    },
    home: {
      greeting: 'Hello',
      greetingName: 'Hello, {{name}}',
      intro: 'From here you follow your properties, your chores and your earnings.',
    },
    staffHome: {
      title: 'Needs attention today',
      nothing: 'Nothing pending.',
      seeAll: 'See all',
      andMore_one: 'and {{count}} more',
      andMore_other: 'and {{count}} more',
      inReview: {
        title: 'Properties in review',
        since: '— submitted {{date}}',
      },
      calendars: {
        title: 'Airbnb calendars with problems',
        item: '{{listing}} ({{property}})',
        staleSince: '— not synced since {{date}}',
        never: '— never synced',
        failing_one: '— the last sync failed',
        failing_other: '— the last {{count}} syncs failed',
      },
      documents: {
        title: 'Documents expiring or expired',
        item: '{{type}} of {{property}}',
        expiring: '— expires {{date}}',
        expired: '— expired {{date}}',
      },
      emails: {
        failed: 'Emails that could not be sent',
      },
      whatsapp: {
        failed: 'WhatsApp messages that could not be sent',
      },
      payments: {
        title: 'Failed payments',
        item: '{{type}} for {{amount}}',
      },
      contacts: {
        unanswered: 'Unanswered contact messages',
      },
    },
    staleFeeds: {
      title: 'Airbnb calendars not syncing',
      intro:
        'These calendars have not synced for more than 24 hours: moved dates and cancellations are not arriving. Check their URL or sync them now.',
      item: '{{listing}} ({{property}})',
      since: '— last synced: {{date}}',
      never: '— never synced',
    },
    openMenu: 'Open dashboard menu',
  },
  profile: {
    details: 'Your details',
    save: 'Save changes',
    saved: 'Your changes were saved.',
    title: 'My profile',
    changePassword: 'Change password',
    language: 'Language of the platform and of your emails',
    dangerZone: 'Delete my account',
    dangerBody:
      'We will delete your profile and your personal data, except what the law requires us to keep. This cannot be undone.',
    deleteButton: 'Delete my account',
    deleteTitle: 'Delete your account?',
    deleteConfirmBody:
      'We will delete your profile and your personal data, except what the law requires us to keep. To confirm, type your email: {{email}}',
    picture: {
      title: 'Profile picture',
      alt: 'Profile picture of {{name}}',
      hint: 'JPEG or PNG. We compress it before sending it; you can have only one.',
      add: 'Add a picture',
      replace: 'Change picture',
      remove: 'Remove picture',
      removeBody:
        'Your picture leaves your profile and cannot be recovered. You can upload another whenever you like.',
    },
    id: {
      title: 'Official ID',
      onFile: 'Received',
      missing: 'No ID yet',
      hint: 'Your INE or passport: a PDF under 4 MB or a photo (JPEG or PNG). Only you and the Casona team can see it.',
      file: 'Your ID file',
      upload: 'Upload ID',
      view: 'See my ID',
      remove: 'Delete ID',
      removeBody:
        'We will erase the file of your ID for good. If you need it on your profile later, you will have to upload it again.',
      saved: 'We received your ID.',
      open: 'Open my ID (the link expires in 15 minutes)',
    },
    address: {
      title: 'Home address',
      hint: 'Your home address, with its coordinates. Only you and the Casona team see it.',
      address: 'Full address',
      useLocation: 'Use my current location',
      located: 'Location marked: {{address}}.',
      save: 'Save address',
      locationError:
        'We could not get your location. Search your address and mark the point on the map, or allow access to your location.',
    },
  },
  invitations: {
    title: 'You have an invitation',
    body: 'You were invited to {{property}} as {{label}}.',
    bodyUnnamed:
      'You were invited to a property as {{label}}. Accept to see its name and everything your role lets you see.',
    accept: 'Accept',
    reject: 'Reject',
  },
  notifications: {
    title: 'Notices about your properties',
    empty: 'No notices for now.',
    new: 'New',
    markRead: 'Mark as read',
    unread_one: '{{count}} unread notice',
    unread_other: '{{count}} unread notices',
  },
};
