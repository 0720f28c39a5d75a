import { Readable } from 'node:stream';
import { crc32, createInflate } from 'node:zlib';

/**
 * What an uploaded image really is, read from all of its bytes before it is stored in a bucket
 * served to browsers. Magic numbers are not enough: JPEG magic followed by `<html><script>` would be
 * stored and served as an image. An image is accepted only when every byte belongs to a JPEG or
 * PNG a browser renders:
 *
 * - JPEG: every marker segment is well formed and known (baseline, extended or progressive
 *   Huffman frames; tables, scans, restart intervals, application data, comments), the frame
 *   names its dimensions, each scan's entropy-coded data runs to the next marker, and the stream
 *   ends at EOI. After EOI only further whole JPEG streams (the multi-picture images phones
 *   append) or zero padding may follow.
 * - PNG: every chunk's CRC is right, IHDR comes first with a valid depth and colour type, critical
 *   chunks are known, IEND is last with nothing after it, and the image data inflates (zlib
 *   checks its own checksum) to exactly the size the dimensions call for, each row with a valid
 *   filter type. Inflating streams, so a small file announcing a huge image costs no memory.
 *
 * Pure JavaScript with Node's zlib: no native image library to install. Decoding pixels (e.g.
 * jpeg-js) would take seconds of event loop per photo and prove no more about what a browser
 * would do with the bytes; the served bucket's nosniff and sandbox headers are the other half.
 */

export type ImageFormat = 'image/jpeg' | 'image/png';
export interface ImageInfo {
  type: ImageFormat;
  width: number;
  height: number;
}

/** Larger images are refused whatever their file size (a header may promise a decompression bomb). */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Whole JPEG streams allowed after the first one (multi-picture format, gain maps). */
const MAX_APPENDED_JPEGS = 4;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format and dimensions of a JPEG or PNG; null when the bytes are anything else. */
export async function readImage(bytes: Uint8Array): Promise<ImageInfo | null> {
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return readPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes);
  return null;
}

// ─── JPEG ───────────────────────────────────────────────────────────────────────────────────────

interface Frame {
  width: number;
  height: number;
}

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;

function readJpeg(bytes: Uint8Array): ImageInfo | null {
  const frame: { value?: Frame } = {};
  let end = jpegStreamEnd(bytes, 0, frame);
  if (end === null || !frame.value) return null;
  for (let appended = 0; end < bytes.length; appended++) {
    if (bytes.subarray(end).every((b) => b === 0)) break;
    if (appended >= MAX_APPENDED_JPEGS || bytes[end] !== 0xff || bytes[end + 1] !== 0xd8) return null;
    end = jpegStreamEnd(bytes, end, {});
    if (end === null) return null;
  }
  return { type: 'image/jpeg', ...frame.value };
}

/** Where the JPEG stream starting (at SOI) at `start` ends, just after its EOI; null if malformed. */
function jpegStreamEnd(b: Uint8Array, start: number, out: { value?: Frame }): number | null {
  let p = start + 2;
  let components = 0;
  let quantization = false;
  let scanned = false;
  for (;;) {
    if (b[p] !== 0xff) return null;
    while (b[p] === 0xff) p++;
    if (p >= b.length) return null;
    const marker = b[p++]!;
    if (marker === 0xd9) return scanned ? p : null;
    if (p + 2 > b.length) return null;
    const length = u16(b, p);
    if (length < 2 || p + length > b.length) return null;
    const segment = b.subarray(p + 2, p + length);
    p += length;
    if (marker >= 0xc0 && marker <= 0xc2) {
      // Baseline, extended and progressive Huffman: what browsers render. One frame per stream.
      if (components > 0) return null;
      const frame = checkFrame(segment);
      if (!frame) return null;
      components = segment[5]!;
      out.value ??= frame;
    } else if (marker === 0xc4) {
      if (!checkHuffmanTables(segment)) return null;
    } else if (marker === 0xdb) {
      if (!checkQuantizationTables(segment)) return null;
      quantization = true;
    } else if (marker === 0xdd) {
      if (length !== 4) return null;
    } else if (marker === 0xda) {
      if (components === 0 || !quantization || !checkScanHeader(segment, components)) return null;
      const next = entropyEnd(b, p);
      if (next === null) return null;
      p = next;
      scanned = true;
    } else if (!((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe)) {
      // Arithmetic coding, lossless, hierarchical, DNL, reserved markers, a stray SOI or RSTn.
      return null;
    }
  }
}

function checkFrame(s: Uint8Array): Frame | null {
  if (s.length < 6) return null;
  const precision = s[0];
  const height = u16(s, 1);
  const width = u16(s, 3);
  const count = s[5]!;
  if (precision !== 8 && precision !== 12) return null;
  if (![1, 3, 4].includes(count) || s.length !== 6 + 3 * count) return null;
  if (width === 0 || height === 0 || width * height > IMAGE_MAX_PIXELS) return null;
  for (let i = 0; i < count; i++) {
    const sampling = s[7 + 3 * i]!;
    const h = sampling >> 4;
    const v = sampling & 15;
    if (h < 1 || h > 4 || v < 1 || v > 4 || s[8 + 3 * i]! > 3) return null;
  }
  return { width, height };
}

function checkHuffmanTables(s: Uint8Array): boolean {
  let i = 0;
  while (i < s.length) {
    const info = s[i]!;
    if (info >> 4 > 1 || (info & 15) > 3 || i + 17 > s.length) return false;
    let symbols = 0;
    for (let k = 1; k <= 16; k++) symbols += s[i + k]!;
    if (symbols === 0 || symbols > 256) return false;
    i += 17 + symbols;
  }
  return s.length > 0 && i === s.length;
}

function checkQuantizationTables(s: Uint8Array): boolean {
  let i = 0;
  while (i < s.length) {
    const info = s[i]!;
    if (info >> 4 > 1 || (info & 15) > 3) return false;
    i += 1 + (info >> 4 === 1 ? 128 : 64);
  }
  return s.length > 0 && i === s.length;
}

function checkScanHeader(s: Uint8Array, frameComponents: number): boolean {
  const count = s[0] ?? 0;
  return count >= 1 && count <= frameComponents && s.length === 1 + 2 * count + 3;
}

/**
 * The end of a scan's entropy-coded data: the 0xFF that starts the next marker. Inside the data
 * 0xFF only appears stuffed (FF 00) or as a restart marker (FF D0–D7); the stream must go on.
 */
function entropyEnd(b: Uint8Array, from: number): number | null {
  let i = from;
  for (;;) {
    i = b.indexOf(0xff, i);
    if (i < 0 || i + 1 >= b.length) return null;
    const next = b[i + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2;
    else if (next === 0xff) i += 1;
    else return i;
  }
}

// ─── PNG ────────────────────────────────────────────────────────────────────────────────────────

const u32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

/** Bit depths allowed for each colour type, and its samples per pixel. */
const COLOUR_TYPES: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};

/** Adam7: each pass's first column and row and its steps. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface Header {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
  colourType: number;
}

/** The length of every filtered row of the image data, in order (each with its filter byte). */
function* rowLengths(h: Header): Generator<number> {
  const rowBytes = (width: number) => 1 + Math.ceil((width * h.bitsPerPixel) / 8);
  if (!h.interlaced) {
    for (let y = 0; y < h.height; y++) yield rowBytes(h.width);
    return;
  }
  for (const [x0, y0, dx, dy] of ADAM7) {
    const width = Math.ceil((h.width - x0) / dx);
    const height = Math.ceil((h.height - y0) / dy);
    if (width <= 0 || height <= 0) continue;
    for (let y = 0; y < height; y++) yield rowBytes(width);
  }
}

function readHeader(d: Uint8Array): Header | null {
  if (d.length !== 13) return null;
  const width = u32(d, 0);
  const height = u32(d, 4);
  const depth = d[8]!;
  const colourType = d[9]!;
  const colour = COLOUR_TYPES[colourType];
  if (!colour || !colour.depths.includes(depth)) return null;
  if (d[10] !== 0 || d[11] !== 0 || (d[12] !== 0 && d[12] !== 1)) return null;
  if (width === 0 || height === 0 || width * height > IMAGE_MAX_PIXELS) return null;
  return { width, height, bitsPerPixel: depth * colour.samples, interlaced: d[12] === 1, colourType };
}

async function readPng(b: Uint8Array): Promise<ImageInfo | null> {
  let header: Header | null = null;
  let palette = false;
  const data: Uint8Array[] = [];
  let dataEnded = false;
  let p = 8;
  for (;;) {
    if (p + 12 > b.length) return null;
    const length = u32(b, p);
    if (length > b.length - p - 12) return null;
    const type = String.fromCharCode(...b.subarray(p + 4, p + 8));
    const body = b.subarray(p + 8, p + 8 + length);
    if (!/^[A-Za-z]{4}$/.test(type) || crc32(b.subarray(p + 4, p + 8 + length)) !== u32(b, p + 8 + length))
      return null;
    p += 12 + length;
    if (header === null && type !== 'IHDR') return null;
    if (type !== 'IDAT' && data.length > 0) dataEnded = true;
    if (type === 'IHDR') {
      if (header !== null || !(header = readHeader(body))) return null;
    } else if (type === 'PLTE') {
      if (palette || data.length > 0 || length === 0 || length % 3 !== 0 || length > 768) return null;
      if (header!.colourType === 0 || header!.colourType === 4) return null;
      palette = true;
    } else if (type === 'IDAT') {
      if (dataEnded) return null;
      data.push(body);
    } else if (type === 'IEND') {
      if (length !== 0 || p !== b.length) return null;
      break;
    } else if (type.charCodeAt(0) < 0x61) {
      // An unknown critical chunk (upper-case first letter): a decoder must refuse the image.
      return null;
    }
  }
  if (!header || data.length === 0 || (header.colourType === 3 && !palette)) return null;
  return (await imageDataMatches(header, data))
    ? { type: 'image/png', width: header.width, height: header.height }
    : null;
}

/** Inflates the image data as a stream: exactly the rows the header calls for, valid filter types. */
async function imageDataMatches(header: Header, data: Uint8Array[]): Promise<boolean> {
  const rows = rowLengths(header);
  let row = rows.next();
  /** Where the pending row starts in the inflated data; after the last row, where the data must end. */
  let rowStart = 0;
  let total = 0;
  const chunks = data.map((d) => Buffer.from(d.buffer, d.byteOffset, d.byteLength));
  const inflater = Readable.from(chunks).pipe(createInflate());
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      const start = total;
      total += chunk.length;
      for (; !row.done && rowStart < total; row = rows.next()) {
        if (chunk[rowStart - start]! > 4) return false;
        rowStart += row.value;
      }
      // More data than the rows hold: stop inflating at once (a bomb costs nothing).
      if (row.done && total > rowStart) return false;
    }
  } catch {
    // Not a zlib stream, a wrong checksum, or cut short.
    return false;
  } finally {
    inflater.destroy();
  }
  return row.done === true && total === rowStart;
}
