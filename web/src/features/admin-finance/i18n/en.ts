import type { es } from './es.ts';
import type { Words } from '../../../lib/i18n/catalogue.ts';

/** Words of the back office's finance pages, in English; merged by lib/i18n/locales/en.ts. */
export const en: Words<typeof es> = {
  sections: {
    adminPayment: {
      title: 'Payments',
      description:
        "Everyone's payments, newest first: by card, at OXXO or by SPEI, and why those that did not go through failed.",
    },
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
    transactionsSearchHint: 'Subject or property name',
    onlyThis: 'Only this property',
    onlyProperty: 'Only those of {{name}}.',
    allProperties: 'See every property',
  },
  adminPayments: {
    search: 'Search payments',
    searchHint: "Payer's name or email, property or package",
    status: 'Status',
    anyStatus: 'All statuses',
    statuses: {
      OPEN: 'Not finished',
      PENDING: 'Waiting for the payment',
      PAID: 'Paid',
      FAILED: 'Failed',
      EXPIRED: 'Expired',
    },
    payer: 'Payer',
    payerUnknown: 'Person not yet known to finance',
    what: 'For',
    amount: 'Amount',
    method: 'Method',
    state: 'Status',
    dates: 'Dates',
    created: 'Started {{date}}',
    paid: 'Paid {{date}}',
    failed: 'Failed {{date}}',
    none: 'No payments yet.',
  },
};
