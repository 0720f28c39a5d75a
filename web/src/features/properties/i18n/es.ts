/** Words of the properties feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  listings: {
    dashboard: {
      title: 'Mis propiedades',
      add: 'Registrar propiedad',
      empty: 'Aún no tienes propiedades. Registra la primera y te diremos en qué etapa está.',
    },
    leads: {
      empty: 'Aún no hay prospectos.',
      date: 'Fecha',
      property: 'Propiedad',
      status: 'Estado',
      tour: 'Pidió una visita',
      statuses: { interested: 'Interesado', preprofiled: 'Perfilado' },
    },
  },
} as const;
