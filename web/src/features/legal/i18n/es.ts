/** Words of the legal feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  legal: {
    privacyTitle: 'Aviso de privacidad',
    termsTitle: 'Términos y condiciones',
    version: 'Vigente desde el {{date}}',
    acceptance: {
      title: 'Acepta el aviso de privacidad y los términos',
      updatedTitle: 'Actualizamos el aviso de privacidad o los términos',
      body: 'Léelos y acéptalos para seguir usando Casona:',
      accept: 'Los leí y los acepto',
    },
  },
} as const;
