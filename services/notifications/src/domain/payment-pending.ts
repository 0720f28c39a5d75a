/**
 * The voucher email (issue 14): when finance says a payment is pending — an OXXO voucher to pay at
 * the till or a SPEI transfer to make — the payer gets, in their language, what to pay, the
 * voucher number and when it expires, or the CLABE, bank and reference, and Stripe's own page for
 * it. Amounts are centavos of MXN.
 */
import { PAYMENT_TYPE_LABELS, type EventPayload } from '@casona/proto';
import { formatMxn, type PaymentEmailData } from './payment-receipt.ts';
import type { EmailContent, Lang, RenderContext } from './templates.ts';

export type PendingInstructions = NonNullable<EventPayload<'finance.payment.pending'>['instructions']>;

export interface PaymentPendingEmailData extends Omit<PaymentEmailData, 'at'> {
  instructions: PendingInstructions | null;
}

const when = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(new Date(iso));

const purchases = (ctx: RenderContext) => `${ctx.publicUrl.replace(/\/+$/, '')}/dashboard/purchases`;

export function paymentPending(d: PaymentPendingEmailData, lang: Lang, ctx: RenderContext): EmailContent {
  const es = lang === 'es';
  const item = PAYMENT_TYPE_LABELS[d.type][lang];
  const amount = formatMxn(d.amount, lang);
  const i = d.instructions;
  const details = [
    { label: es ? 'Concepto' : 'Item', value: item },
    {
      label: es ? 'Importe' : 'Amount',
      value: formatMxn(i?.kind === 'SPEI' ? i.amount_remaining || d.amount : d.amount, lang),
    },
  ];
  let how: string;
  let action: { label: string; url: string };
  if (i?.kind === 'OXXO') {
    details.push({ label: es ? 'Número de referencia OXXO' : 'OXXO reference number', value: i.number });
    if (i.expires_at) details.push({ label: es ? 'Vence' : 'Expires', value: when(i.expires_at, lang) });
    how = es
      ? `Paga ${amount} en efectivo en cualquier tienda OXXO dando este número de referencia en caja, antes de que venza la ficha.`
      : `Pay ${amount} in cash at any OXXO store by giving this reference number at the till, before the voucher expires.`;
    action = i.hosted_voucher_url
      ? { label: es ? 'Ver la ficha de pago' : 'See the payment voucher', url: i.hosted_voucher_url }
      : { label: es ? 'Ver mis compras' : 'See my purchases', url: purchases(ctx) };
  } else if (i?.kind === 'SPEI') {
    details.push({ label: 'CLABE', value: i.clabe });
    if (i.bank_name) details.push({ label: es ? 'Banco' : 'Bank', value: i.bank_name });
    if (i.reference) details.push({ label: es ? 'Referencia' : 'Reference', value: i.reference });
    how = es
      ? `Haz una transferencia SPEI de ${amount} a esta CLABE desde tu banca en línea, con la referencia indicada.`
      : `Make a SPEI transfer of ${amount} to this CLABE from your online banking, with the reference shown.`;
    action = i.hosted_instructions_url
      ? { label: es ? 'Ver las instrucciones' : 'See the instructions', url: i.hosted_instructions_url }
      : { label: es ? 'Ver mis compras' : 'See my purchases', url: purchases(ctx) };
  } else {
    how = es
      ? 'Encuentra cómo completar el pago en tus compras.'
      : 'You can see how to complete the payment in your purchases.';
    action = { label: es ? 'Ver mis compras' : 'See my purchases', url: purchases(ctx) };
  }
  details.push({ label: es ? 'Folio' : 'Reference', value: d.paymentId });
  return es
    ? {
        subject: `Completa tu pago: ${item}`,
        preheader: i?.kind === 'SPEI' ? `Transfiere ${amount} por SPEI.` : `Paga ${amount} en OXXO.`,
        greeting: d.name ? `Hola, ${d.name}:` : 'Hola:',
        paragraphs: [`Tu pedido de ${item.toLowerCase()} está apartado; falta el pago.`, how],
        details,
        action,
        closing: [
          'Te enviaremos el recibo en cuanto llegue el pago. Si vence sin pago, no se hace ningún cargo.',
        ],
      }
    : {
        subject: `Complete your payment: ${item}`,
        preheader: i?.kind === 'SPEI' ? `Transfer ${amount} by SPEI.` : `Pay ${amount} at OXXO.`,
        greeting: d.name ? `Hi ${d.name},` : 'Hi,',
        paragraphs: [`Your ${item.toLowerCase()} is reserved; the payment is still to come.`, how],
        details,
        action,
        closing: [
          'We will send your receipt as soon as the payment arrives. If it expires unpaid, nothing is charged.',
        ],
      };
}
