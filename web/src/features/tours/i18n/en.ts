/** Words of the tours feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  listings: {
    tours: {
      forProperty: 'Property: {{name}} ({{place}})',
      day: 'Tour day',
      hour: 'Time ({{zone}} local time)',
      reviewLater: 'After your tour, tell us what you thought:',
      reviewLink: 'Review my tour',
      reviewOf: 'Your tour of {{name}} on {{date}}',
      backToProperty: 'Back to the property',
      when: 'Tour date',
    },
  },
  tours: {
    missingProperty:
      'This link does not say which property it is for. Open it from the page of the property you are interested in.',
    missingTour: 'This link does not say which tour it is for. Open it from the email we sent you.',
    lead: {
      title: 'Get information about this property',
      subtitle:
        'Leave your details and an advisor will contact you with prices, expected returns and tour dates.',
      submit: 'Send me information',
    },
    request: {
      title: 'Book a tour',
      subtitle:
        'Choose when you would like to see the property and tell us a little about yourself; we will confirm the appointment.',
      tourTime: 'Tour date and time',
      budget: 'Budget',
      buyerProfile: 'You are looking for a property to…',
      creditOption: 'How do you plan to pay for it?',
      timeToBuy: 'When do you plan to buy?',
      submit: 'Request a tour',
      buyerProfiles: {
        INVESTOR: 'Invest',
        JUST_LOOKING: 'Just looking at options',
        TO_LIVE: 'Live in it',
      },
      creditOptions: {
        APPROVED_CREDIT: 'I have an approved mortgage',
        COFINAVIT: 'Cofinavit',
        NEED_HELP: 'I need help with a mortgage',
        INFONAVIT: 'Infonavit',
        OWN_RESOURCES: 'My own funds',
      },
      credit: {
        eligible: 'This property is eligible for a {{program}} mortgage (pending appraisal).',
        notEligible: 'This property is not eligible for a {{program}} mortgage yet.',
        others: 'These are:',
        none: 'No published property is eligible for this credit yet; we will help you on the tour.',
      },
    },
    review: {
      title: 'How was your tour?',
      subtitle: 'Your opinion helps us improve every visit and find the right property for you.',
      liked: 'What did you like?',
      disliked: 'What did not convince you?',
      propertyScore: 'Property rating',
      guideScore: 'Advisor rating',
      selfDescription: 'Where are you in your decision?',
      comment: 'Comments (optional)',
      submit: 'Send review',
      aspects: {
        DISTRIBUTION: 'Layout',
        LOCATION: 'Location',
        STATE: 'Condition',
        PRICE: 'Price',
      },
      selfDescriptions: {
        HAS_DOUBT: 'I have questions',
        MORE_OPTIONS: 'I want to see more options',
        TIME_TO_THINK: 'I need time to think',
        VISIT_AGAIN_LATER: 'I want to visit it again',
      },
    },
  },
};
