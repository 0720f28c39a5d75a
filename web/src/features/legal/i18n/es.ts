/** Words of the legal feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  legal: {
    privacyTitle: 'Aviso de privacidad',
    termsTitle: 'Términos y condiciones',
    version: 'Vigente desde el {{date}}',
  },
} as const;
