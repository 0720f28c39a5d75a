import net from 'node:net';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type { Mailer, MailMessage, SentMail } from '../ports/mailer.ts';
import { toMailOptions } from './compose.ts';

/** The cluster mailer: SMTP through a pooled nodemailer transport. */

export interface SmtpMailerOptions {
  /**
   * `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465` (TLS from the
   * start). Query parameters are nodemailer's URL options, e.g. `?requireTLS=true` or
   * `?tls.rejectUnauthorized=false`.
   */
  url: string;
  /** Sender used when a message names none, e.g. `Casona <no-reply@casona.mx>`. */
  from: string;
}

/**
 * Sending failed. `transient` tells the job queue whether a retry can help: 4xx replies and broken
 * connections can, 5xx replies (bad address, refused content) and bad credentials cannot.
 */
export class MailDeliveryError extends Error {
  readonly code = 'MAIL_DELIVERY_FAILED';
  readonly transient: boolean;
  /** The SMTP reply code, when the server gave one. */
  readonly responseCode: number | undefined;
  /** Recipients the server refused; on a partial refusal the others did receive the message. */
  readonly rejected: string[];

  constructor(
    message: string,
    options: { transient: boolean; responseCode?: number; rejected?: string[]; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'MailDeliveryError';
    this.transient = options.transient;
    this.responseCode = options.responseCode;
    this.rejected = options.rejected ?? [];
  }
}

// Network trouble on our side or theirs: worth another try later.
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EMAXLIMIT']);

interface NodemailerError {
  message?: string;
  code?: string;
  responseCode?: number;
  rejectedErrors?: NodemailerError[];
}

const isTransientReply = (code: number | undefined): boolean =>
  code !== undefined && code >= 400 && code < 500;

function deliveryError(error: unknown): MailDeliveryError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as NodemailerError;
  const codes = [e, ...(e.rejectedErrors ?? [])].map((x) => x.responseCode).filter((c) => c !== undefined);
  const transient =
    e.responseCode !== undefined
      ? // All recipients refused: a retry helps only if every refusal was temporary.
        codes.every(isTransientReply)
      : TRANSIENT_CODES.has(e.code ?? '');
  return new MailDeliveryError(`SMTP delivery failed: ${e.message ?? String(error)}`, {
    transient,
    responseCode: e.responseCode,
    cause: error,
  });
}

/** Our defaults for timeouts (nodemailer waits minutes), unless the URL sets its own. */
function transportUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error(`createSmtpMailer: url must start with smtp:// or smtps://, got ${parsed.protocol}`);
  }
  const defaults: Record<string, string> = {
    pool: 'true',
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '60000',
  };
  for (const [name, value] of Object.entries(defaults)) {
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, value);
  }
  // Pooling is what this adapter is for; a URL cannot turn it off.
  parsed.searchParams.set('pool', 'true');
  return parsed.toString();
}

/**
 * Opens the TCP connection with Nagle's algorithm off. SMTP is a chatty request/response protocol
 * (MAIL FROM, RCPT TO, DATA on a pooled connection): with Nagle on, each small command waits for
 * the previous segment's delayed ACK, about 40 ms per message. nodemailer upgrades the socket to
 * TLS itself (smtps:// at once, STARTTLS when offered), as it does for sockets it opens.
 *
 * When the connection cannot be opened, nodemailer is told to open its own (`false`): its pool
 * leaks the pool slot when `getSocket` answers an error (after five such failures every send hangs),
 * while a failure on its own socket is reported and cleaned up properly.
 */
function noDelaySocket(
  connection: { host?: string; port?: number; localAddress?: string; connectionTimeout?: number },
  done: (err: null, socket: { connection: net.Socket } | false) => void,
): void {
  const socket = net.connect({
    host: connection.host ?? 'localhost',
    port: connection.port ?? 587,
    localAddress: connection.localAddress,
    noDelay: true,
  });
  const giveUp = () => {
    socket.destroy();
    done(null, false);
  };
  socket.setTimeout(Number(connection.connectionTimeout) || 10_000, giveUp);
  socket.once('error', giveUp);
  socket.once('connect', () => {
    socket.off('error', giveUp);
    socket.setTimeout(0);
    done(null, { connection: socket });
  });
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  // The URL parsed as nodemailer would (so every query option keeps working), plus our socket.
  const connection = parseConnectionUrl(transportUrl(options.url));
  if (connection.port === undefined) connection.port = connection.secure ? 465 : 587;
  const transporter = nodemailer.createTransport({
    ...connection,
    getSocket: (_opts: unknown, done: Parameters<typeof noDelaySocket>[1]) => noDelaySocket(connection, done),
  } as Parameters<typeof nodemailer.createTransport>[0]);

  return {
    kind: 'smtp',

    async send(message: MailMessage): Promise<SentMail> {
      let info: {
        messageId: string;
        accepted?: unknown[];
        rejected?: unknown[];
        rejectedErrors?: NodemailerError[];
      };
      try {
        info = await transporter.sendMail(toMailOptions(message, options.from));
      } catch (error) {
        throw deliveryError(error);
      }
      const rejected = (info.rejected ?? []).map(String);
      if (rejected.length > 0) {
        // Some recipients got it, some did not. Not a silent success: the caller must know who
        // was missed, and a blind retry would send the others a duplicate.
        const codes = (info.rejectedErrors ?? []).map((e) => e.responseCode);
        throw new MailDeliveryError(
          `SMTP server refused ${rejected.join(', ')}; accepted the other recipients`,
          {
            transient: codes.length > 0 && codes.every(isTransientReply),
            responseCode: codes[0],
            rejected,
          },
        );
      }
      return { messageId: info.messageId };
    },

    async ping(): Promise<void> {
      try {
        await transporter.verify();
      } catch (error) {
        throw deliveryError(error);
      }
    },

    async close(): Promise<void> {
      transporter.close();
    },
  };
}
