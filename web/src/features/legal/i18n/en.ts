/** Words of the legal feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  legal: {
    privacyTitle: 'Privacy notice',
    termsTitle: 'Terms and conditions',
    version: 'In force since {{date}}',
    acceptance: {
      title: 'Accept the privacy notice and the terms',
      updatedTitle: 'We updated the privacy notice or the terms',
      body: 'Read them and accept them to keep using Casona:',
      accept: 'I have read and accept them',
    },
  },
};
