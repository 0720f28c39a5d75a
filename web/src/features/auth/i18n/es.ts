/** Words of the auth feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
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
      currentPassword: 'Contraseña actual',
      newPassword: 'Nueva contraseña',
    },
    reset: {
      title: 'Crea tu nueva contraseña',
      subtitle: 'Elige una contraseña de 8 a 50 caracteres. Al guardarla cerraremos tus sesiones abiertas.',
      submit: 'Guardar contraseña',
      requestNew: 'Solicitar un enlace nuevo',
    },
  },
} as const;
