/** Words of the auth feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  auth: {
    login: {
      title: 'Log in',
      subtitle: 'Go to your dashboard to see your properties, chores and earnings.',
      submit: 'Log in',
      forgot: 'Forgot your password?',
      noAccount: "Don't have an account yet?",
      registerLink: 'Create one',
      google: 'Continue with Google',
      or: 'or',
    },
    register: {
      title: 'Create your account',
      subtitle: 'Manage your properties, follow your sales and receive your payments in one place.',
      submit: 'Create account',
      haveAccount: 'Already have an account?',
      loginLink: 'Log in',
      consent: 'By creating your account you accept the',
      and: 'and the',
    },
    recover: {
      title: 'Recover your password',
      subtitle: "Enter your account's email and we will send you instructions to create a new password.",
      submit: 'Send instructions',
      back: 'Back to log in',
    },
    logout: {
      title: 'Logging out…',
      done: 'You have logged out. See you soon!',
    },
    changePassword: {
      title: 'Change password',
      subtitle: 'When you save it we will end your session so you can log in with the new password.',
      submit: 'Save password',
      currentPassword: 'Current password',
      newPassword: 'New password',
    },
    reset: {
      title: 'Create your new password',
      subtitle: 'Choose a password of 8 to 50 characters. When you save it we will end your open sessions.',
      submit: 'Save password',
      requestNew: 'Request a new link',
    },
  },
};
