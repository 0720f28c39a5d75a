/** Words of the dashboard feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  dashboard: {
    title: 'Mi panel',
    signedInAs: 'Sesión iniciada',
    staff: 'Personal de Casona',
    propertySwitcher: {
      label: 'Propiedad',
      loading: 'Cargando…',
      all: 'Todas mis propiedades',
      error: 'No pudimos cargar tus propiedades.',
    },
    groups: {
      general: 'General',
      properties: 'Propiedades',
      account: 'Cuenta',
      admin: 'Administración',
    },
    home: {
      greeting: 'Hola',
      greetingName: 'Hola, {{name}}',
      intro: 'Desde aquí sigues tus propiedades, tus tareas y tus ganancias.',
    },
    staffHome: {
      title: 'Atención hoy',
      nothing: 'Nada pendiente.',
      seeAll: 'Ver todo',
      andMore_one: 'y {{count}} más',
      andMore_other: 'y {{count}} más',
      inReview: {
        title: 'Propiedades en revisión',
        since: '— enviada el {{date}}',
      },
      calendars: {
        title: 'Calendarios de Airbnb con problemas',
        item: '{{listing}} ({{property}})',
        staleSince: '— sin sincronizar desde el {{date}}',
        never: '— nunca se ha sincronizado',
        failing_one: '— falló la última sincronización',
        failing_other: '— fallaron las últimas {{count}} sincronizaciones',
      },
      documents: {
        title: 'Documentos por vencer o vencidos',
        item: '{{type}} de {{property}}',
        expiring: '— vence el {{date}}',
        expired: '— venció el {{date}}',
      },
      emails: {
        failed: 'Correos que no se pudieron enviar',
      },
      whatsapp: {
        failed: 'Mensajes de WhatsApp que no se pudieron enviar',
      },
      payments: {
        title: 'Pagos fallidos',
        item: '{{type}} por {{amount}}',
      },
      contacts: {
        unanswered: 'Mensajes de contacto sin contestar',
      },
    },
    staleFeeds: {
      title: 'Calendarios de Airbnb sin sincronizar',
      intro:
        'Estos calendarios no se sincronizan desde hace más de 24 horas: los cambios de fechas y las cancelaciones no llegan. Revisa su URL o sincronízalos ahora.',
      item: '{{listing}} ({{property}})',
      since: '— última sincronización: {{date}}',
      never: '— nunca se ha sincronizado',
    },
    openMenu: 'Abrir menú del panel',
  },
  profile: {
    details: 'Tus datos',
    save: 'Guardar cambios',
    saved: 'Tus cambios se guardaron.',
    title: 'Mi perfil',
    changePassword: 'Cambiar contraseña',
    language: 'Idioma de la plataforma y de los correos',
    dangerZone: 'Eliminar mi cuenta',
    dangerBody:
      'Eliminaremos tu perfil y tus datos personales, salvo los que la ley nos obliga a conservar. Esta acción no se puede deshacer.',
    deleteButton: 'Eliminar mi cuenta',
    deleteTitle: '¿Eliminar tu cuenta?',
    deleteConfirmBody:
      'Eliminaremos tu perfil y tus datos personales, salvo lo que la ley nos obliga a conservar. Para confirmar, escribe tu correo: {{email}}',
    picture: {
      title: 'Foto de perfil',
      alt: 'Foto de perfil de {{name}}',
      hint: 'JPEG o PNG. La comprimimos antes de enviarla; solo puedes tener una.',
      add: 'Agregar foto',
      replace: 'Cambiar foto',
      remove: 'Quitar foto',
      removeBody:
        'Tu foto deja de verse en tu perfil y no se puede recuperar. Puedes subir otra cuando quieras.',
    },
    id: {
      title: 'Identificación oficial',
      onFile: 'Recibida',
      missing: 'Sin identificación',
      hint: 'Tu INE o pasaporte: un PDF de menos de 4 MB o una foto (JPEG o PNG). Solo tú y el equipo de Casona pueden verla.',
      file: 'Archivo de tu identificación',
      upload: 'Subir identificación',
      view: 'Ver mi identificación',
      remove: 'Eliminar identificación',
      removeBody:
        'Borraremos el archivo de tu identificación para siempre. Si después la necesitas en tu perfil, tendrás que subirla otra vez.',
      saved: 'Recibimos tu identificación.',
      open: 'Abrir mi identificación (el enlace vence en 15 minutos)',
    },
    address: {
      title: 'Domicilio',
      hint: 'Tu domicilio particular, con sus coordenadas. Solo tú y el equipo de Casona lo ven.',
      address: 'Dirección completa',
      useLocation: 'Usar mi ubicación actual',
      located: 'Ubicación marcada: {{address}}.',
      save: 'Guardar domicilio',
      locationError:
        'No pudimos obtener tu ubicación. Busca tu dirección y marca el punto en el mapa, o permite el acceso a la ubicación.',
    },
  },
  invitations: {
    title: 'Tienes una invitación',
    body: 'Te invitaron a {{property}} como {{label}}.',
    bodyUnnamed:
      'Te invitaron a una propiedad como {{label}}. Acepta para ver su nombre y todo lo que tu rol te deja ver.',
    accept: 'Aceptar',
    reject: 'Rechazar',
  },
  notifications: {
    title: 'Avisos de tus propiedades',
    empty: 'No hay avisos por ahora.',
    new: 'Nuevo',
    markRead: 'Marcar como leído',
    unread_one: '{{count}} aviso sin leer',
    unread_other: '{{count}} avisos sin leer',
  },
} as const;
