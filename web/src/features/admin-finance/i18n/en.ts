import type { es } from './es.ts';
import type { Words } from '../../../lib/i18n/catalogue.ts';

/** Words of the back office's finance pages, in English; merged by lib/i18n/locales/en.ts. */
export const en: Words<typeof es> = {
  sections: {
    adminTransaction: {
      title: 'Transactions',
      description: "Every property's income and expenses, newest first.",
    },
  },
  adminFinance: {
    category: 'Category',
    anyCategory: 'All categories',
    from: 'From',
    to: 'To',
    fromAfterTo: 'The start date must come before the end date.',
    date: 'Date',
    property: 'Property',
    subject: 'Subject',
    method: 'Payment method',
    amount: 'Amount',
    none: 'No transactions match these filters.',
    onlyThis: 'Only this property',
    onlyProperty: 'Only those of {{name}}.',
    allProperties: 'See every property',
  },
};
