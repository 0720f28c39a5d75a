/** Words of the appraisal feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  appraisal: {
    title: 'Tu avalúo',
    loading: 'Cargando tu avalúo…',
    errorTitle: 'No pudimos mostrar este avalúo',
    fqs: 'Gracias por completar el formulario. Aquí está el resultado de tu avalúo.',
  },
} as const;
