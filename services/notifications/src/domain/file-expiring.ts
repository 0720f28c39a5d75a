/**
 * The expiry warning of a property's deeds or registration ticket (issue 15): sent three months
 * before valid_to, one month before and on the day (documents.file.expiring, once each), to the
 * property's owners in their language, with the same words as the in-app notice on the property.
 */
import { FILE_TYPE_LABELS, type ExpiryWarning, type FileType } from '@casona/proto';
import type { EmailContent, Lang, RenderContext } from './templates.ts';

export interface FileExpiringData {
  name: string | null;
  propertyId: string;
  propertyName: string | null;
  fileType: FileType;
  /** ISO day (YYYY-MM-DD) the file is valid until. */
  validTo: string;
  warning: ExpiryWarning;
}

/** '15 de junio de 2026' / 'June 15, 2026', read as a calendar day (no time zone shift). */
export function formatDay(day: string, lang: Lang): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

const WHEN: Record<ExpiryWarning, Record<Lang, string>> = {
  THREE_MONTHS: { es: 'la vigencia termina en tres meses', en: 'the validity ends in three months' },
  ONE_MONTH: { es: 'la vigencia termina en un mes', en: 'the validity ends in one month' },
  DAY: { es: 'la vigencia termina hoy', en: 'the validity ends today' },
};

/** The sentence the email and the in-app notice share. */
export function expiringSentence(d: Omit<FileExpiringData, 'name'>, lang: Lang): string {
  const file = FILE_TYPE_LABELS[d.fileType][lang];
  const property = d.propertyName ?? (lang === 'es' ? 'tu propiedad' : 'your property');
  return lang === 'es'
    ? `${file} de ${property}: ${WHEN[d.warning].es} (${formatDay(d.validTo, lang)}).`
    : `${file} of ${property}: ${WHEN[d.warning].en} (${formatDay(d.validTo, lang)}).`;
}

/** The in-app notice (property_notification markdown) in both languages. */
export function expiringNotice(d: Omit<FileExpiringData, 'name'>): { es: string; en: string } {
  return {
    es: `**${expiringSentence(d, 'es')}** Sube la versión vigente en *Estado de documentos* para que tu propiedad siga en orden.`,
    en: `**${expiringSentence(d, 'en')}** Upload the current version on *Document status* to keep your property in order.`,
  };
}

export function fileExpiring(d: FileExpiringData, lang: Lang, ctx: RenderContext): EmailContent {
  // The property's document status: its checklist, where the new version is uploaded in place.
  const url = `${ctx.publicUrl.replace(/\/+$/, '')}/dashboard/status?property_id=${d.propertyId}`;
  const file = FILE_TYPE_LABELS[d.fileType][lang];
  if (lang === 'es') {
    return {
      subject: `${file}: ${WHEN[d.warning].es}`,
      preheader: 'Sube la versión vigente para que tu propiedad siga en orden.',
      greeting: d.name ? `Hola, ${d.name}:` : 'Hola:',
      paragraphs: [
        expiringSentence(d, 'es'),
        'Sin este documento vigente la propiedad vuelve a revisión y no puede venderse ni rentarse. Sube la versión actualizada desde el estado de documentos.',
      ],
      details: [
        { label: 'Documento', value: file },
        { label: 'Válido hasta', value: formatDay(d.validTo, 'es') },
      ],
      action: { label: 'Ver el estado de documentos', url },
    };
  }
  return {
    subject: `${file}: ${WHEN[d.warning].en}`,
    preheader: 'Upload the current version to keep your property in order.',
    greeting: d.name ? `Hi ${d.name},` : 'Hello,',
    paragraphs: [
      expiringSentence(d, 'en'),
      'Without this document in force the property goes back to revision and cannot be sold or rented. Upload the updated version from the document status page.',
    ],
    details: [
      { label: 'Document', value: file },
      { label: 'Valid until', value: formatDay(d.validTo, 'en') },
    ],
    action: { label: 'See the document status', url },
  };
}
