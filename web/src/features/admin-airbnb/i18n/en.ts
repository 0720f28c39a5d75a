/** Words of the admin Airbnb profiles page, in English; typed against the Spanish ones. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  sections: {
    adminAirbnbProfile: {
      title: 'Airbnb profiles',
      description: "Airbnb hosts' and guests' profiles, and the reviews of listings.",
    },
    adminAirbnbListing: {
      title: 'Airbnb listings',
      description:
        "Every property's Airbnb listings and how their calendar is doing: those 24 hours or more without a sync or failing, and those doing fine.",
    },
  },
  adminAirbnb: {
    listings: {
      search: 'Search',
      searchHint: 'Listing or property name',
      health: 'Calendar',
      healthOf: { all: 'All', attention: 'Need attention', healthy: 'Up to date' },
      none: 'No listing matches.',
      listing: 'Listing',
      property: 'Property',
      calendar: 'Calendar',
      lastSuccess: 'Last successful sync',
      main: 'Main',
      stale: 'Not synced for 24 h or more',
      failing_one: 'The last sync failed',
      failing_other: 'Failed {{count}} times in a row',
      healthy: 'Up to date',
      never: 'Never',
    },
    save: 'Save',
    saved: 'Saved.',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    actions: 'Actions',
    added: 'Added',
    profiles: {
      title: 'Profiles',
      add: 'Add profile',
      edit: 'Edit profile',
      empty: 'No Airbnb profiles yet.',
      url: 'Profile URL',
      urlHelp: 'For example, https://www.airbnb.com/users/show/12345',
      isHost: 'Is a host',
      kind: 'Type',
      host: 'Host',
      guest: 'Guest',
      reviews: 'Reviews',
      deleteQuestion: 'Delete the profile {{url}}? Its reviews are kept.',
    },
    reviews: {
      title: 'Reviews',
      add: 'Add review',
      edit: 'Edit review',
      empty: 'No reviews yet.',
      listing: 'Listing number (rooms)',
      host: "Host's Airbnb ID",
      reviewer: "Reviewer's Airbnb ID",
      rating: 'Rating',
      stars_one: '{{count}} star',
      stars_other: '{{count}} stars',
      text: 'Review',
      response: "Host's response",
      noResponse: 'No response',
      deleteQuestion: 'Delete this review? This cannot be undone.',
    },
  },
};
