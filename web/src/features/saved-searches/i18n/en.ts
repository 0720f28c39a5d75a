/** Words of saved searches (issue 16), in English; merged by lib/i18n/locales/en.ts. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  sections: {
    savedSearches: {
      title: 'Saved searches',
      description: 'We email you when a home is published that matches one of your searches.',
    },
  },
  savedSearches: {
    save: 'Save search',
    signInToSave: 'Sign in to save this search and hear about new homes.',
    signIn: 'Sign in',
    dialogTitle: 'Save this search',
    dialogHelp: 'We will write to you when a home is published that matches: {{filters}}.',
    name: 'Search name',
    nameRequired: 'Write a name for your search.',
    nameTooLong: 'The name can be up to {{max}} characters.',
    confirm: 'Save',
    cancel: 'Cancel',
    saved: 'We saved your search “{{name}}”. We will tell you about new homes.',
    manage: 'See my saved searches',
    empty: 'You have no saved searches yet. On the marketplace, choose your filters and press “Save search”.',
    browse: 'Go to the marketplace',
    createdOn: 'Saved on {{date}}',
    lastAlert: 'Last alert: {{date}}',
    noAlertYet: 'No alerts yet',
    seeResults: 'See results',
    delete: 'Delete {{name}}',
    deleteLabel: 'Delete',
    deleteBody:
      'You will get no more alerts from “{{name}}”. To get them again you will have to save the search again.',
    deleted: 'We deleted the search “{{name}}”. You will get no more alerts from it.',
    describe: {
      everything: 'Every home for sale',
      colonia: '{{name}} neighbourhood',
      between: '{{min}} to {{max}}',
      from: 'from {{min}}',
      upTo: 'up to {{max}}',
    },
  },
};
