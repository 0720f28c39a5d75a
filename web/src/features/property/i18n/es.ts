/** Words of the property feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  property: {
    title: 'Propiedad',
    credit: {
      title: 'Apta para crédito Infonavit / Cofinavit',
      eligible: 'Apta para crédito {{program}} (sujeta a avalúo)',
      notEligible: 'Aún no es apta para crédito',
      source: 'Límites publicados: {{source}}, {{date}}.',
    },
    loading: 'Cargando la propiedad…',
    errorTitle: 'No pudimos mostrar esta propiedad',
    backToMarket: 'Volver a las propiedades',
    tour: 'Agendar un recorrido',
    manage: 'Quiero administrarla',
    airbnb: 'Reservar en Airbnb',
  },
  listings: {
    property: {
      actions: 'Precio y acciones',
      gallery: 'galería',
      galleryLabel: 'Fotos de {{name}}; usa las flechas para cambiar de foto',
      photoAlt: '{{name}}, foto {{index}} de {{count}}',
      photoPosition: 'Foto {{index}} de {{count}}',
      previousPhoto: 'Foto anterior',
      nextPhoto: 'Foto siguiente',
      terraces: 'Terrazas',
      floorsTitle: 'Distribución por niveles',
      amenitiesTitle: 'Amenidades',
      insightsTitle: 'La zona',
      insightScore: '{{amount}} de 100',
      locationTitle: 'Ubicación',
      mapLabel: 'Mapa de los alrededores de {{name}}',
      mapNote:
        'El círculo muestra un radio de 500 m alrededor de la propiedad; la dirección exacta se comparte en la visita.',
      earningsTitle: 'Ganancias estimadas',
      earningsNote:
        'Estimación con el precio de venta y la tasa de capitalización de la propiedad; no es una garantía de ingresos.',
      monthlyIncome: 'Ingreso mensual',
      yearlyIncome: 'Ingreso anual',
      yearlyExpenses: 'Gastos anuales',
      capRate: 'Tasa de capitalización',
      moreInfo: 'Solo quiero más información',
      qrAlt: 'Código QR de la página de {{name}}',
      qrDownload: 'Descargar código QR',
      manageTitle: 'Administrar {{name}}',
      manageIntro:
        'Cuéntanos de tu experiencia como anfitrión: te contactaremos para hablar de esta propiedad.',
      manageMessage: 'Me interesa administrar {{name}}.',
      emailOptional: 'Correo electrónico (opcional)',
    },
  },
} as const;
