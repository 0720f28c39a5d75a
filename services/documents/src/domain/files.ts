/**
 * The rules of a property file upload (§5 "File: type from list; only PDF; dates valid_from and
 * valid_to"; §9 PDF 4 MB): the bytes must be a PDF (by its magic bytes, whatever its name or
 * declared type) under the limit; expiring files need their end; a period may not end before it
 * starts. Also which email an upload sends (§7).
 */
import {
  CONTRACT_FILE_TYPES,
  PDF_MAX_BYTES,
  checkDateRange,
  checkPdf,
  type EmailNotificationType,
  type FileType,
  type ValidationIssue,
} from '@casona/proto';
import { isExpiringType } from './schedule.ts';

/** The PDF itself: present, `%PDF-` at the start, under 4 MB. `truncated` says the parser stopped at the limit. */
export function checkUploadedPdf(file: { bytes: Buffer; truncated: boolean } | null): ValidationIssue[] {
  if (!file || file.bytes.length === 0) return [{ path: '/file', key: 'error.noFile', params: {} }];
  const size = file.truncated ? PDF_MAX_BYTES : file.bytes.length;
  return checkPdf(file.bytes.subarray(0, 8), size, '/file');
}

/** The dates of a file: an expiring type needs valid_to; valid_from may not follow valid_to. */
export function checkFileDates(input: {
  type: FileType;
  valid_from?: string | null;
  valid_to?: string | null;
}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (isExpiringType(input.type) && !input.valid_to)
    issues.push({ path: '/valid_to', key: 'propertyFile.validToRequired', params: {} });
  issues.push(...checkDateRange(input.valid_from, input.valid_to, '/valid_to'));
  return issues;
}

export const isContract = (type: FileType): boolean =>
  (CONTRACT_FILE_TYPES as readonly FileType[]).includes(type);

/** §7: CONTRACT_UPLOADED for an exclusivity or lease contract, otherwise MISCELLANEOUS_FILE_SUBMITTED. */
export const notificationTypeOf = (type: FileType): EmailNotificationType =>
  isContract(type) ? 'CONTRACT_UPLOADED' : 'MISCELLANEOUS_FILE_SUBMITTED';
