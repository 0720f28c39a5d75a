/** Words of the notifications feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  sections: {
    notificationPreferences: {
      title: 'Preferencias de avisos',
      description: 'Elige qué avisos te llegan por correo, por WhatsApp y dentro de Casona.',
    },
  },
  notificationPreferences: {
    kind: 'Tipo de aviso',
    channels: { email: 'Correo', whatsapp: 'WhatsApp', in_app: 'En Casona' },
    categories: {
      CHORES: 'Tareas asignadas y cambios de fecha',
      DAY_PLANS: 'Plan del día',
      RESERVATIONS: 'Reservaciones nuevas',
      PUBLICATION: 'Publicación y venta de tu propiedad',
      STATEMENTS: 'Estado de cuenta mensual',
      DOCUMENTS_EXPIRING: 'Documentos por vencer',
      TOURS_LEADS: 'Visitas e interesados',
      SAVED_SEARCH_ALERTS: 'Alertas de búsquedas guardadas',
    },
    toggle: '{{kind}} por {{channel}}',
    notSent: '{{kind}}: no se envía por {{channel}}',
    legend:
      'Un guion (—) indica que ese tipo de aviso no se envía por ese medio. Dentro de Casona solo aparecen como avisos los documentos por vencer; tus tareas, planes del día y estados de cuenta están en sus propias páginas del panel.',
    notes: {
      CHORES: 'Por correo y WhatsApp; en Casona las ves en Tareas.',
      DAY_PLANS: 'Por correo y WhatsApp, el día anterior; en Casona lo ves en Planeación del día.',
      RESERVATIONS: 'Solo por WhatsApp: no enviamos correo de reservaciones.',
      PUBLICATION: 'Por correo y WhatsApp.',
      STATEMENTS: 'Por correo y WhatsApp; en Casona lo ves en Rendimiento de la renta.',
      DOCUMENTS_EXPIRING: 'Por correo, WhatsApp y como aviso de la propiedad en Casona.',
      TOURS_LEADS:
        'Aún no enviamos avisos de esto: las solicitudes de visita le llegan a nuestro equipo, que te contacta.',
      SAVED_SEARCH_ALERTS: 'Por correo y WhatsApp.',
    },
    always: 'Los correos de tu cuenta y de seguridad, como recuperar tu contraseña, te llegan siempre.',
    whatsappOff: 'Los mensajes de WhatsApp aún no están disponibles.',
    needsPhone: 'Para recibir WhatsApp, agrega tu teléfono de 10 dígitos en tu perfil.',
    toProfile: 'Ir a mi perfil',
    saved: 'Guardado.',
    log: {
      title: 'Mensajes de WhatsApp enviados',
      notice: 'Aviso',
      to: 'Para',
      templates: {
        chore_assigned: 'Tarea asignada',
        chore_rescheduled: 'Tarea cambiada de fecha',
        property_published: 'Propiedad publicada',
        property_sold: 'Propiedad vendida',
        reservation_added: 'Reservación nueva',
        owner_statement: 'Estado de cuenta mensual',
        day_plan_tomorrow: 'Ruta de mañana',
        saved_search_match: 'Casa nueva para una búsqueda guardada',
        file_expiring: 'Documento por vencer',
      },
    },
  },
  unsubscribe: {
    title: 'Dejar de recibir correos',
    missing: 'Este enlace está incompleto. Ábrelo directamente desde el correo que recibiste.',
    question: '¿Dejar de enviar correos informativos a {{email}}?',
    note: 'Seguirás recibiendo los correos de tu cuenta y de seguridad, como el cambio de contraseña.',
    confirm: 'Dejar de recibirlos',
    done: 'Listo: ya no enviaremos correos informativos a {{email}}.',
  },
} as const;
