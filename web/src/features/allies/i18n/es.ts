/** Words of the allies feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  allies: {
    propertyFallback: 'Propiedad {{n}}',
    noProperties:
      'Todavía no perteneces a ninguna propiedad. Cuando registres una o aceptes una invitación, aparecerá aquí.',
    status: 'Estado',
    actions: 'Acciones',
    you: 'tú',
    members: {
      title: 'Aliados',
      remove: 'Quitar',
      removeQuestion: '¿Quitar a {{name}} de esta propiedad? Dejará de verla de inmediato.',
    },
    invitations: {
      title: 'Invitaciones',
      empty: 'Aún no has invitado a nadie a esta propiedad.',
      sentOn: 'Enviada',
      revoke: 'Cancelar invitación',
      revokeQuestion: '¿Cancelar la invitación a {{email}}? El enlace que recibió dejará de funcionar.',
    },
    invite: {
      title: 'Invitar a un aliado',
      label: 'Rol',
      locale: 'Idioma de la invitación',
      submit: 'Enviar invitación',
      sent: 'Invitación enviada. Le escribimos por correo para que la acepte.',
    },
  },
} as const;
