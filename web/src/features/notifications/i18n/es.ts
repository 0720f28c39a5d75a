/** Words of the notifications feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  unsubscribe: {
    title: 'Dejar de recibir correos',
    missing: 'Este enlace está incompleto. Ábrelo directamente desde el correo que recibiste.',
    question: '¿Dejar de enviar correos informativos a {{email}}?',
    note: 'Seguirás recibiendo los correos de tu cuenta y de seguridad, como el cambio de contraseña.',
    confirm: 'Dejar de recibirlos',
    done: 'Listo: ya no enviaremos correos informativos a {{email}}.',
  },
} as const;
