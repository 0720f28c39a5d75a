/** Words of the submit feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  listings: {
    submit: {
      layout: 'Distribución y amenidades',
      amenities: 'Amenidades',
      newProfile:
        'Con estos datos creamos tu cuenta de propietario y te enviamos un correo para que elijas tu contraseña.',
      owner: 'Propietario',
      ownerEmail: 'Correo del propietario',
      accountCreated: 'Creamos tu cuenta: revisa tu correo para elegir tu contraseña y seguir tu propiedad.',
      seeInDashboard: 'Ver mi propiedad',
      signIn: 'Inicia sesión para continuar',
      another: 'Registrar otra propiedad',
      fromAppraisal: 'Este registro continúa tu avalúo; lo vincularemos a tu propiedad.',
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
      neighborhood: 'Colonia',
      exteriorNumber: 'Número exterior',
      interiorNumber: 'Número interior',
      zip: 'Código postal',
      state: 'Estado',
      city: 'Municipio',
      chooseState: 'Primero elige el estado',
      submit: 'Enviar mi propiedad',
      addressFromSearch: 'Escribiste: «{{address}}». Complétala abajo.',
    },
  },
} as const;
