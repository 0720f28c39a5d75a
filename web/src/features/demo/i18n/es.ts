/** Words of the demo feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  demo: {
    badge: 'Demostración',
    soon: 'La demostración con datos de ejemplo estará disponible muy pronto. Mientras tanto, escríbenos y te la mostramos en una llamada.',
    title: 'Así se ve el panel de Casona',
    intro: 'Recorre las secciones que usan propietarios, administradores y personal todos los días.',
  },
} as const;
