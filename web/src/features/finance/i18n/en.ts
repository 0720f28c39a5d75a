/** Words of a property's transactions tab, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  sections: {
    propertyTransactions: {
      title: 'Transactions',
      description: "The property's income and expenses, and importing a bank CSV.",
    },
  },
  finance: {
    tab: 'Transactions',
    list: {
      title: 'Transactions',
      empty: 'No transactions recorded yet.',
      date: 'Date',
      subject: 'Subject',
      category: 'Category',
      method: 'Payment method',
      amount: 'Amount',
      remove: 'Delete',
      removeQuestion: 'Delete “{{subject}}” and its receipt?',
      readOnly: 'You can read the transactions but not change them.',
    },
    form: {
      title: 'Record a transaction',
      type: 'Type',
      expense: 'Expense type',
      choose: 'Choose one',
      add: 'Record',
      update: 'Save changes',
      cancel: 'Cancel',
      saved: 'Transaction saved.',
      edit: 'Edit',
    },
    receipt: {
      column: 'Receipt',
      open: 'View receipt',
      attach: 'Attach receipt',
      replace: 'Replace',
      attachFor: 'Attach a receipt to “{{subject}}”',
      replaceFor: 'Replace the receipt of “{{subject}}”',
      remove: 'Remove',
      removeQuestion: 'Remove the receipt of “{{subject}}”? The transaction stays.',
      saved: 'Receipt saved.',
    },
    import: {
      title: 'Import a CSV',
      help: 'Columns in this order: date, subject, amount, category, expense, payment method and type; the first line (the header) is ignored. Spanish or English names and dates like 31/03/2026 are accepted. If any line has an error, nothing is saved.',
      file: 'CSV file',
      placeholder: 'Choose a .csv file',
      checking: 'Checking {{done}} of {{total}} lines…',
      ready_one: '{{count}} transaction ready to import.',
      ready_other: '{{count}} transactions ready to import.',
      submit: 'Import',
      sending: 'Saving the transactions…',
      problems: 'Fix these lines and pick the file again; nothing was saved.',
      line: 'Line {{line}}',
      wholeFile: 'File',
    },
  },
};
