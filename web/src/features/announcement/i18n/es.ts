/** Words of the announcements page, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  sections: {
    announcement: {
      title: 'Anuncios',
      description:
        'Dónde se anuncia tu casa: su página en el marketplace con su código QR, Airbnb y los portales.',
    },
  },
  announcement: {
    property: 'Propiedad',
    noProperties: 'Aún no tienes propiedades cuyos anuncios puedas ver.',
    marketplace: {
      title: 'Marketplace de Casona',
      status: 'Estado',
      open: 'Ver su página en el marketplace',
      publishedOn: 'Publicada el {{date}}',
      notYet: 'Aún no aparece en el marketplace: la publicamos cuando termine la revisión y tenga fotos.',
      qrAlt: 'Código QR que lleva a la página de {{name}}',
      qrViews_one: '{{count}} visita desde el código QR',
      qrViews_other: '{{count}} visitas desde el código QR',
      qrDownload: 'Descargar el código QR',
    },
    source: {
      title: 'Creada a partir de este anuncio',
      createdOn: 'Se registró desde su anuncio el {{date}}.',
      open: 'Ver el anuncio original en {{site}}',
    },
    airbnb: {
      title: 'Airbnb',
      open: 'Ver el anuncio en Airbnb',
      none: 'Esta casa no tiene un anuncio de Airbnb registrado.',
    },
    portals: {
      title: 'Portales inmobiliarios',
      empty: 'Todavía no está anunciada en ningún portal.',
      portal: 'Portal',
      link: 'Anuncio',
      added: 'Agregado',
      actions: 'Acciones',
      edit: 'Editar',
      remove: 'Quitar',
      removeQuestion:
        '¿Quitar el anuncio de {{portal}}? El anuncio en el portal no se borra; solo deja de aparecer aquí.',
      onlyStaff: 'Nuestro equipo agrega y actualiza los anuncios en portales.',
    },
    form: {
      addTitle: 'Agregar un anuncio en un portal',
      editTitle: 'Cambiar el anuncio de {{portal}}',
      portal: 'Portal',
      url: 'Enlace del anuncio',
      add: 'Agregar anuncio',
      save: 'Guardar cambios',
      cancel: 'Cancelar',
      added: 'Anuncio agregado.',
      saved: 'Anuncio actualizado.',
    },
  },
} as const;
