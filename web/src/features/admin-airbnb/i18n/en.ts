/** Words of the admin Airbnb profiles page, in English; typed against the Spanish ones. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  sections: {
    adminAirbnbProfile: {
      title: 'Airbnb profiles',
      description: "Airbnb hosts' and guests' profiles, and the reviews of listings.",
    },
  },
  adminAirbnb: {
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
