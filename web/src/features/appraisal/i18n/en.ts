/** Words of the appraisal feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  appraisal: {
    title: 'Your appraisal',
    loading: 'Loading your appraisal…',
    errorTitle: 'We could not show this appraisal',
    fqs: 'Thank you for completing the form. Here is the result of your appraisal.',
  },
};
