/**
 * The one layout of every Casona email: the words of a template (templates.ts) as HTML that holds up
 * in mail clients (tables, inline styles, no scripts; an image only where a template gives one: a
 * home's photo) and as the plain-text alternative.
 * Everything that came from people or events is escaped here.
 */
import { BRAND_COLOR, BRAND_TINT } from '@casona/proto/brand';
import {
  TEMPLATES,
  type EmailContent,
  type Lang,
  type RenderContext,
  type TemplateData,
  type TemplateKey,
} from './templates.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  replyTo: string | null;
  transactional: boolean;
  /** Files sent with it, as bytes. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface RenderOptions<K extends TemplateKey> extends RenderContext {
  template: K;
  data: TemplateData[K];
  lang: Lang;
  recipient: string;
  /** The opt-out link of non-transactional mail; null for transactional mail. */
  unsubscribeUrl: string | null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Only web, mail and phone links end up in an href; anything else is shown as text. */
const safeHref = (href: string): string | null => (/^(https?:|mailto:|tel:)/i.test(href) ? href : null);

/** The site's terracotta, from the one palette the SPA's theme uses too (was a green of its own). */
const BRAND = BRAND_COLOR;
const INK = '#1d2b27';
const MUTED = '#5d6b67';

function footerWords(lang: Lang, recipient: string, unsubscribeUrl: string | null) {
  return lang === 'es'
    ? {
        tagline: 'Casona · Bienes raíces y administración de propiedades en México',
        sentTo: `Este correo se envió a ${recipient}.`,
        unsubscribe: unsubscribeUrl ? '¿Prefieres no recibir estos avisos? Date de baja' : null,
      }
    : {
        tagline: 'Casona · Real estate and property management in Mexico',
        sentTo: `This email was sent to ${recipient}.`,
        unsubscribe: unsubscribeUrl ? 'Rather not get these notices? Unsubscribe' : null,
      };
}

function paragraphsHtml(paragraphs: readonly string[]): string {
  return paragraphs
    .map(
      (p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(p)}</p>`,
    )
    .join('');
}

function contentHtml(content: EmailContent): string {
  const parts: string[] = [
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:${INK};">${escapeHtml(content.subject)}</h1>`,
    paragraphsHtml([content.greeting, ...content.paragraphs]),
  ];
  const image = content.image ? safeHref(content.image.url) : null;
  if (image && content.image && /^https?:/i.test(image))
    parts.push(
      `<img src="${escapeHtml(image)}" alt="${escapeHtml(content.image.alt)}" width="536" style="display:block;width:100%;max-width:536px;height:auto;margin:0 0 16px;border:0;border-radius:6px;">`,
    );
  if (content.details && content.details.length > 0) {
    const rows = content.details
      .map((d) => {
        const href = d.href ? safeHref(d.href) : null;
        const value = href
          ? `<a href="${escapeHtml(href)}" style="color:${BRAND};">${escapeHtml(d.value)}</a>`
          : escapeHtml(d.value);
        return (
          `<tr><td style="padding:6px 12px 6px 0;font-size:14px;color:${MUTED};vertical-align:top;white-space:nowrap;">${escapeHtml(d.label)}</td>` +
          `<td style="padding:6px 0;font-size:14px;color:${INK};vertical-align:top;">${value}</td></tr>`
        );
      })
      .join('');
    parts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${rows}</table>`,
    );
  }
  if (content.quote) {
    const lines = escapeHtml(content.quote).replace(/\r?\n/g, '<br>');
    parts.push(
      `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND};background:${BRAND_TINT};font-size:15px;line-height:22px;color:${INK};">${lines}</blockquote>`,
    );
  }
  if (content.action) {
    const href = safeHref(content.action.url);
    if (href) {
      parts.push(
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>` +
          `<td style="border-radius:6px;background:${BRAND};">` +
          `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(content.action.label)}</a>` +
          `</td></tr></table>`,
      );
    }
  }
  const links = (content.links ?? []).flatMap((l) => {
    const href = safeHref(l.url);
    return href ? [`<a href="${escapeHtml(href)}" style="color:${BRAND};">${escapeHtml(l.label)}</a>`] : [];
  });
  if (links.length > 0)
    parts.push(`<p style="margin:0 0 16px;font-size:14px;line-height:20px;">${links.join('<br>')}</p>`);
  if (content.closing) parts.push(paragraphsHtml(content.closing));
  return parts.join('');
}

function html(content: EmailContent, lang: Lang, recipient: string, unsubscribeUrl: string | null): string {
  const footer = footerWords(lang, recipient, unsubscribeUrl);
  const unsubscribe =
    footer.unsubscribe && unsubscribeUrl
      ? `<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:${MUTED};">${escapeHtml(footer.unsubscribe)}</a>`
      : '';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f1ec;font-family:Helvetica,Arial,sans-serif;">` +
    `<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ec;"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;">` +
    `<tr><td style="padding:0 0 16px;font-size:24px;font-weight:bold;letter-spacing:1px;color:${BRAND};">Casona</td></tr>` +
    `<tr><td style="padding:32px;background:#ffffff;border-radius:8px;">${contentHtml(content)}</td></tr>` +
    `<tr><td style="padding:16px 8px;font-size:12px;line-height:18px;color:${MUTED};">` +
    `${escapeHtml(footer.tagline)}<br>${escapeHtml(footer.sentTo)}${unsubscribe}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}

function text(content: EmailContent, lang: Lang, recipient: string, unsubscribeUrl: string | null): string {
  const footer = footerWords(lang, recipient, unsubscribeUrl);
  const blocks: string[] = [content.greeting, ...content.paragraphs];
  if (content.details && content.details.length > 0)
    blocks.push(content.details.map((d) => `${d.label}: ${d.value}`).join('\n'));
  if (content.quote)
    blocks.push(
      content.quote
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n'),
    );
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  for (const l of content.links ?? []) blocks.push(`${l.label}: ${l.url}`);
  if (content.closing) blocks.push(...content.closing);
  const foot = [footer.tagline, footer.sentTo];
  if (footer.unsubscribe && unsubscribeUrl) foot.push(`${footer.unsubscribe}: ${unsubscribeUrl}`);
  blocks.push(`--\n${foot.join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

export function renderEmail<K extends TemplateKey>(options: RenderOptions<K>): RenderedEmail {
  const definition = TEMPLATES[options.template];
  const content = definition.content(options.data, options.lang, { publicUrl: options.publicUrl });
  return {
    subject: content.subject,
    html: html(content, options.lang, options.recipient, options.unsubscribeUrl),
    text: text(content, options.lang, options.recipient, options.unsubscribeUrl),
    replyTo: definition.replyTo?.(options.data) ?? null,
    transactional: definition.transactional,
    attachments: (content.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.base64, 'base64'),
    })),
  };
}
