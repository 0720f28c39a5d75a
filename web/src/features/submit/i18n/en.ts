/** Words of the submit feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  listings: {
    submit: {
      layout: 'Layout and amenities',
      amenities: 'Amenities',
      newProfile:
        'With these details we create your owner account and email you a link to choose your password.',
      owner: 'Owner',
      ownerEmail: "Owner's email",
      accountCreated:
        'We created your account: check your email to choose your password and follow your property.',
      seeInDashboard: 'See my property',
      signIn: 'Sign in to continue',
      another: 'Register another property',
      fromAppraisal: 'This registration continues your appraisal; we will link it to your property.',
    },
  },
  submit: {
    property: {
      title: 'Register your property',
      subtitle:
        'This is the eligibility form: with these details we check the area, value your property and get in touch.',
      sections: {
        property: 'The property',
        address: 'Address',
        photos: 'Photos (optional)',
        contact: 'Your contact details',
      },
      name: 'A name for your property',
      nameHint: 'Like a pet’s name: “Casa Lupita”, “Depa Coral”…',
      type: 'Property type',
      price: 'Expected price',
      bedrooms: 'Bedrooms',
      bathrooms: 'Full bathrooms',
      halfBathrooms: 'Half bathrooms',
      parkingSpaces: 'Parking spaces',
      builtArea: 'Built area (m²)',
      totalArea: 'Lot area (m²)',
      floors: 'Floors',
      yearBuilt: 'Year built',
      street: 'Street',
      neighborhood: 'Neighbourhood (colonia)',
      exteriorNumber: 'Exterior number',
      interiorNumber: 'Interior number',
      zip: 'Zip code',
      state: 'State',
      city: 'Municipality',
      chooseState: 'Choose the state first',
      submit: 'Submit my property',
      addressFromSearch: 'You typed: “{{address}}”. Complete it below.',
    },
  },
};
