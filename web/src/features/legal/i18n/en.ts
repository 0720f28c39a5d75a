/** Words of the legal feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  legal: {
    privacyTitle: 'Privacy notice',
    termsTitle: 'Terms and conditions',
    version: 'In force since {{date}}',
  },
};
