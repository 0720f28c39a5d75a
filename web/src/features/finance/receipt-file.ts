/**
 * What the SPA checks of a picked receipt before sending it: the server tells the type by its bytes
 * (PDF, JPEG or PNG) and refuses more than 4 MB; a file the browser already knows is neither is
 * refused here with the same message, so nothing is uploaded in vain.
 */
import { PDF_MAX_BYTES } from '@casona/proto/constants';
import type { MessageKey } from '@casona/proto/i18n/messages';

export const RECEIPT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
const TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

export type ReceiptProblem = { key: MessageKey; params: { max: number } };

export function checkReceiptFile(file: Pick<File, 'type' | 'name' | 'size'>): ReceiptProblem | null {
  const known = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  if (!known || file.size === 0 || file.size > PDF_MAX_BYTES)
    return { key: 'receipt.type', params: { max: PDF_MAX_BYTES / 1024 / 1024 } };
  return null;
}
