/** Words of the announcements page, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  sections: {
    announcement: {
      title: 'Listings',
      description:
        'Where your home is advertised: its marketplace page with its QR code, Airbnb and the portals.',
    },
  },
  announcement: {
    property: 'Property',
    noProperties: 'You have no properties whose listings you may see yet.',
    marketplace: {
      title: 'Casona marketplace',
      status: 'Status',
      open: 'Open its marketplace page',
      publishedOn: 'Published on {{date}}',
      notYet: 'Not on the marketplace yet: we publish it once the review is done and it has photos.',
      qrAlt: 'QR code leading to the page of {{name}}',
      qrViews_one: '{{count}} visit from the QR code',
      qrViews_other: '{{count}} visits from the QR code',
      qrDownload: 'Download the QR code',
    },
    source: {
      title: 'Created from this listing',
      createdOn: 'Submitted from its listing on {{date}}.',
      open: 'Open the original listing on {{site}}',
    },
    airbnb: {
      title: 'Airbnb',
      open: 'Open the Airbnb listing',
      none: 'This home has no Airbnb listing on record.',
    },
    portals: {
      title: 'Real-estate portals',
      empty: 'Not advertised on any portal yet.',
      portal: 'Portal',
      link: 'Listing',
      added: 'Added',
      actions: 'Actions',
      edit: 'Edit',
      remove: 'Remove',
      removeQuestion:
        'Remove the {{portal}} listing? The ad on the portal is not deleted; it only stops showing here.',
      onlyStaff: 'Our team adds and updates the portal listings.',
    },
    form: {
      addTitle: 'Add a portal listing',
      editTitle: 'Change the {{portal}} listing',
      portal: 'Portal',
      url: 'Listing link',
      add: 'Add listing',
      save: 'Save changes',
      cancel: 'Cancel',
      added: 'Listing added.',
      saved: 'Listing updated.',
    },
  },
};
