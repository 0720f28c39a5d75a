import { isPdfBytes } from '@casona/proto';
import { readImage } from '@casona/kit/storage/image-check';

/** What a stored file is: its content type and the extension its object key ends with. */
export interface FileType {
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
}

const IMAGE_TYPES = {
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/png': { contentType: 'image/png', extension: 'png' },
} as const satisfies Record<string, FileType>;

/**
 * A profile picture is a whole JPEG or PNG, read to its end (kit's readImage): JPEG magic followed
 * by HTML is not an image and is never stored in the public bucket. Null for anything else.
 */
export async function pictureType(bytes: Uint8Array): Promise<FileType | null> {
  const image = await readImage(bytes);
  return image ? IMAGE_TYPES[image.type] : null;
}

/** An ID document is a PDF (by its header) or a whole JPEG or PNG; null for anything else. */
export async function idFileType(bytes: Uint8Array): Promise<FileType | null> {
  if (isPdfBytes(bytes.subarray(0, 16))) return { contentType: 'application/pdf', extension: 'pdf' };
  return pictureType(bytes);
}
