/**
 * A local WhatsApp Cloud API for integration suites (issue 19): it speaks the Graph API's messages
 * endpoint, POST /{version}/{phone-number-id}/messages. Every request is checked against the
 * documented template-message shape and against the templates approved on the business account
 * (proto's WHATSAPP_TEMPLATES in es_MX and en_US, with their parameter counts); it answers as Meta
 * does: the message id on success, the documented error object otherwise (400 invalid parameter,
 * 132001 unknown template, 132000 wrong parameter count). A suite scripts failures (429, 500, 131026…)
 * for the next requests, or for the next requests to one number.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { WHATSAPP_LANGUAGES, WHATSAPP_TEMPLATES } from '@casona/proto';

/** POST /{version}/{phone-number-id}/messages, a template message (developers.facebook.com, Cloud API). */
export const TemplateMessage = Type.Object(
  {
    messaging_product: Type.Literal('whatsapp'),
    recipient_type: Type.Optional(Type.Literal('individual')),
    to: Type.String({ pattern: '^[0-9]{8,15}$' }),
    type: Type.Literal('template'),
    template: Type.Object(
      {
        name: Type.String({ pattern: '^[a-z0-9_]{1,512}$' }),
        language: Type.Object(
          { code: Type.String({ pattern: '^[a-z]{2}(_[A-Z]{2})?$' }) },
          { additionalProperties: false },
        ),
        components: Type.Array(
          Type.Object(
            {
              type: Type.Literal('body'),
              parameters: Type.Array(
                Type.Object(
                  {
                    type: Type.Literal('text'),
                    text: Type.String({ minLength: 1, pattern: '^[^\\n\\t]*$' }),
                  },
                  { additionalProperties: false },
                ),
              ),
            },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export interface TemplateBody {
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: 'body'; parameters: { type: 'text'; text: string }[] }[];
  };
}

export interface CloudAnswer {
  status: number;
  body: unknown;
  /** Hold the answer this long (a slow API: lets a suite act while a try is in flight). */
  delayMs?: number;
}

export interface CloudRequest {
  path: string;
  authorization: string | undefined;
  body: unknown;
  /** The request had the documented shape, path and token. */
  valid: boolean;
  answer: CloudAnswer;
  /** The `wamid` answered, when the message was accepted. */
  messageId: string | null;
  /** When it arrived (Date.now()). */
  at: number;
}

/** The Graph API's error object, as the Cloud API documents it. */
export function cloudError(
  status: number,
  error: { message: string; code: number; details?: string; subcode?: number; type?: string },
): CloudAnswer {
  return {
    status,
    body: {
      error: {
        message: error.message,
        type: error.type ?? 'OAuthException',
        code: error.code,
        ...(error.details ? { error_data: { messaging_product: 'whatsapp', details: error.details } } : {}),
        ...(error.subcode ? { error_subcode: error.subcode } : {}),
        fbtrace_id: `A${Math.random().toString(36).slice(2, 12)}`,
      },
    },
  };
}

export const rateLimited = (): CloudAnswer =>
  cloudError(429, {
    message: '(#130429) Rate limit hit',
    code: 130429,
    details: 'Cloud API message throughput has been reached.',
  });

export const serverError = (): CloudAnswer =>
  cloudError(500, { message: 'An unknown error occurred', code: 1, type: 'OAuthException' });

export const undeliverable = (): CloudAnswer =>
  cloudError(400, {
    message: '(#131026) Message undeliverable',
    code: 131026,
    details: 'Unable to deliver message. The recipient phone number is not a WhatsApp phone number.',
  });

/** The approved templates of the business account: name → language → body parameters. */
const APPROVED = new Map<string, Map<string, number>>(
  Object.values(WHATSAPP_TEMPLATES).map((t) => [
    t.name,
    new Map<string, number>(Object.values(WHATSAPP_LANGUAGES).map((code) => [code, t.parameters.length])),
  ]),
);

function checkTemplate(body: TemplateBody): CloudAnswer | null {
  const { name, language, components } = body.template;
  const languages = APPROVED.get(name);
  const count = languages?.get(language.code);
  if (count === undefined)
    return cloudError(404, {
      message: '(#132001) Template name does not exist in the translation',
      code: 132001,
      details: `template name (${name}) does not exist in ${language.code}`,
    });
  const given = components.filter((c) => c.type === 'body').flatMap((c) => c.parameters).length;
  if (given !== count)
    return cloudError(400, {
      message: '(#132000) Number of parameters does not match the expected number of params',
      code: 132000,
      details: `body: number of localizable_params (${given}) does not match the expected number of params (${count})`,
    });
  return null;
}

export function startCloudApi(account: { version: string; phoneNumberId: string; token: string }) {
  const received: CloudRequest[] = [];
  const script: CloudAnswer[] = [];
  const byNumber = new Map<string, CloudAnswer[]>();
  let next = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      const valid =
        req.method === 'POST' &&
        req.url === `/${account.version}/${account.phoneNumberId}/messages` &&
        req.headers.authorization === `Bearer ${account.token}` &&
        Value.Check(TemplateMessage, body);
      let messageId: string | null = null;
      let answer: CloudAnswer;
      if (!valid) {
        answer = cloudError(400, { message: '(#100) Invalid parameter', code: 100 });
      } else {
        const message = body as TemplateBody;
        const scripted = byNumber.get(message.to)?.shift() ?? script.shift() ?? checkTemplate(message);
        if (scripted) answer = scripted;
        else {
          messageId = `wamid.HBgM${String(++next).padStart(6, '0')}`;
          answer = {
            status: 200,
            body: {
              messaging_product: 'whatsapp',
              contacts: [{ input: message.to, wa_id: message.to }],
              messages: [{ id: messageId }],
            },
          };
        }
      }
      received.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body,
        valid,
        answer,
        messageId,
        at: Date.now(),
      });
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  return {
    received,
    /** Answers for the next requests, whoever they are to (after those scripted for a number). */
    script,
    /** Answers for the next requests to `to`, in order; then the usual answers. */
    answerTo(to: string, ...answers: CloudAnswer[]) {
      byNumber.set(to, [...(byNumber.get(to) ?? []), ...answers]);
    },
    /** The requests to `to`, oldest first. */
    to: (to: string) => received.filter((r) => (r.body as Partial<TemplateBody> | null)?.to === to),
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type CloudApi = ReturnType<typeof startCloudApi>;
