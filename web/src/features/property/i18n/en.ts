/** Words of the property feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  property: {
    title: 'Property',
    credit: {
      title: 'Infonavit / Cofinavit mortgage eligibility',
      eligible: 'Eligible for a {{program}} mortgage (pending appraisal)',
      notEligible: 'Not eligible for a mortgage yet',
      source: 'Published limits: {{source}}, {{date}}.',
    },
    loading: 'Loading the property…',
    errorTitle: 'We could not show this property',
    backToMarket: 'Back to properties',
    tour: 'Book a tour',
    manage: 'I want to manage it',
    airbnb: 'Book on Airbnb',
    usd: 'approx. {{amount}}',
    contact: {
      whatsapp: 'Message us on WhatsApp',
      share: 'Share this property',
      copy: 'Copy link',
      copied: 'Link copied',
    },
    mortgage: {
      title: 'Estimate your monthly payment',
      program: 'Kind of credit',
      bank: 'Bank mortgage',
      infonavit: 'Infonavit',
      rate: 'Yearly rate',
      rateRange: 'Enter a rate from {{min}} to {{max}} %.',
      years: 'Term (years)',
      yearsRange: 'Enter a term from {{min}} to {{max}} years.',
      downPayment: 'Down payment',
      downPaymentRange: 'Enter a down payment from 0 to {{max}} %.',
      perMonth: 'a month',
      breakdown: 'Down payment {{down}} · loan {{principal}} · interest over the term {{interest}}.',
      note: 'An estimate with fixed payments, before insurance and fees; your bank or Infonavit will give you the exact figure. Reference rate:',
    },
  },
  listings: {
    property: {
      actions: 'Price and actions',
      gallery: 'gallery',
      galleryLabel: 'Photos of {{name}}; use the arrow keys to change photo',
      photoAlt: '{{name}}, photo {{index}} of {{count}}',
      photoPosition: 'Photo {{index}} of {{count}}',
      previousPhoto: 'Previous photo',
      nextPhoto: 'Next photo',
      terraces: 'Terraces',
      floorsTitle: 'Floor distribution',
      amenitiesTitle: 'Amenities',
      insightsTitle: 'The neighborhood',
      insightScore: '{{amount}} of 100',
      locationTitle: 'Location',
      mapLabel: 'Map of the surroundings of {{name}}',
      mapNote:
        'The circle shows a 500 m radius around the property; the exact address is shared on the tour.',
      earningsTitle: 'Estimated earnings',
      earningsNote:
        "An estimate from the asking price and the property's cap rate; not a guarantee of income.",
      monthlyIncome: 'Monthly income',
      yearlyIncome: 'Yearly income',
      yearlyExpenses: 'Yearly expenses',
      capRate: 'Cap rate',
      moreInfo: 'I just want more information',
      qrAlt: 'QR code of the page of {{name}}',
      qrDownload: 'Download QR code',
      manageTitle: 'Manage {{name}}',
      manageIntro:
        'Tell us about your experience as a host: we will contact you to talk about this property.',
      manageMessage: 'I am interested in managing {{name}}.',
      emailOptional: 'Email (optional)',
    },
  },
};
