import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../ports/mailer.ts';

/**
 * The one behaviour every Mailer adapter must show. Each adapter's harness hands back what a
 * recipient would really get: the SMTP envelope and the raw RFC 822 message, parsed here.
 */

export interface DeliveredMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The raw message as it left (SMTP DATA) or was stored (.eml). */
  raw: Buffer;
}

export interface MailerUnderTest {
  mailer: Mailer;
  /** The sender `createXMailer` was given. */
  defaultFrom: string;
  /** Everything delivered so far, oldest first. */
  delivered(): Promise<DeliveredMail[]>;
  close(): Promise<void>;
}

// --- a small MIME reader, enough for what nodemailer writes ----------------------------------------

export interface ParsedPart {
  headers: Map<string, string>;
  body: string;
  parts: ParsedPart[];
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`); whitespace between two of them vanishes. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bq]\?[^?]*\?=)\s+(?==\?[^?]+\?[bq]\?[^?]*\?=)/gi, '$1')
    .replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

const decodeQuotedPrintable = (text: string): Buffer =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

const param = (header: string, name: string): string | undefined =>
  new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(header)?.[1];

export function parseMime(raw: string): ParsedPart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = param(contentType, 'boundary');
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    const parts = sections.filter((s) => !s.startsWith('--')).map((s) => parseMime(s.replace(/^\r?\n/, '')));
    return { headers, body: '', parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1');
  const charset = param(contentType, 'charset') ?? 'utf-8';
  return { headers, body: new TextDecoder(charset).decode(bytes).replace(/\r\n/g, '\n'), parts: [] };
}

/** Leaf parts by content type (`text/plain`, `text/html`), searching nested multiparts. */
export function findPart(part: ParsedPart, type: string): ParsedPart | undefined {
  if (part.parts.length === 0) {
    return (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type)
      ? part
      : undefined;
  }
  for (const child of part.parts) {
    const found = findPart(child, type);
    if (found) return found;
  }
  return undefined;
}

/** Bare addresses out of an address header: `"Ana" <ana@x.mx>, bob@y.mx` → both addresses. */
const addresses = (header: string | undefined): string[] =>
  (header ?? '').match(/[^\s<>,"]+@[^\s<>,"]+/g)?.map((a) => a.toLowerCase()) ?? [];

// --- the contract ------------------------------------------------------------------------------------

export function mailerContract(name: string, make: () => Promise<MailerUnderTest>): void {
  describe(`Mailer contract: ${name}`, () => {
    let subject: MailerUnderTest;
    let mailer: Mailer;

    beforeAll(async () => {
      subject = await make();
      mailer = subject.mailer;
    });
    afterAll(async () => {
      await subject?.close();
    });

    const lastDelivered = async () => {
      const all = await subject.delivered();
      const last = all.at(-1);
      if (!last) throw new Error('nothing was delivered');
      return { ...last, message: parseMime(last.raw.toString('latin1')) };
    };

    it('answers ping', async () => {
      await expect(mailer.ping()).resolves.toBeUndefined();
    });

    it('delivers Spanish text (accents, ñ, ¿¡, emoji) intact in subject and both bodies', async () => {
      const subjectLine = '¿Confirmas la visita? Begoña agendó tu recámara en Cancún — ¡mañana! 🏠';
      const text =
        'Hola Íñigo:\nLa visita a la casa en Mérida, Yucatán, es mañana a las 10:00.\n¿Todo bien? ¡Gracias!';
      const html =
        '<p>Hola <b>Íñigo</b>:</p><p>La visita a la casa en Mérida, Yucatán, es <i>mañana</i>.</p>';
      const sent = await mailer.send({ to: 'inigo@example.mx', subject: subjectLine, text, html });
      expect(sent.messageId).toEqual(expect.any(String));
      expect(sent.messageId.length).toBeGreaterThan(0);

      const { message, envelopeTo, envelopeFrom } = await lastDelivered();
      expect(decodeWords(message.headers.get('subject') ?? '')).toBe(subjectLine);
      expect(findPart(message, 'text/plain')?.body.trimEnd()).toBe(text);
      expect(findPart(message, 'text/html')?.body.trimEnd()).toBe(html);
      expect(envelopeTo).toEqual(['inigo@example.mx']);
      expect(addresses(subject.defaultFrom)).toEqual([envelopeFrom.toLowerCase()]);
      expect(addresses(message.headers.get('from'))).toEqual(addresses(subject.defaultFrom));
    });

    it('delivers one message to several recipients', async () => {
      const to = ['ana@example.mx', 'luis@example.com.mx', 'sofia@example.org'];
      await mailer.send({
        to,
        subject: 'Nuevo reporte de mantenimiento',
        text: 'Hay un reporte nuevo.',
        html: '<p>Hay un reporte nuevo.</p>',
      });
      const { message, envelopeTo } = await lastDelivered();
      expect([...envelopeTo].sort()).toEqual([...to].sort());
      expect(addresses(message.headers.get('to')).sort()).toEqual([...to].sort());
    });

    it('sends html and text as alternatives of one message', async () => {
      await mailer.send({
        to: 'owner@example.mx',
        subject: 'Estado de cuenta',
        text: 'Saldo: $12,500.00 MXN',
        html: '<h1>Saldo</h1><p>$12,500.00 MXN</p>',
      });
      const { message } = await lastDelivered();
      expect(message.headers.get('content-type')).toMatch(/^multipart\/alternative/i);
      expect(message.parts.map((p) => p.headers.get('content-type')?.split(';')[0])).toEqual([
        'text/plain',
        'text/html',
      ]);
      expect(findPart(message, 'text/plain')?.body.trimEnd()).toBe('Saldo: $12,500.00 MXN');
      expect(findPart(message, 'text/html')?.body.trimEnd()).toBe('<h1>Saldo</h1><p>$12,500.00 MXN</p>');
    });

    it('honours an explicit sender, reply-to and extra headers', async () => {
      await mailer.send({
        to: 'tenant@example.mx',
        from: 'Administración Casona <admin@casona.example>',
        replyTo: 'soporte@casona.example',
        headers: { 'X-Casona-Notification': 'tour.requested' },
        subject: 'Solicitud de visita',
        text: 'Tienes una solicitud.',
        html: '<p>Tienes una solicitud.</p>',
      });
      const { message, envelopeFrom } = await lastDelivered();
      expect(envelopeFrom).toBe('admin@casona.example');
      expect(decodeWords(message.headers.get('from') ?? '')).toContain('Administración Casona');
      expect(addresses(message.headers.get('reply-to'))).toEqual(['soporte@casona.example']);
      expect(message.headers.get('x-casona-notification')).toBe('tour.requested');
    });

    it('carries an attachment as a named part of a mixed message, bytes intact', async () => {
      const pdf = Buffer.from('%PDF-1.4\n% estado de cuenta\n%%EOF\n', 'latin1');
      await mailer.send({
        to: 'owner@example.mx',
        subject: 'Estado de cuenta de octubre',
        text: 'Adjunto el estado de cuenta.',
        html: '<p>Adjunto el estado de cuenta.</p>',
        attachments: [
          { filename: 'estado-de-cuenta-2026-10.pdf', content: pdf, contentType: 'application/pdf' },
        ],
      });
      const { message } = await lastDelivered();
      expect(message.headers.get('content-type')).toMatch(/^multipart\/mixed/i);
      const file = findPart(message, 'application/pdf');
      expect(file?.headers.get('content-disposition')).toMatch(
        /attachment;\s*filename="?estado-de-cuenta-2026-10\.pdf/,
      );
      expect(file?.body).toBe(pdf.toString('latin1'));
      expect(findPart(message, 'text/plain')?.body.trimEnd()).toBe('Adjunto el estado de cuenta.');
    });

    it('refuses a message without recipients', async () => {
      await expect(mailer.send({ to: [], subject: 'x', text: 'x', html: '<p>x</p>' })).rejects.toThrow();
    });
  });
}
