/**
 * Interface texts in Mexican Spanish (tú), the product's default language. The English catalogue
 * is typed against this one, and a test checks both have the same keys and placeholders.
 * Error and validation messages are not here: they come from proto's catalogue (lib/i18n/messages.ts).
 */
export const es = {
  common: {
    skipToContent: 'Saltar al contenido',
    language: 'Idioma',
    retry: 'Intentar de nuevo',
    cancel: 'Cancelar',
    close: 'Cerrar',
    loading: 'Cargando…',
    optional: 'Opcional',
    back: 'Regresar',
    search: 'Buscar',
  },
  nav: {
    home: 'Casona, ir al inicio',
    main: 'Navegación principal',
    howItWorks: 'Cómo funciona',
    market: 'Propiedades',
    managers: 'Administradores',
    faq: 'Preguntas',
    contact: 'Contacto',
    login: 'Iniciar sesión',
    dashboard: 'Mi panel',
    sell: 'Vender mi propiedad',
    menu: 'Abrir menú',
    logout: 'Cerrar sesión',
  },
  footer: {
    tagline:
      'Vende tu propiedad amueblada mientras genera rentas. Bienes raíces y administración de propiedades en México.',
    owners: 'Propietarios',
    fromListing: 'Vender desde mi anuncio de Airbnb',
    demo: 'Ver el panel de demostración',
    explore: 'Explora',
    legal: 'Legal y cuenta',
    privacy: 'Aviso de privacidad',
    terms: 'Términos y condiciones',
    register: 'Crear cuenta',
    rights: '© {{year}} Casona. Todos los derechos reservados.',
  },
  lite: {
    useFull: 'Usar la versión completa',
  },
  notFound: {
    title: 'Página no encontrada',
    home: 'Ir al inicio',
    market: 'Ver propiedades',
  },
  errors: {
    title: 'Algo salió mal',
    forbiddenTitle: 'Acceso restringido',
  },
  landing: {
    title: 'Vende tu propiedad amueblada y cobra rentas mientras se vende',
    hero: {
      eyebrow: 'Vende sin dejar de ganar',
      title: 'Vende tu propiedad amueblada y cobra rentas mientras se vende',
      subtitle:
        'La amueblamos, la rentamos por noche y la promovemos con compradores. Tú recibes un pago cada mes, como una renta, y el primero llega por adelantado.',
      searchAria: 'Buscar la dirección de tu propiedad',
      addressLabel: '¿Dónde está tu propiedad?',
      addressPlaceholder: 'Calle, número, colonia y ciudad',
      cta: 'Valuar mi propiedad',
      note: 'Sin costo y sin compromiso. Te decimos en minutos si tu propiedad está en nuestra zona.',
      card: {
        aria: 'Ejemplo de estado de cuenta mensual de un propietario',
        name: 'Casa Lupita',
        example: 'Ejemplo',
        place: 'Mérida, Yucatán · Casa de 3 recámaras',
        payment: 'Pago de este mes',
        paid: 'Depositado el día 3 del mes',
        occupancy: 'Ocupación del mes',
        nights: 'Noches reservadas',
        status: 'Venta',
        statusValue: '2 visitas agendadas',
      },
    },
    pitch: {
      eyebrow: 'Por qué Casona',
      title: 'Tu casa trabaja para ti mientras encuentra comprador',
      subtitle:
        'Vender una propiedad puede tardar meses. Con Casona, esos meses dejan de costarte y empiezan a pagarte.',
      items: [
        {
          title: 'Pagos mensuales, como una renta',
          body: 'Mientras está a la venta, operamos tu propiedad como renta vacacional y te pagamos cada mes, dentro de los primeros 5 días.',
        },
        {
          title: 'El primer mes, por adelantado',
          body: 'Recibes tu primer pago al publicarse la propiedad, antes de que llegue el primer huésped.',
        },
        {
          title: 'Una comisión que baja con el tiempo',
          body: 'Si la venta tarda más, pagas menos comisión. Nos conviene vender rápido y al mejor precio, igual que a ti.',
        },
      ],
    },
    steps: {
      eyebrow: 'Cómo funciona',
      title: 'Seis pasos, de tu primera consulta a la venta',
      subtitle: 'Te acompañamos en cada etapa, y desde tu panel ves en qué va tu propiedad.',
      items: [
        {
          title: 'Formulario de elegibilidad',
          body: 'Cuéntanos de tu propiedad. Te decimos si está en nuestra zona de cobertura y cuánto podría valer.',
        },
        {
          title: 'Visita',
          body: 'Un asesor conoce la propiedad, revisa su estado y resuelve tus dudas sobre el contrato.',
        },
        {
          title: 'Marketing',
          body: 'Fotografías profesionales, anuncio en Casona y en los principales portales, y promoción con compradores e inversionistas.',
        },
        {
          title: 'Amueblado',
          body: 'Equipamos la propiedad para renta vacacional. La preparación toma hasta 3 semanas.',
        },
        {
          title: 'Primer mes por adelantado',
          body: 'Con la propiedad publicada en Airbnb recibes el primer pago; después, uno cada mes.',
        },
        {
          title: 'Venta',
          body: 'Acompañamos la negociación, el crédito del comprador y la firma ante notario.',
        },
      ],
    },
    requirements: {
      eyebrow: 'Qué necesitas',
      title: 'Lo que te pediremos',
      subtitle:
        'Documentos sencillos que ya tienes a la mano, para trabajar con todo en regla desde el primer día.',
      items: [
        'Contrato de exclusividad firmado con Casona',
        'Recibos recientes de luz y agua',
        'Escrituras de la propiedad',
        'Identificación oficial vigente',
        'Un nombre para tu casa, como el de una mascota: así la recordarán los huéspedes',
        'Que la propiedad esté dentro de nuestra zona de cobertura',
      ],
    },
    features: {
      eyebrow: 'La plataforma',
      title: 'Todo lo de tu propiedad, en un solo lugar',
      subtitle: 'Propietarios, administradores, personal y compradores trabajan sobre la misma información.',
      items: [
        {
          title: 'Panel del propietario',
          body: 'Archivos, movimientos (con importación desde CSV), ganancias por semana o por mes y el estado de la venta.',
        },
        {
          title: 'Airbnb conectado',
          body: 'Anuncios, reservaciones y calendario sincronizados; las tareas de limpieza se crean solas con cada llegada y salida.',
        },
        {
          title: 'Mantenimiento con evidencia',
          body: 'Tareas y reportes con fotos del problema y de la solución, asignados a quien los atiende.',
        },
        {
          title: 'Planeación del día',
          body: 'Los administradores organizan rutas y horarios del personal por propiedad y por día.',
        },
        {
          title: 'Mercado de propiedades',
          body: 'Compradores e inversionistas filtran por estado, ciudad, precio y tipo, y agendan un recorrido en minutos.',
        },
        {
          title: 'En español y en inglés',
          body: 'Cada persona usa la plataforma en su idioma, y los correos le llegan igual.',
        },
      ],
    },
    faq: {
      eyebrow: 'Preguntas frecuentes',
      title: 'Lo que más nos preguntan',
      items: [
        {
          q: '¿Cuánto cuesta publicar mi propiedad?',
          a: 'Valuarla y publicarla no tiene costo. Cobramos una comisión solo cuando se vende, y esa comisión baja mientras más tiempo tarde la venta.',
        },
        {
          q: '¿Cómo se calcula mi pago mensual?',
          a: 'Con el avalúo de tu propiedad y lo que ganan por noche propiedades parecidas en tu zona. Ves la estimación antes de firmar, y los pagos llegan dentro de los primeros 5 días de cada mes.',
        },
        {
          q: '¿Quién amuebla la propiedad?',
          a: 'Nosotros: elegimos, compramos e instalamos el mobiliario para renta vacacional. La preparación toma hasta 3 semanas.',
        },
        {
          q: '¿Puedo seguir ofreciendo mi propiedad por mi cuenta?',
          a: 'Trabajamos con contrato de exclusividad. Así coordinamos precio, visitas y promoción, y los compradores reciben un solo mensaje.',
        },
        {
          q: '¿En qué zonas trabajan?',
          a: 'Por ahora, en zonas específicas de México que ampliamos cada mes. Escribe tu dirección al inicio de esta página y te diremos si tu propiedad está dentro de la cobertura.',
        },
        {
          q: '¿Puedo vender desde mi anuncio de Airbnb?',
          a: 'Sí. Pega el enlace de tu anuncio y en uno o dos minutos te sugerimos un precio y preparamos tu publicación.',
        },
        {
          q: '¿Qué hacen con mis datos?',
          a: 'Los usamos solo para valuar, promover y administrar tu propiedad, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares. Los detalles están en nuestro aviso de privacidad.',
        },
      ],
    },
    managers: {
      eyebrow: 'Administradores',
      title: 'Administra propiedades con nosotros y recibe hasta el {{share}}% de las rentas',
      subtitle:
        'Si ya administras alojamientos en Airbnb, súmate a la red de Casona: nosotros conseguimos las propiedades y tú das la mejor experiencia a los huéspedes.',
    },
    forms: {
      manager: {
        title: 'Solicitud para administrar',
        profileUrl: 'URL de tu perfil de Airbnb',
        message: '¿Cuántas propiedades administras y en qué zona?',
        submit: 'Enviar solicitud',
      },
      joke: {
        title: 'El buzón de chistes',
        intro: '¿Te sabes uno bueno? Compártelo: los mejores le alegran los lunes al equipo.',
        text: 'Tu chiste',
        submit: 'Enviar chiste',
      },
      contact: {
        eyebrow: 'Contacto',
        heading: 'Hablemos de tu propiedad',
        intro: '¿Tienes dudas? Escríbenos y te respondemos en menos de un día hábil.',
        title: 'Escríbenos',
        message: 'Tu mensaje',
        submit: 'Enviar mensaje',
      },
    },
  },
  forms: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    phoneOptional: 'Teléfono (opcional)',
    phoneHint: '10 dígitos, sin lada internacional',
    password: 'Contraseña',
    passwordConfirmation: 'Confirma tu contraseña',
    select: 'Selecciona una opción',
    submitting: 'Enviando…',
  },
  images: {
    hint: 'JPEG o PNG, hasta {{max}} fotos. Las comprimimos antes de enviarlas para que suban rápido.',
    pick: 'Agregar fotos',
    count: '{{count}} de {{max}} fotos',
    remove: 'Quitar {{name}}',
  },
  legal: {
    privacyTitle: 'Aviso de privacidad',
    termsTitle: 'Términos y condiciones',
    version: 'Versión {{version}} · vigente desde el {{date}}',
  },
  auth: {
    login: {
      title: 'Inicia sesión',
      subtitle: 'Entra a tu panel para ver tus propiedades, tareas y ganancias.',
      submit: 'Iniciar sesión',
      forgot: '¿Olvidaste tu contraseña?',
      noAccount: '¿Aún no tienes cuenta?',
      registerLink: 'Crea una cuenta',
      google: 'Continuar con Google',
      or: 'o',
    },
    register: {
      title: 'Crea tu cuenta',
      subtitle: 'Administra tus propiedades, sigue tus ventas y recibe tus pagos desde un solo lugar.',
      submit: 'Crear cuenta',
      haveAccount: '¿Ya tienes cuenta?',
      loginLink: 'Inicia sesión',
      consent: 'Al crear tu cuenta aceptas los',
      and: 'y el',
    },
    recover: {
      title: 'Recupera tu contraseña',
      subtitle:
        'Escribe el correo de tu cuenta y te enviaremos instrucciones para crear una nueva contraseña.',
      submit: 'Enviar instrucciones',
      back: 'Regresar a iniciar sesión',
    },
    logout: {
      title: 'Cerrando sesión…',
      done: 'Cerraste sesión. ¡Hasta pronto!',
    },
    changePassword: {
      title: 'Cambiar contraseña',
      subtitle: 'Al guardarla cerraremos tu sesión para que entres con la nueva contraseña.',
      submit: 'Guardar contraseña',
      newPassword: 'Nueva contraseña',
    },
  },
  market: {
    title: 'Propiedades en venta',
    subtitle: 'Casas y departamentos amueblados que ya generan rentas. Filtra por zona, precio y tipo.',
    filters: {
      title: 'Filtros',
      state: 'Estado',
      anyState: 'Todos los estados',
      city: 'Ciudad o municipio',
      anyCity: 'Todas las ciudades',
      minPrice: 'Precio mínimo',
      maxPrice: 'Precio máximo',
      propertyType: 'Tipo de propiedad',
      anyType: 'Todos los tipos',
      label: 'Etiqueta',
      anyLabel: 'Todas',
      apply: 'Buscar',
      clear: 'Limpiar filtros',
    },
    types: {
      APARTMENT: 'Departamento',
      GATED_COMMUNITY_HOUSE: 'Casa en privada',
      HOUSE: 'Casa',
    },
    labels: {
      NEW: 'Nueva',
      NONE: 'Sin etiqueta',
      RESERVED: 'Apartada',
      SOLD: 'Vendida',
      SOON: 'Próximamente',
      VACATIONAL_RENT: 'En renta vacacional',
    },
    results: {
      count_one: '{{count}} propiedad',
      count_other: '{{count}} propiedades',
      loading: 'Buscando propiedades…',
      errorTitle: 'No pudimos cargar las propiedades',
      page: 'Página {{page}} de {{pages}}',
      previous: 'Anterior',
      next: 'Siguiente',
      bedrooms_one: '{{count}} recámara',
      bedrooms_other: '{{count}} recámaras',
      bathrooms_one: '{{count}} baño',
      bathrooms_other: '{{count}} baños',
      area: '{{area}} m²',
      capRate: 'Rentabilidad estimada {{rate}}%',
      see: 'Ver propiedad',
    },
  },
  property: {
    title: 'Propiedad',
    loading: 'Cargando la propiedad…',
    errorTitle: 'No pudimos mostrar esta propiedad',
    backToMarket: 'Volver a las propiedades',
    tour: 'Agendar un recorrido',
    manage: 'Quiero administrarla',
    airbnb: 'Reservar en Airbnb',
  },
  appraisal: {
    title: 'Tu avalúo',
    loading: 'Cargando tu avalúo…',
    errorTitle: 'No pudimos mostrar este avalúo',
    fqs: 'Gracias por completar el formulario. Aquí está el resultado de tu avalúo.',
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
  submit: {
    property: {
      title: 'Registra tu propiedad',
      subtitle:
        'Es el formulario de elegibilidad: con estos datos revisamos la zona, valuamos tu propiedad y te contactamos.',
      sections: {
        property: 'La propiedad',
        address: 'Dirección',
        photos: 'Fotos (opcional)',
        contact: 'Tus datos de contacto',
      },
      name: 'Nombre para tu propiedad',
      nameHint: 'Como el de una mascota: «Casa Lupita», «Depa Coral»…',
      type: 'Tipo de propiedad',
      price: 'Precio que esperas',
      bedrooms: 'Recámaras',
      bathrooms: 'Baños completos',
      halfBathrooms: 'Medios baños',
      parkingSpaces: 'Estacionamientos',
      builtArea: 'Construcción (m²)',
      totalArea: 'Terreno (m²)',
      floors: 'Niveles',
      yearBuilt: 'Año de construcción',
      street: 'Calle',
      exteriorNumber: 'Número exterior',
      interiorNumber: 'Número interior',
      zip: 'Código postal',
      state: 'Estado',
      city: 'Municipio',
      chooseState: 'Primero elige el estado',
      submit: 'Enviar mi propiedad',
      addressFromSearch: 'Escribiste: «{{address}}». Complétala abajo.',
    },
    listing: {
      title: 'Vende desde tu anuncio de Airbnb',
      subtitle:
        'Pega el enlace de tu anuncio: te sugerimos un precio y preparamos tu publicación en 1 a 2 minutos.',
      url: 'Enlace de tu anuncio de Airbnb',
      price: 'Precio que esperas',
      submit: 'Crear mi anuncio',
    },
  },
  demo: {
    badge: 'Demostración',
    soon: 'La demostración con datos de ejemplo estará disponible muy pronto. Mientras tanto, escríbenos y te la mostramos en una llamada.',
    title: 'Así se ve el panel de Casona',
    intro: 'Recorre las secciones que usan propietarios, administradores y personal todos los días.',
  },
  dashboard: {
    title: 'Mi panel',
    signedInAs: 'Sesión iniciada',
    staff: 'Personal de Casona',
    propertySwitcher: {
      label: 'Propiedad',
      all: 'Todas mis propiedades',
      error: 'No pudimos cargar tus propiedades.',
    },
    groups: {
      general: 'General',
      properties: 'Propiedades',
      maintenance: 'Mantenimiento',
      performance: 'Desempeño',
      worker: 'Mi trabajo',
      account: 'Cuenta',
      admin: 'Administración',
    },
    home: {
      greeting: 'Hola',
      intro: 'Desde aquí sigues tus propiedades, tus tareas y tus ganancias.',
      shortcuts: 'Accesos rápidos',
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
    deletePhrase: 'eliminar mi cuenta',
    deleteTitle: '¿Eliminar tu cuenta?',
  },
  sections: {
    soonTitle: 'Muy pronto',
    soonBody:
      'Estamos preparando esta sección. Aparecerá aquí en cuanto esté lista, sin que tengas que hacer nada.',
    home: { title: 'Inicio', description: 'El resumen de tus propiedades, tareas pendientes y ganancias.' },
    ally: {
      title: 'Aliados',
      description: 'Invita a otras personas a tu propiedad y decide qué pueden ver y hacer.',
    },
    announcement: {
      title: 'Anuncios',
      description: 'Tus anuncios en Casona y en otros portales, con sus visitas y contactos.',
    },
    lead: {
      title: 'Interesados',
      description: 'Las personas que pidieron información o un recorrido de tus propiedades.',
    },
    chore: {
      title: 'Tareas',
      description: 'Limpiezas, reparaciones y pendientes de cada propiedad, con fotos de la solución.',
    },
    choreSchedule: {
      title: 'Programación de tareas',
      description: 'Tareas que se repiten o que se crean solas con cada reservación.',
    },
    report: {
      title: 'Reportes',
      description: 'Problemas reportados en las propiedades y cómo se resolvieron.',
    },
    planning: {
      title: 'Planeación',
      description: 'El plan de cada día: qué propiedades visita cada persona y a qué hora.',
    },
    dayPlan: { title: 'Plan del día', description: 'Propiedades, personal y horarios de un día de trabajo.' },
    rent: { title: 'Rentas', description: 'Reservaciones, ocupación y ganancias por semana o por mes.' },
    sale: { title: 'Venta', description: 'Visitas, ofertas y avance de la venta de tu propiedad.' },
    status: {
      title: 'Estado de la propiedad',
      description: 'En qué etapa va tu propiedad y qué documentos faltan.',
    },
    profile: { title: 'Mi perfil', description: 'Tus datos, tu idioma y tu contraseña.' },
    changePassword: {
      title: 'Cambiar contraseña',
      description: 'Elige una nueva contraseña para tu cuenta.',
    },
    propertyItem: { title: 'Inventario', description: 'Muebles, blancos y equipo de cada propiedad.' },
    purchases: {
      title: 'Compras',
      description: 'Cotizaciones de mobiliario y compras para tus propiedades.',
    },
    furnishingQuery: {
      title: 'Cotización de mobiliario',
      description: 'El detalle de una cotización para amueblar tu propiedad.',
    },
    worker: { title: 'Mis tareas', description: 'Las tareas y reportes que tienes asignados.' },
    workerProperty: {
      title: 'Mis propiedades',
      description: 'Las propiedades donde trabajas y sus indicaciones.',
    },
    adminAirbnbProfile: {
      title: 'Perfiles de Airbnb',
      description: 'Perfiles de anfitrión conectados a la plataforma.',
    },
    adminAmenity: { title: 'Amenidades', description: 'El catálogo de amenidades de las propiedades.' },
    adminAppraisal: {
      title: 'Avalúos',
      description: 'Todos los avalúos, su resultado y la opinión de los propietarios.',
    },
    adminItem: {
      title: 'Artículos',
      description: 'El catálogo de muebles, blancos y equipo con sus precios.',
    },
    adminJoke: { title: 'Chistes', description: 'Los chistes recibidos, para aprobarlos o descartarlos.' },
    adminNeighborhoodInsight: {
      title: 'Datos del vecindario',
      description: 'Lo que hay alrededor de cada propiedad: escuelas, comercios, transporte.',
    },
    adminProperty: {
      title: 'Editar propiedad',
      description: 'Precio, ubicación, fotos, gastos, distribución, calendario y descripción.',
    },
    adminPropertyCustomer: {
      title: 'Clientes de propiedades',
      description: 'Quién tiene acceso a cada propiedad y con qué rol.',
    },
    adminProperties: {
      title: 'Propiedades',
      description: 'Todas las propiedades por estado: en revisión, aceptadas, publicadas y vendidas.',
    },
    adminRole: { title: 'Roles', description: 'El personal de Casona y sus permisos.' },
    adminSubmitProperty: {
      title: 'Registrar propiedad',
      description: 'Registra una propiedad en nombre de un propietario.',
    },
  },
} as const;

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape every language's catalogue has. */
export type Catalogue = Widen<typeof es>;
