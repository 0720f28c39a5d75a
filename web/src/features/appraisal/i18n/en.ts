/** Words of the appraisal feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  sections: {
    adminAppraisal: {
      title: 'Appraisals',
      description:
        "Every appraisal with the owner's opinion and the model's error against the price they proposed.",
    },
  },
  appraisal: {
    title: 'Your appraisal',
    loading: 'Calculating…',
    address: 'Property',
    figures: '{{built}} m² built · {{bedrooms}} bedrooms · {{bathrooms}} bathrooms',
    price: 'Estimated value',
    range: 'Likely range: {{min}} to {{max}}',
    rangeNote:
      'Eight in ten homes like yours sell within this range. We work it out from real homes for sale near you.',
    rangeChart: 'Price range: minimum {{min}}, estimate {{price}}, maximum {{max}}',
    low: 'Minimum',
    mid: 'Estimate',
    high: 'Maximum',
    comparables: 'Comparable homes',
    comparablesCount_one: '{{count}} home for sale used to compare, nearest first.',
    comparablesCount_other: '{{count}} homes for sale used to compare, nearest first.',
    mapLabel: 'Map of the comparable homes',
    distance: '{{meters}} m away',
    pointLabel: 'Comparable for sale at {{price}}',
    clusterLabel: '{{count}} comparables, zoom in',
    builtArea: '{{area}} m²',
    earnings: 'If you rent it by the night',
    earningsNote:
      'Estimated from nearby short-term rentals of a similar size. Nightly prices vary a lot, so we give you a range.',
    propertyEarningsUnavailable:
      'No short-term-rental estimate is available for this area: we only have comparable listings in Mexico City.',
    earningsUnavailable:
      'We do not yet have enough short-term rentals near your home to estimate its earnings.',
    adr: 'Nightly rate',
    occupancy: 'Occupancy',
    monthly: 'Monthly earnings',
    capRate: 'Yearly return (cap rate)',
    capRateNote: 'Before costs such as property tax, maintenance and utilities.',
    rangeOf: '{{low}} – {{high}}',
    bulletsTitle: 'How it works',
    bullets: {
      firstPayment: 'Your first payment arrives on day 1 after your home is published on Airbnb.',
      monthly: 'We pay you within the first 5 days of each month.',
      preparation: 'Getting your home ready takes up to 3 weeks.',
      months: 'Months are counted from publication.',
    },
    publish: 'Publish my property with this appraisal',
    feedback: {
      title: 'What do you think of the price?',
      choice: 'Your opinion',
      ADEQUATE: 'It seems right',
      TOO_LOW: 'It seems low',
      TOO_HIGH: 'It seems high',
      message: 'Comment (optional)',
      corrected: 'What would you value it at? (optional)',
      send: 'Send opinion',
      current: 'Your opinion: {{choice}}',
    },
  },
  adminAppraisal: {
    searchHint: 'Searched address, city or state',
    summary:
      '{{appraisals}} appraisals · {{withFeedback}} with an opinion ({{adequate}} right, {{tooLow}} low, {{tooHigh}} high)',
    error: "Model's median error: {{error}} · within the range: {{coverage}}",
    noError: "No owner has proposed a price yet to measure the model's error.",
    columns: {
      date: 'Date',
      address: 'Address',
      price: 'Price',
      range: 'Range',
      feedback: 'Opinion',
      corrected: 'Proposed price',
      error: "Model's error",
    },
    none: 'No opinion',
    empty: 'No appraisals yet.',
    inRange: 'within the range',
    outOfRange: 'outside the range',
  },
};
