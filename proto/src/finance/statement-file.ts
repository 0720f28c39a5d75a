/**
 * The owner statement PDF as a file: its name in each language (the download and the email's
 * attachment are named alike) and the bytes of both languages as the monthly send carries them.
 */
import { Type, type Static } from 'typebox';

/** `estado-de-cuenta-2026-10.pdf` / `owner-statement-2026-10.pdf`. */
export const statementFileName = (month: string, lang: 'es' | 'en'): string =>
  `${lang === 'es' ? 'estado-de-cuenta' : 'owner-statement'}-${month}.pdf`;

/** A statement PDF in base64; a few kilobytes in practice, never more than 1 MB. */
const PdfBase64 = Type.String({ contentEncoding: 'base64', minLength: 8, maxLength: 1_400_000 });

/** The statement as it was sent, rendered in Spanish and in English (the owner gets theirs). */
export const StatementPdfs = Type.Object({ es: PdfBase64, en: PdfBase64 });
export type StatementPdfs = Static<typeof StatementPdfs>;
