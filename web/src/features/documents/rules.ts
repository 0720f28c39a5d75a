/**
 * The rules of the documents screens as pure functions: the §5 checks of a file upload (the same
 * proto rules the server applies — a PDF by its first bytes, under 4 MB, deeds and registration
 * tickets with their end date, a start not after the end), and how a checklist line reads.
 */
import {
  CONTRACT_FILE_TYPES,
  EXPIRING_FILE_TYPES,
  FILE_TYPES,
  type FileStanding,
  type FileType,
} from '@casona/proto/enums';
import { checkDateRange, checkPdf } from '@casona/proto/validation/rules';
import type { ValidationIssue } from '@casona/proto/validation/validate';

/** The first bytes and the size of the chosen file: enough to judge it as the server does. */
export type PickedFile = { head: Uint8Array; size: number; name: string };

export type UploadDraft = {
  type: FileType | '';
  valid_from: string;
  valid_to: string;
  file: PickedFile | null;
};

export type UploadField = 'type' | 'valid_from' | 'valid_to' | 'file';

export const isFileType = (value: string): value is FileType =>
  (FILE_TYPES as readonly string[]).includes(value);
export const needsValidTo = (type: FileType | ''): boolean =>
  type !== '' && (EXPIRING_FILE_TYPES as readonly string[]).includes(type);
export const isContractType = (type: FileType): boolean =>
  (CONTRACT_FILE_TYPES as readonly string[]).includes(type);

/** Every §5 issue of an upload, by field (the first one of each field is shown). */
export function uploadIssues(draft: UploadDraft): Partial<Record<UploadField, ValidationIssue>> {
  const issues: ValidationIssue[] = [];
  if (draft.type === '') issues.push({ path: '/type', key: 'validation.required', params: {} });
  if (!draft.file || draft.file.size === 0) issues.push({ path: '/file', key: 'error.noFile', params: {} });
  else issues.push(...checkPdf(draft.file.head, draft.file.size, '/file'));
  if (needsValidTo(draft.type) && !draft.valid_to)
    issues.push({ path: '/valid_to', key: 'propertyFile.validToRequired', params: {} });
  issues.push(...checkDateRange(draft.valid_from || null, draft.valid_to || null, '/valid_to'));
  const byField: Partial<Record<UploadField, ValidationIssue>> = {};
  for (const issue of issues) {
    const field = issue.path.slice(1) as UploadField;
    byField[field] ??= issue;
  }
  return byField;
}

/** Reads what the checks need from a chosen file: its first 8 bytes and its size. */
export async function pickFile(file: File): Promise<PickedFile> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return { head, size: file.size, name: file.name };
}

/** The colour of a standing: valid green, expiring orange, expired or missing red. */
export const standingColor = (standing: FileStanding): string =>
  standing === 'VALID' ? 'teal' : standing === 'EXPIRING' ? 'orange' : 'red';

/** The files an owner still has to upload (missing or expired), in the checklist's order. */
export const pendingTypes = <L extends { type: FileType; standing: FileStanding }>(
  lines: readonly L[],
): L[] => lines.filter((line) => line.standing === 'MISSING' || line.standing === 'EXPIRED');
