/**
 * The fields more than one service's entities and requests are built from: money, prices, rates,
 * coordinates, storage paths, markdown, base64 uploads, the year built. The basic builders (Str,
 * Num, Uuid, …) are in validation/types.ts; these combine them with the spec's limits so every
 * service spells a price or an image the same way. Proto-internal: the service folders import this
 * file directly, and only YearBuilt, Base64Image and Base64Pdf are part of the package's API.
 */
import { Type, type TOptional, type TProperties } from 'typebox';

import {
  IMAGE_MAX_BYTES,
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
  MAX_PROPERTY_IMAGES,
  PDF_MAX_BYTES,
  PRICE_MAX,
  PRICE_MIN,
  RATE_MAX,
  RATE_MIN,
  YEAR_BUILT_MIN,
  yearBuiltMax,
} from '../constants.ts';
import { Digits, Int, List, Num, Str } from '../validation/types.ts';

/** Money amounts with no rule of their own: non-negative, up to a billion. */
export const MONEY_MAX = 1_000_000_000;
export const Money = () => Num({ min: 0, max: MONEY_MAX });
/** Storage keys and signed links can be long. */
const STORAGE_PATH_MAX = 2048;
/** A stored object's key or link, as a record holds it. */
export const StoragePath = () => Str({ max: STORAGE_PATH_MAX, description: 'Object-storage key or URL' });
/** The same in a request (images kept, a file attached) or a bare answer: no description of its own. */
export const StoragePathInput = () => Str({ max: STORAGE_PATH_MAX });
/** Markdown documents (notifications, legal texts). */
const MARKDOWN_MAX = 200_000;
export const Markdown = () => Str({ max: MARKDOWN_MAX });
export const Latitude = () => Num({ min: LATITUDE_MIN, max: LATITUDE_MAX });
export const Longitude = () => Num({ min: LONGITUDE_MIN, max: LONGITUDE_MAX });
export const Rate = () => Num({ min: RATE_MIN, max: RATE_MAX });
export const Price = () => Num({ min: PRICE_MIN, max: PRICE_MAX, message: 'validation.price' });
export const Count = (min: number, max: number) => Int({ min, max });
/** year_built: 1900 up to the current year. The schema holds the floor; `checkYearBuilt` the moving ceiling. */
export const YearBuilt = () =>
  Int({
    min: YEAR_BUILT_MIN,
    max: 9999,
    message: 'validation.yearBuilt',
    messageParams: { min: YEAR_BUILT_MIN, max: yearBuiltMax() },
  });

export const MB = 1024 * 1024;
/** Base64 grows data by 4/3; allow a data-URL prefix on top. */
export const base64Chars = (bytes: number) => Math.ceil(bytes / 3) * 4 + 100;

/** An image as base64 (optionally a `data:image/…;base64,` URL): JPEG or PNG under 2 MB, checked by `checkBase64Images`. */
export const Base64Image = () =>
  Type.String({
    minLength: 1,
    maxLength: base64Chars(IMAGE_MAX_BYTES),
    contentEncoding: 'base64',
    'x-message': 'image.invalid',
    'x-message-params': { max: IMAGE_MAX_BYTES / MB },
  });

/** A PDF as base64 (optionally a `data:application/pdf;base64,` URL), under 4 MB, checked by `checkBase64Pdf`. */
export const Base64Pdf = () =>
  Type.String({
    minLength: 1,
    maxLength: base64Chars(PDF_MAX_BYTES),
    contentEncoding: 'base64',
    'x-message': 'file.pdfTooLarge',
    'x-message-params': { max: PDF_MAX_BYTES / MB },
  });

/** New images of a request, base64, at most `max` (30 by default). */
export const Images = (max = MAX_PROPERTY_IMAGES) =>
  List(Base64Image(), { max, message: 'image.tooMany', messageParams: { max } });

/** Optional digits-only text (exterior/interior number): digits, blank or null. */
export const OptionalDigits = () =>
  Type.Optional(Type.Union([Digits(), Type.Literal(''), Type.Null()], { 'x-message': 'validation.digits' }));

/** The phrase typed to confirm a dangerous action (compared by `checkTypeToConfirm`). */
export const Confirmation = () => Str({ max: 200, description: 'type-to-confirm phrase' });

/** The same properties, each optional (a partial update). */
export function allOptional<P extends TProperties>(properties: P): { [K in keyof P]: TOptional<P[K]> } {
  return Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as {
    [K in keyof P]: TOptional<P[K]>;
  };
}
