/** Words of the landing feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  landing: {
    title: 'Vende tu propiedad amueblada y cobra rentas mientras se vende',
    appraise: {
      eyebrow: 'Avalúo gratuito',
      title: '¿Cuánto vale tu propiedad?',
      subtitle:
        'Busca la dirección, marca el punto en el mapa y dinos cómo es. Te damos un precio con su rango, las propiedades comparables y lo que ganaría rentándola por noches.',
      placeMissing: 'Busca la dirección y marca la ubicación en el mapa.',
      type: 'Tipo de propiedad',
      builtArea: 'Metros construidos',
      totalArea: 'Metros de terreno',
      bedrooms: 'Recámaras',
      bathrooms: 'Baños',
      yearsBuilt: 'Antigüedad (años)',
      note: 'Sin costo y sin compromiso. Si aún no tenemos datos de tu zona, te lo decimos.',
      submit: 'Calcular mi avalúo',
    },
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
        quoteCite: 'Del buzón de chistes',
        pause: 'Pausar los chistes',
        play: 'Seguir mostrando chistes',
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
} as const;
