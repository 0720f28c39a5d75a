/**
 * The owner statement email (issue 14): on the 1st, finance keeps last month's statement of a
 * property as sent and announces it with its PDF in both languages; the owner is told, in their
 * language, what the month paid out, gets the statement's PDF in that language attached, and the
 * link to read it on the rent performance page.
 */
import { statementFileName } from '@casona/proto/finance/statement-file';
import { formatMoney } from '@casona/proto/shared/money';
import type { EmailContent, Lang, RenderContext } from './templates.ts';

export interface OwnerStatementEmailData {
  name: string | null;
  propertyId: string;
  propertyName: string | null;
  /** YYYY-MM */
  month: string;
  /** Pesos paid out for the month (0 when expenses left a balance owed). */
  payout: number;
  /** The statement PDF as sent, in base64, per language (absent on events sent before it was carried). */
  pdf?: { es: string; en: string } | null;
}

/** The owner's PDF as the email's attachment, named as the page's download is. */
const attachments = (d: OwnerStatementEmailData, lang: Lang) =>
  d.pdf
    ? [{ filename: statementFileName(d.month, lang), contentType: 'application/pdf', base64: d.pdf[lang] }]
    : undefined;

const monthName = (month: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/** The SPA's money formatting (proto/shared/money): MX$ in both languages, the sign before it. */
const pesos = (n: number, lang: Lang) => formatMoney(n, 'MXN', lang);

const page = (d: OwnerStatementEmailData, ctx: RenderContext) =>
  `${ctx.publicUrl.replace(/\/+$/, '')}/dashboard/performance/rent?property=${d.propertyId}&month=${d.month}`;

export function ownerStatementEmail(
  d: OwnerStatementEmailData,
  lang: Lang,
  ctx: RenderContext,
): EmailContent {
  const month = monthName(d.month, lang);
  const payout = pesos(d.payout, lang);
  if (lang === 'es') {
    const property = d.propertyName ?? 'tu propiedad';
    return {
      subject: `Estado de cuenta de ${month}: ${property}`,
      preheader: `El pago al propietario de ${month} es de ${payout}.`,
      greeting: d.name ? `Hola, ${d.name}:` : 'Hola:',
      paragraphs: [
        `Ya está listo el estado de cuenta de ${property} de ${month}: ingresos por reservación, gastos por grupo, comisión de administración, retenciones de ISR e IVA y el pago al propietario.`,
        d.payout > 0
          ? `El pago al propietario del mes es de ${payout}.`
          : 'Este mes los gastos superaron los ingresos: no hay pago y el saldo pasa al siguiente mes.',
        'Este estado de cuenta ya no cambia; una corrección posterior aparecerá en el mes en que se haga.',
        ...(d.pdf ? [`Te adjuntamos el PDF (${statementFileName(d.month, 'es')}).`] : []),
      ],
      action: { label: 'Ver el estado de cuenta y descargar el PDF', url: page(d, ctx) },
      attachments: attachments(d, 'es'),
    };
  }
  const property = d.propertyName ?? 'your property';
  return {
    subject: `${month} owner statement: ${property}`,
    preheader: `The owner payout for ${month} is ${payout}.`,
    greeting: d.name ? `Hi ${d.name},` : 'Hi,',
    paragraphs: [
      `The ${month} statement of ${property} is ready: income by reservation, expenses by group, management fee, ISR and IVA withheld and the owner payout.`,
      d.payout > 0
        ? `The month's owner payout is ${payout}.`
        : 'This month expenses exceeded income: there is no payout and the balance carries to next month.',
      'This statement no longer changes; a later correction will show in the month it is made.',
      ...(d.pdf ? [`The PDF is attached (${statementFileName(d.month, 'en')}).`] : []),
    ],
    action: { label: 'See the statement and download the PDF', url: page(d, ctx) },
    attachments: attachments(d, 'en'),
  };
}
