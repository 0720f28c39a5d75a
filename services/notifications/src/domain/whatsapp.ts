/**
 * WhatsApp Cloud API template messages and notice preferences as pure rules: which category a notice
 * belongs to, a person's channels for it, the message body the Graph API takes, and what to do with
 * its answer. Only template messages are built (the 24-hour rule: Casona never sends free text).
 */
import {
  DEFAULT_CHANNELS,
  FILE_TYPE_LABELS,
  NOTIFICATION_CATEGORIES,
  WHATSAPP_LANGUAGES,
  WHATSAPP_TEMPLATES,
  type FileType,
  type Locale,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPreference,
  type WhatsappTemplateKey,
} from '@casona/proto';
import { formatMoney } from '@casona/proto/shared/money';
import type { TemplateKey } from './templates.ts';

/**
 * The category of each optional email. Emails absent here (password recovery, account and
 * invitation emails, receipts, messages to the team) always go.
 */
export const EMAIL_CATEGORY: Partial<Record<TemplateKey, NotificationCategory>> = {
  chore_assigned: 'CHORES',
  chore_rescheduled: 'CHORES',
  chore_canceled: 'CHORES',
  property_published: 'PUBLICATION',
  property_sold: 'PUBLICATION',
  owner_statement: 'STATEMENTS',
  file_expiring: 'DOCUMENTS_EXPIRING',
  saved_search_match: 'SAVED_SEARCH_ALERTS',
  day_plan_tomorrow: 'DAY_PLANS',
};

export type StoredPreference = NotificationPreference;

/** Every category with the person's choice, or the defaults where they made none. */
export function preferencesOf(stored: readonly StoredPreference[]): NotificationPreference[] {
  const byCategory = new Map(stored.map((p) => [p.category, p]));
  return NOTIFICATION_CATEGORIES.map(
    (category) => byCategory.get(category) ?? { category, ...DEFAULT_CHANNELS },
  );
}

/** Whether `channel` is on for `category` given the person's stored choices. */
export function channelOn(
  stored: readonly StoredPreference[],
  category: NotificationCategory,
  channel: NotificationChannel,
): boolean {
  return (stored.find((p) => p.category === category) ?? DEFAULT_CHANNELS)[channel];
}

/** Categories named twice in one request (a 400: which one was meant is unknown). */
export const duplicateCategories = (preferences: readonly { category: string }[]): number[] =>
  preferences.flatMap((p, i) => (preferences.findIndex((q) => q.category === p.category) < i ? [i] : []));

/** The Cloud API's `to`: a Mexican 10-digit number with its country code, digits only. */
export function whatsappNumber(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (digits.length === 10) return `52${digits}`;
  if (digits.length === 12 && digits.startsWith('52')) return digits;
  return null;
}

type Lang = 'es' | 'en';

const longDate = (isoDate: string, lang: Lang): string =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

const monthName = (month: string, lang: Lang): string =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

const UNNAMED: Record<Lang, string> = { es: 'tu propiedad', en: 'your property' };

/**
 * The body parameters of a template, in its declared order, worded for the person: dates and money
 * written out, never a code. Template parameters may not be empty nor hold new lines or tabs.
 */
export function whatsappParameters(
  key: WhatsappTemplateKey,
  data: Record<string, unknown>,
  locale: Locale,
): string[] {
  const lang: Lang = locale === 'EN' ? 'en' : 'es';
  const text = (name: string): string => {
    const value = data[name];
    if (name === 'propertyName') return typeof value === 'string' && value ? value : UNNAMED[lang];
    // The expiring document in words (file_expiring carries its type as `fileType`).
    if (name === 'document') {
      const type = data['fileType'];
      return typeof type === 'string' && Object.hasOwn(FILE_TYPE_LABELS, type)
        ? FILE_TYPE_LABELS[type as FileType][lang]
        : '-';
    }
    if (value === null || value === undefined) return '-';
    if (
      (name === 'dueDate' ||
        name === 'previousDueDate' ||
        name === 'checkIn' ||
        name === 'checkOut' ||
        name === 'validTo' ||
        name === 'date') &&
      typeof value === 'string'
    )
      return longDate(value, lang);
    if (name === 'month' && typeof value === 'string') return monthName(value, lang);
    if (name === 'payout' && typeof value === 'number') return formatMoney(value, 'MXN', lang);
    return String(value);
  };
  return WHATSAPP_TEMPLATES[key].parameters.map(
    (name) =>
      text(name)
        .replace(/[\n\t]+/g, ' ')
        .replace(/ {4,}/g, '   ')
        .trim() || '-',
  );
}

/** The JSON body of POST /{version}/{phone-number-id}/messages for one template message. */
export function templateMessage(input: {
  to: string;
  key: WhatsappTemplateKey;
  locale: Locale;
  parameters: readonly string[];
}) {
  return {
    messaging_product: 'whatsapp' as const,
    recipient_type: 'individual' as const,
    to: input.to,
    type: 'template' as const,
    template: {
      name: WHATSAPP_TEMPLATES[input.key].name,
      language: { code: WHATSAPP_LANGUAGES[input.locale] },
      components: [
        {
          type: 'body' as const,
          parameters: input.parameters.map((text) => ({ type: 'text' as const, text })),
        },
      ],
    },
  };
}

export type WhatsappOutcome =
  { ok: true; messageId: string } | { ok: false; transient: boolean; error: string };

/**
 * What an answer of the Cloud API means: 200 with `messages[0].id` is sent; 429 (rate or pair
 * limit) and 5xx may pass on a retry; any other 4xx (bad token, template or number) will not.
 * The error kept for staff has Meta's title, its `error_data.details` (the sentence that says what
 * was wrong: which parameter, why the number is unreachable), the code and the trace id.
 */
export function outcomeOf(status: number, body: unknown): WhatsappOutcome {
  const b = (body ?? {}) as {
    messages?: { id?: unknown }[];
    error?: {
      message?: unknown;
      code?: unknown;
      error_subcode?: unknown;
      error_data?: { details?: unknown };
      fbtrace_id?: unknown;
    };
  };
  const id = b.messages?.[0]?.id;
  if (status >= 200 && status < 300 && typeof id === 'string') return { ok: true, messageId: id };
  const e = b.error;
  const details = typeof e?.error_data?.details === 'string' ? e.error_data.details.trim() : '';
  const detail = e
    ? `${String(e.message ?? 'error')}${details ? ` — ${details}` : ''} (code ${String(e.code ?? '?')}${e.error_subcode ? `/${String(e.error_subcode)}` : ''}${e.fbtrace_id ? `, trace ${String(e.fbtrace_id)}` : ''})`
    : 'no message id in the answer';
  return { ok: false, transient: status === 429 || status >= 500, error: `HTTP ${status}: ${detail}` };
}
