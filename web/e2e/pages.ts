/** The public pages of spec §2 the suites visit, with what each must show (from the catalogues). */
import { MESSAGES } from '@casona/proto/i18n/messages';

import { en } from '../src/lib/i18n/locales/en.ts';
import { es } from '../src/lib/i18n/locales/es.ts';
import type { Language } from './support.ts';

export const CATALOGUES = { es, en } as const;
export { MESSAGES };

const PROPERTY_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

export type PublicPage = { name: string; path: string; heading: (language: Language) => string };

export const PUBLIC_PAGES: PublicPage[] = [
  { name: 'landing', path: '/', heading: (l) => CATALOGUES[l].landing.hero.title },
  {
    name: 'market',
    path: '/market?state=Jalisco&minPrice=1000000',
    heading: (l) => CATALOGUES[l].market.title,
  },
  { name: 'login', path: '/login', heading: (l) => CATALOGUES[l].auth.login.title },
  { name: 'register', path: '/register', heading: (l) => CATALOGUES[l].auth.register.title },
  { name: 'recover-password', path: '/recover_password', heading: (l) => CATALOGUES[l].auth.recover.title },
  { name: 'reset-password', path: '/reset_password', heading: (l) => CATALOGUES[l].auth.reset.title },
  { name: 'unsubscribe', path: '/unsubscribe', heading: (l) => CATALOGUES[l].unsubscribe.title },
  {
    name: 'privacy-policy',
    path: '/privacy_policy',
    heading: (l) => (l === 'es' ? 'Aviso de privacidad integral' : 'Privacy notice'),
  },
  {
    name: 'terms',
    path: '/terms_and_conditions',
    heading: (l) => (l === 'es' ? 'Términos y condiciones de uso' : 'Terms and conditions of use'),
  },
  { name: 'submit-property', path: '/submit_property', heading: (l) => CATALOGUES[l].submit.property.title },
  { name: 'property', path: `/property/${PROPERTY_ID}`, heading: (l) => CATALOGUES[l].property.errorTitle },
  { name: 'lead', path: `/lead?property_id=${PROPERTY_ID}`, heading: (l) => CATALOGUES[l].tours.lead.title },
  {
    name: 'tour-request',
    path: `/tour_request?property_id=${PROPERTY_ID}`,
    heading: (l) => CATALOGUES[l].tours.request.title,
  },
  {
    name: 'tour-review',
    path: `/tour_review?tour_request_id=${PROPERTY_ID}`,
    heading: (l) => CATALOGUES[l].tours.review.title,
  },
  { name: 'not-found', path: '/esta/pagina/no/existe', heading: (l) => CATALOGUES[l].notFound.title },
];
