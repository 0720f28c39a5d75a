/**
 * The payment emails (issue 14): a receipt when finance says a payment arrived (card at once, an
 * OXXO voucher or a SPEI transfer later) and a notice when it failed, to the payer in their
 * language. Amounts are centavos of MXN, shown as MX$.
 */
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  type PaymentCheckoutType,
  type PaymentMethod,
} from '@casona/proto';
import { formatMoney } from '@casona/proto/shared/money';
import type { EmailContent, Lang, RenderContext } from './templates.ts';

export interface PaymentEmailData {
  name: string | null;
  paymentId: string;
  type: PaymentCheckoutType;
  method: PaymentMethod;
  /** Centavos of MXN. */
  amount: number;
  /** When it was paid or failed (ISO date-time). */
  at: string;
}

/** `MX$18,500.00` in both languages. */
export function formatMxn(centavos: number, lang: Lang): string {
  return formatMoney(centavos / 100, 'MXN', lang);
}

const when = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(new Date(iso));

const purchases = (ctx: RenderContext) => `${ctx.publicUrl.replace(/\/+$/, '')}/dashboard/purchases`;

function details(d: PaymentEmailData, lang: Lang) {
  return [
    { label: lang === 'es' ? 'Concepto' : 'Item', value: PAYMENT_TYPE_LABELS[d.type][lang] },
    { label: lang === 'es' ? 'Importe' : 'Amount', value: formatMxn(d.amount, lang) },
    {
      label: lang === 'es' ? 'Forma de pago' : 'Payment method',
      value: PAYMENT_METHOD_LABELS[d.method][lang],
    },
    { label: lang === 'es' ? 'Fecha' : 'Date', value: when(d.at, lang) },
    { label: lang === 'es' ? 'Folio' : 'Reference', value: d.paymentId },
  ];
}

export function paymentReceipt(d: PaymentEmailData, lang: Lang, ctx: RenderContext): EmailContent {
  const item = PAYMENT_TYPE_LABELS[d.type][lang];
  const amount = formatMxn(d.amount, lang);
  return lang === 'es'
    ? {
        subject: `Recibo de pago: ${item}`,
        preheader: `Recibimos tu pago de ${amount}.`,
        greeting: d.name ? `Hola, ${d.name}:` : 'Hola:',
        paragraphs: [
          `Recibimos tu pago de ${amount} por ${item.toLowerCase()}. Gracias.`,
          'Este es tu recibo:',
        ],
        details: details(d, lang),
        action: { label: 'Ver mis compras', url: purchases(ctx) },
      }
    : {
        subject: `Payment receipt: ${item}`,
        preheader: `We received your payment of ${amount}.`,
        greeting: d.name ? `Hi ${d.name},` : 'Hi,',
        paragraphs: [
          `We received your payment of ${amount} for the ${item.toLowerCase()}. Thank you.`,
          'This is your receipt:',
        ],
        details: details(d, lang),
        action: { label: 'See my purchases', url: purchases(ctx) },
      };
}

export function paymentFailed(d: PaymentEmailData, lang: Lang, ctx: RenderContext): EmailContent {
  const item = PAYMENT_TYPE_LABELS[d.type][lang];
  const amount = formatMxn(d.amount, lang);
  const offline = d.method !== 'CARD';
  return lang === 'es'
    ? {
        subject: `Tu pago no se completó: ${item}`,
        preheader: offline ? 'La ficha o la transferencia venció sin pago.' : 'El banco rechazó el cargo.',
        greeting: d.name ? `Hola, ${d.name}:` : 'Hola:',
        paragraphs: [
          offline
            ? `Tu pago de ${amount} por ${item.toLowerCase()} venció sin que lo recibiéramos.`
            : `Tu pago de ${amount} por ${item.toLowerCase()} no se completó.`,
          'No se hizo ningún cargo. Puedes intentarlo de nuevo desde tus compras.',
        ],
        details: details(d, lang),
        action: { label: 'Ver mis compras', url: purchases(ctx) },
      }
    : {
        subject: `Your payment did not go through: ${item}`,
        preheader: offline ? 'The voucher or transfer expired unpaid.' : 'The bank declined the charge.',
        greeting: d.name ? `Hi ${d.name},` : 'Hi,',
        paragraphs: [
          offline
            ? `Your payment of ${amount} for the ${item.toLowerCase()} expired before we received it.`
            : `Your payment of ${amount} for the ${item.toLowerCase()} did not go through.`,
          'Nothing was charged. You can try again from your purchases.',
        ],
        details: details(d, lang),
        action: { label: 'See my purchases', url: purchases(ctx) },
      };
}
