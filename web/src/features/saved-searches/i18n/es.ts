/** Words of saved searches (issue 16), in Mexican Spanish (tú); merged by lib/i18n/locales/es.ts. */
export const es = {
  sections: {
    savedSearches: {
      title: 'Búsquedas guardadas',
      description: 'Te avisamos por correo cuando se publica una casa que coincide con una de tus búsquedas.',
    },
  },
  savedSearches: {
    save: 'Guardar búsqueda',
    signInToSave: 'Inicia sesión para guardar esta búsqueda y recibir avisos de casas nuevas.',
    signIn: 'Iniciar sesión',
    dialogTitle: 'Guardar esta búsqueda',
    dialogHelp: 'Te escribiremos cuando se publique una casa que coincida con: {{filters}}.',
    name: 'Nombre de la búsqueda',
    nameRequired: 'Escribe un nombre para tu búsqueda.',
    nameTooLong: 'El nombre puede tener hasta {{max}} caracteres.',
    confirm: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Guardamos tu búsqueda «{{name}}». Te avisaremos de las casas nuevas.',
    manage: 'Ver mis búsquedas guardadas',
    empty: 'Aún no guardas ninguna búsqueda. En el marketplace, elige tus filtros y toca «Guardar búsqueda».',
    browse: 'Ir al marketplace',
    createdOn: 'Guardada el {{date}}',
    lastAlert: 'Último aviso: {{date}}',
    noAlertYet: 'Aún sin avisos',
    seeResults: 'Ver resultados',
    delete: 'Borrar {{name}}',
    deleteLabel: 'Borrar',
    deleteBody:
      'Dejarás de recibir avisos de «{{name}}». Para volver a recibirlos tendrás que guardar la búsqueda de nuevo.',
    deleted: 'Borramos la búsqueda «{{name}}». Ya no recibirás sus avisos.',
    describe: {
      everything: 'Todas las propiedades en venta',
      colonia: 'colonia {{name}}',
      between: 'de {{min}} a {{max}}',
      from: 'desde {{min}}',
      upTo: 'hasta {{max}}',
    },
  },
};
