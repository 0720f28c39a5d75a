/**
 * Photos are re-encoded in the browser as JPEG at quality 0.3 before upload (spec §9): a phone's
 * 6 MB picture becomes a few hundred KB, which is what the listing needs and what the 2 MB limit
 * assumes. Only JPEG and PNG are accepted (spec §5); messages are the catalogue's (§8).
 */
import {
  IMAGE_EXTENSIONS,
  IMAGE_JPEG_QUALITY,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  MAX_PROPERTY_IMAGES,
} from '@casona/proto/constants';
import type { MessageKey } from '@casona/proto/i18n/messages';

const MB = 1024 * 1024;
/** Longest side after compression: sharp on any screen the listing is shown on. */
export const MAX_IMAGE_DIMENSION = 2560;

export type ImageProblem = { key: MessageKey; params: Record<string, number> };

export type CompressedImage = {
  name: string;
  blob: Blob;
  /** `data:image/jpeg;base64,…`, as the API's base64Image fields take it. */
  dataUrl: string;
  originalBytes: number;
  width: number;
  height: number;
};

/** Encodes pixels as JPEG; the browser implementation draws on a canvas, tests inject their own. */
export type JpegEncoder = (
  file: Blob,
  quality: number,
  maxDimension: number,
) => Promise<{ blob: Blob; width: number; height: number }>;

export function isAcceptedImage(file: Pick<File, 'type' | 'name'>): boolean {
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return true;
  // Some Android pickers send no MIME type: fall back to the extension.
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type === '' && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** What is wrong with adding `files` to `alreadySelected` images, before any work is done. */
export function checkImageSelection(
  files: readonly Pick<File, 'type' | 'name'>[],
  alreadySelected = 0,
  max = MAX_PROPERTY_IMAGES,
): ImageProblem | null {
  if (alreadySelected + files.length > max) return { key: 'image.tooMany', params: { max } };
  if (files.some((f) => !isAcceptedImage(f))) return { key: 'image.format', params: {} };
  return null;
}

/** The size check after compression: the limit applies to what is uploaded. */
export function checkCompressedSize(bytes: number, maxBytes = IMAGE_MAX_BYTES): ImageProblem | null {
  return bytes < maxBytes ? null : { key: 'image.tooLarge', params: { max: maxBytes / MB } };
}

function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Canvas encoder: decodes with createImageBitmap (respects EXIF orientation), draws, encodes. */
export const canvasJpegEncoder: JpegEncoder = async (file, quality, maxDimension) => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxDimension);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D context unavailable');
    // PNG transparency becomes white instead of JPEG's black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error('JPEG encoding failed'))),
        'image/jpeg',
        quality,
      ),
    );
    return { blob, width, height };
  } finally {
    bitmap.close();
  }
};

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}

export type CompressResult = { ok: true; image: CompressedImage } | { ok: false; problem: ImageProblem };

/** Compresses one accepted image to JPEG at quality 0.3, or says why it cannot be used. */
export async function compressImage(
  file: File,
  encoder: JpegEncoder = canvasJpegEncoder,
): Promise<CompressResult> {
  if (!isAcceptedImage(file)) return { ok: false, problem: { key: 'image.format', params: {} } };
  let encoded: Awaited<ReturnType<JpegEncoder>>;
  try {
    encoded = await encoder(file, IMAGE_JPEG_QUALITY, MAX_IMAGE_DIMENSION);
  } catch (error) {
    // A file named .jpg that is not an image (or is corrupt) cannot be decoded.
    console.warn('Image could not be decoded', file.name, error);
    return { ok: false, problem: { key: 'image.format', params: {} } };
  }
  const tooLarge = checkCompressedSize(encoded.blob.size);
  if (tooLarge) return { ok: false, problem: tooLarge };
  return {
    ok: true,
    image: {
      name: file.name.replace(/\.[^.]+$/, '') + '.jpg',
      blob: encoded.blob,
      dataUrl: await blobToDataUrl(encoded.blob),
      originalBytes: file.size,
      width: encoded.width,
      height: encoded.height,
    },
  };
}
