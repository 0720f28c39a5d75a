/** Words of the public demo (§2 /demo/*), in English; merged by lib/i18n/locales/en.ts. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  demo: {
    banner: {
      title: 'You are viewing a demonstration',
      body: 'This is the dashboard of a sample home, with its calendar, chores, earnings and documents. Look around at your own pace: nothing you change here is saved.',
    },
    signUp: 'Create your account',
    navLabel: 'Demo screens',
    loading: 'Getting the demonstration ready…',
    unavailable: 'The demonstration is not available right now.',
    retry: 'Try again',
    outside: 'That screen belongs to your own account. Create your account to open it with your homes.',
    landingLink: 'See the demo dashboard',
    close: 'Close notice',
  },
};
