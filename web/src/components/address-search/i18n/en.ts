/** Words of the address search, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  addressSearch: {
    search: 'Search the address',
    searchHint: 'Street and number, neighborhood or municipality. Pick a result or mark the spot on the map.',
    searching: 'Searching…',
    noResults:
      'We could not find that address. Choose the state and municipality and mark the spot on the map.',
    results: 'Results',
    state: 'State',
    municipality: 'Municipality',
    chooseState: 'Choose the state first',
    choose: 'Choose an option',
    map: 'Map to mark the location',
    pin: 'Chosen location',
    pinAtCentre: 'Mark the centre of the map',
    pinPrompt: 'Tap the map where the property is (you can drag the point).',
    located: 'Location marked: {{latitude}}, {{longitude}}',
  },
};
