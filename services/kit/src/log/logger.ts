import { pino, type Logger } from 'pino';

/** JSON logs to stdout; secrets in headers and bodies are redacted before they are written. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-casona-internal-token"]',
        '*.password',
        '*.passwordConfirmation',
        '*.secretKey',
      ],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
