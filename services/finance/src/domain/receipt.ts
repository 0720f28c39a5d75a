/** A transaction's receipt: a PDF, JPEG or PNG, told by its first bytes (never by a name or a declared type). */
export type ReceiptType = {
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
};

/** §9 PDF limit (4 MB) for every receipt. */
export const RECEIPT_MAX_BYTES = 4 * 1024 * 1024;

export function receiptTypeOf(bytes: Uint8Array): ReceiptType | null {
  const starts = (sig: readonly number[]) =>
    bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { contentType: 'application/pdf', extension: 'pdf' };
  if (starts([0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  return null;
}
