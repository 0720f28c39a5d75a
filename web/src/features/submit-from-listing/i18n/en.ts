/** Words of the listing-link intake, in English; typed against the Spanish ones so no key is missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  intake: {
    entry: 'Already renting your home on Airbnb?',
    entryLink: 'List it from your listing',
    title: 'List from your Airbnb listing',
    subtitle:
      'Paste your listing’s link: we read its details, estimate its nightly rate, occupancy and a sale price, and you adjust them before sending.',
    link: 'Your Airbnb listing link',
    linkHint: 'For example https://www.airbnb.com/rooms/12345678',
    read: 'Read my listing',
    readAgain: 'Read another link',
    manual: 'Fill in the details myself',
    progressTitle: 'Reading your listing',
    steps: {
      parsed: 'Link recognised',
      fetched: 'Listing page downloaded',
      extracted: 'Listing details read',
      estimated: 'Rate, occupancy and price estimated',
      done: 'Done',
    },
    stepFailed: 'Could not be completed',
    seconds: '{{seconds}} s',
    found: {
      title: 'What we found',
      roomType: 'Type of place',
      guests: 'Guests',
      bedrooms: 'Bedrooms',
      beds: 'Beds',
      bathrooms: 'Bathrooms',
      rating: 'Rating',
      ratingValue: '{{rating}} out of 5 ({{count}} reviews)',
      location: 'Location',
      locationFound: 'Found on the map',
      photos: 'Photos',
      photosCount: '{{count}} photos on the listing',
      amenities: 'Amenities',
      notFound: 'Not on the listing',
    },
    roomTypes: {
      ENTIRE_HOME: 'Entire place',
      PRIVATE_ROOM: 'Private room',
      SHARED_ROOM: 'Shared room',
      HOTEL_ROOM: 'Hotel room',
    },
    estimate: {
      title: 'Our estimate',
      adr: 'Nightly rate',
      occupancy: 'Occupancy',
      earnings: 'Monthly earnings',
      price: 'Suggested sale price',
      range: '{{low}} – {{high}}',
      openAppraisal: 'See the full appraisal: range, comparables and earnings',
      assumedArea:
        'The listing does not state its square metres: we assumed {{area}} m² from its bedrooms and bathrooms. Correct it below.',
    },
    formTitle: 'Check and adjust the details',
    formHint:
      'What came from the listing is already filled in; change what you need and complete the address.',
    photosHint: 'The listing’s photos belong to Airbnb: upload your own below.',
    done: 'Your property is now in review.',
  },
};
