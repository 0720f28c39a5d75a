/**
 * What every service answers to a NUL character in a request (#11 item 5), for suites to compare
 * with: the form message and the field's message, literally, in each language.
 */
export const NUL = 'a\u0000b';

const MESSAGES = {
  en: {
    form: 'Please correct the errors in the form.',
    field: 'This value contains characters that are not allowed.',
  },
  es: {
    form: 'Por favor, corrige los errores del formulario.',
    field: 'Este valor contiene caracteres no permitidos.',
  },
} as const;

/** The whole 400 body for a request whose only problem is a NUL character at `path`. */
export function nulRefusal(path: string, lang: 'en' | 'es') {
  return {
    statusCode: 400,
    code: 'VALIDATION',
    message: MESSAGES[lang].form,
    errors: [{ path, message: MESSAGES[lang].field }],
  };
}
