import { pino, type Logger } from 'pino';
import { loggableUrl } from './loggable-url.ts';

/**
 * What is never written, at the top of a line or one object down (`{ body: { password } }`):
 * credentials, session tokens (access, refresh, reset and invitation links' tokens) and card data.
 * SECURITY.md lists it; logger.spec.ts writes each through createLogger and finds none.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-casona-internal-token"]',
  ...[
    'password',
    'passwordConfirmation',
    'currentPassword',
    'newPassword',
    'secretKey',
    'accessToken',
    'refreshToken',
    'token',
    'card_number',
    'cardNumber',
    'cvc',
  ].flatMap((key) => [key, `*.${key}`]),
] as const;

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * A request as a service's own request lines keep it (Fastify's fields), its URL without the secrets
 * an address may carry (a calendar feed's token, `?token=`): loggableUrl, as the gateway's access log.
 */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? loggableUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** JSON logs to stdout; secrets in headers, bodies and request URLs are redacted before they are written. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    serializers: { req: serializeRequest },
  });
}

/**
 * A logger for the lines written on every request (the gateway's access log): they are gathered and
 * written 4 KiB at a time and at least every second, instead of one write to stdout a line (a tenth
 * of a proxied request's CPU), and flushed when the process exits. No redaction: only for lines
 * whose fields are known (method, url, status, time), never for headers or bodies.
 */
export function createBufferedLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Not open yet, or already closed: the next tick (or the exit) writes the lines.
    }
  }, 1000).unref();
  return pino({ name, level }, destination);
}

export type { Logger };
