/** Words of the admin-listings feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  listings: {
    admin: {
      status: 'Status',
      allStatuses: 'All statuses',
      noProperties: 'No properties with this status.',
      property: 'Property',
      funnel: 'Stage',
      owner: 'Owner',
      updated: 'Updated',
      copy: 'Duplicate property',
      lifecycle: 'Property status',
      currentStatus: 'Current status:',
      rejectionReason: 'Rejection reason (optional)',
      transitions: {
        ACCEPTED: 'Accept',
        REJECTED: 'Reject',
        PUBLISHED: 'Publish',
        SOLD: 'Mark as sold',
        DELETED: 'Delete',
        REVISION: 'Back to review',
      },
      statuses: {
        REVISION: 'in review',
        ACCEPTED: 'accepted',
        REJECTED: 'rejected',
        PUBLISHED: 'published',
        SOLD: 'sold',
        DELETED: 'deleted',
      },
      statusChanged: 'The property is now {{status}}.',
      finalTitle: {
        REJECTED: 'Reject {{name}}?',
        SOLD: 'Mark {{name}} as sold?',
      },
      finalBody: {
        REJECTED:
          'The property will not be published and its owner will see the reason. This step cannot be undone here.',
        SOLD: 'The property will no longer be offered on the marketplace. This step cannot be undone here.',
      },
      deleteTitle: 'Delete {{name}}?',
      deleteBody: 'The property will no longer be shown on the marketplace or the dashboards.',
      files: 'Submitted documents',
      openEditor: 'Open the property',
      noTours: 'No tour requests yet.',
      contact: 'Contact',
      review: 'Review',
      reviewed: 'Reviewed',
      notReviewed: 'Not reviewed',
      toursSearchHint: 'Buyer (name, email, phone) or property',
      propertiesSearchHint: 'Name, city, state or owner email',
    },
    catalogue: {
      add: 'Add',
      searchHint: 'Spanish or English name',
      editTitle: 'Edit {{name}}',
      archiveBody:
        'New properties will no longer offer it; those that have it keep it. You can restore it later.',
      esName: 'Name in Spanish',
      enName: 'Name in English',
      save: 'Save',
      edit: 'Edit {{name}}',
      archive: 'Archive {{name}}',
      restore: 'Restore {{name}}',
      archived: 'Archived',
      active: 'Active',
      state: 'State',
      actions: 'Actions',
      archiveNote: 'Entries are archived instead of deleted: properties that already have them keep them.',
    },
  },
};
