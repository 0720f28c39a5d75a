/** Words of the property picker, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  propertyPicker: {
    label: 'Property',
    placeholder: 'Type its name, city or the owner’s email',
    hint: 'Choose the property from the list.',
    place: '{{city}}, {{state}} · {{status}}',
    matches: 'Matching properties',
    none: 'No property matches what you typed.',
    failed: 'We could not search the properties. Try again.',
    unknown: 'Property not found',
  },
};
