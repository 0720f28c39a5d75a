/** Words of the tours feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  listings: {
    tours: {
      forProperty: 'Propiedad: {{name}} ({{place}})',
      day: 'Día de la visita',
      hour: 'Hora (hora local de {{zone}})',
      reviewLater: 'Después de tu visita, cuéntanos qué te pareció:',
      reviewLink: 'Calificar mi visita',
      reviewOf: 'Tu visita a {{name}} del {{date}}',
      backToProperty: 'Volver a la propiedad',
      when: 'Fecha de la visita',
    },
  },
  tours: {
    missingProperty:
      'Este enlace no indica la propiedad. Ábrelo desde la página de la propiedad que te interesa.',
    missingTour: 'Este enlace no indica el recorrido. Ábrelo desde el correo que te enviamos.',
    lead: {
      title: 'Recibe información de esta propiedad',
      subtitle: 'Déjanos tus datos y un asesor te contactará con precios, rentabilidad y fechas de visita.',
      submit: 'Quiero información',
    },
    request: {
      title: 'Agenda un recorrido',
      subtitle:
        'Elige cuándo quieres conocer la propiedad y cuéntanos un poco de ti; te confirmaremos la cita.',
      tourTime: 'Fecha y hora del recorrido',
      budget: 'Presupuesto',
      buyerProfile: 'Buscas la propiedad para…',
      creditOption: '¿Cómo piensas pagarla?',
      timeToBuy: '¿En cuánto tiempo piensas comprar?',
      submit: 'Solicitar recorrido',
      buyerProfiles: {
        INVESTOR: 'Invertir',
        JUST_LOOKING: 'Solo estoy viendo opciones',
        TO_LIVE: 'Vivir en ella',
      },
      creditOptions: {
        APPROVED_CREDIT: 'Tengo un crédito aprobado',
        COFINAVIT: 'Cofinavit',
        NEED_HELP: 'Necesito ayuda con el crédito',
        INFONAVIT: 'Infonavit',
        OWN_RESOURCES: 'Recursos propios',
      },
      credit: {
        eligible: 'Esta propiedad es apta para crédito {{program}} (sujeta a avalúo).',
        notEligible: 'Esta propiedad aún no es apta para crédito {{program}}.',
        others: 'Estas sí lo son:',
        none: 'Por ahora ninguna propiedad publicada es apta para este crédito; te ayudamos en el recorrido.',
      },
    },
    review: {
      title: '¿Cómo te fue en el recorrido?',
      subtitle: 'Tu opinión nos ayuda a mejorar cada visita y a encontrar la propiedad ideal para ti.',
      liked: '¿Qué te gustó?',
      disliked: '¿Qué no te convenció?',
      propertyScore: 'Calificación de la propiedad',
      guideScore: 'Calificación del asesor',
      selfDescription: '¿En qué punto estás?',
      comment: 'Comentarios (opcional)',
      submit: 'Enviar reseña',
      aspects: {
        DISTRIBUTION: 'Distribución',
        LOCATION: 'Ubicación',
        STATE: 'Estado de la propiedad',
        PRICE: 'Precio',
      },
      selfDescriptions: {
        HAS_DOUBT: 'Tengo dudas',
        MORE_OPTIONS: 'Quiero ver más opciones',
        TIME_TO_THINK: 'Necesito tiempo para pensarlo',
        VISIT_AGAIN_LATER: 'Quiero volver a visitarla',
      },
    },
  },
} as const;
