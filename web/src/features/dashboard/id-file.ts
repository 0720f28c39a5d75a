/**
 * The ID document a person uploads (§7 ID upload): a PDF under 4 MB or a JPEG/PNG image under
 * 2 MB (identity checks the bytes again). Checked before reading the file, with the §8 messages.
 */
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from '@casona/proto/constants';
import type { MessageKey } from '@casona/proto/i18n/messages';

const MB = 1024 * 1024;
export const ID_FILE_ACCEPT = 'application/pdf,image/jpeg,image/png';

export type IdFileKind = 'pdf' | 'image';
export type IdFileProblem = { key: MessageKey; params: Record<string, number> };

export function idFileKind(file: Pick<File, 'type' | 'name'>): IdFileKind | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (file.type === 'application/pdf' || (file.type === '' && extension === 'pdf')) return 'pdf';
  if (['image/jpeg', 'image/png'].includes(file.type)) return 'image';
  if (file.type === '' && ['jpg', 'jpeg', 'png'].includes(extension)) return 'image';
  return null;
}

/**
 * What is wrong with `file` as an ID document, or null. Images above the limit are not refused
 * here: they are compressed first (`needsCompression`).
 */
export function checkIdFile(file: Pick<File, 'type' | 'name' | 'size'> | null): IdFileProblem | null {
  if (!file) return { key: 'error.noFile', params: {} };
  const kind = idFileKind(file);
  if (kind === null) return { key: 'file.idFormat', params: {} };
  if (kind === 'pdf' && file.size >= PDF_MAX_BYTES)
    return { key: 'file.pdfTooLarge', params: { max: PDF_MAX_BYTES / MB } };
  return null;
}

/** A photo of an ID at or above 2 MB is re-encoded like listing photos before upload. */
export const needsCompression = (file: Pick<File, 'type' | 'name' | 'size'>): boolean =>
  idFileKind(file) === 'image' && file.size >= IMAGE_MAX_BYTES;
