/** Words of the public demo (§2 /demo/*), in Mexican Spanish (tú); merged by lib/i18n/locales/es.ts. */
export const es = {
  demo: {
    banner: {
      title: 'Estás viendo una demostración',
      body: 'Es el tablero de una casa de muestra, con su calendario, tareas, ingresos y documentos. Recórrelo con calma: aquí no se guarda ningún cambio.',
    },
    signUp: 'Crea tu cuenta',
    navLabel: 'Pantallas de la demostración',
    loading: 'Preparando la demostración…',
    unavailable: 'La demostración no está disponible en este momento.',
    retry: 'Intentar de nuevo',
    outside: 'Esa pantalla es parte de tu propia cuenta. Crea tu cuenta para abrirla con tus casas.',
    landingLink: 'Ver el tablero de demostración',
    close: 'Cerrar aviso',
  },
} as const;
