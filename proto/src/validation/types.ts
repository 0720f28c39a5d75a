/**
 * Schema builders carrying the spec's defaults (§5) and a message hint.
 *
 * A hint is the vendor keyword `x-message`: the catalogue key `localizeIssues` shows for any
 * failure of that schema (wrong type, format, bounds), with `{min}`/`{max}` taken from the schema's
 * own bounds and `x-message-params`. `x-required-message` replaces "This field is required." when
 * the property is missing. Both are annotations that validators ignore; an Ajv-based server must
 * declare them (`CUSTOM_KEYWORDS`) because Ajv's strict mode rejects unknown keywords.
 */
import {
  Type,
  type TArray,
  type TArrayOptions,
  type TEnum,
  type TInteger,
  type TNull,
  type TNumber,
  type TNumberOptions,
  type TSchema,
  type TSchemaOptions,
  type TString,
  type TStringOptions,
  type TUnion,
  type TLiteral,
} from 'typebox';

import {
  DEFAULT_NUMBER_MAX,
  DEFAULT_NUMBER_MIN,
  DEFAULT_STRING_MAX,
  DEFAULT_STRING_MIN,
  NUMERIC_STRING_DEFAULT,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../constants.ts';
import { CURRENCIES, LOCALES, TIME_ZONES } from '../enums.ts';
import { STATE_NAMES } from '../geo/states.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { FormatName } from './formats.ts';

export const MESSAGE_KEYWORD = 'x-message';
export const MESSAGE_PARAMS_KEYWORD = 'x-message-params';
export const REQUIRED_MESSAGE_KEYWORD = 'x-required-message';
/** Annotation keywords the contracts add; register them with Ajv (`ajv.addKeyword(k)`) if Ajv validates. */
export const CUSTOM_KEYWORDS = [MESSAGE_KEYWORD, MESSAGE_PARAMS_KEYWORD, REQUIRED_MESSAGE_KEYWORD] as const;

export type Hint = {
  /** Key shown for any failure of this schema. */
  message?: MessageKey;
  /** Extra parameters for that message (e.g. `{ max: 2 }` MB). */
  messageParams?: Record<string, string | number>;
  /** Key shown when this property is missing. */
  requiredMessage?: MessageKey;
};

function hint(h: Hint): TSchemaOptions {
  const out: TSchemaOptions = {};
  if (h.message) out[MESSAGE_KEYWORD] = h.message;
  if (h.messageParams) out[MESSAGE_PARAMS_KEYWORD] = h.messageParams;
  if (h.requiredMessage) out[REQUIRED_MESSAGE_KEYWORD] = h.requiredMessage;
  return out;
}

export type StrOptions = Omit<TStringOptions, 'minLength' | 'maxLength' | 'format'> &
  Hint & { min?: number; max?: number; format?: FormatName | 'date-time' };

/** A string of `min`–`max` characters; §5 default 1 to 500. */
export function Str(options: StrOptions = {}): TString {
  const {
    min = DEFAULT_STRING_MIN,
    max = DEFAULT_STRING_MAX,
    message,
    messageParams,
    requiredMessage,
    ...rest
  } = options;
  return Type.String({
    ...rest,
    minLength: min,
    maxLength: max,
    ...hint({ message, messageParams, requiredMessage }),
  });
}

/** Free text that may be empty: 0–`max` characters. */
export function Text(max: number, options: Omit<StrOptions, 'min' | 'max'> = {}): TString {
  return Str({ ...options, min: 0, max });
}

export type NumOptions = Omit<TNumberOptions, 'minimum' | 'maximum'> & Hint & { min?: number; max?: number };

/** A number in `min`–`max`; §5 default 1 to 10,000. */
export function Num(options: NumOptions = {}): TNumber {
  const {
    min = DEFAULT_NUMBER_MIN,
    max = DEFAULT_NUMBER_MAX,
    message,
    messageParams,
    requiredMessage,
    ...rest
  } = options;
  return Type.Number({
    ...rest,
    minimum: min,
    maximum: max,
    ...hint({ message, messageParams, requiredMessage }),
  });
}

/** A whole number in `min`–`max`; §5 default 1 to 10,000. */
export function Int(options: NumOptions = {}): TInteger {
  const {
    min = DEFAULT_NUMBER_MIN,
    max = DEFAULT_NUMBER_MAX,
    message,
    messageParams,
    requiredMessage,
    ...rest
  } = options;
  return Type.Integer({
    ...rest,
    minimum: min,
    maximum: max,
    ...hint({ message, messageParams, requiredMessage }),
  });
}

type FormatOptions = Omit<TStringOptions, 'format'> & Hint;

/** The message each format's failures show, type errors included. */
export const FORMAT_MESSAGES: Readonly<Record<FormatName, MessageKey>> = {
  uuid: 'validation.uuid',
  date: 'validation.date',
  'date-time': 'validation.dateTime',
  url: 'validation.url',
  email: 'validation.email',
  phone10: 'phone.invalid',
  zip5: 'validation.zip',
  digits: 'validation.digits',
  'numeric-string': 'validation.numericString',
  'airbnb-listing-url': 'validation.airbnbListingUrl',
  'airbnb-profile-url': 'validation.airbnbProfileUrl',
  rrule: 'validation.rrule',
};

function formatted(
  format: FormatName,
  options: FormatOptions,
  defaultHint: Hint = { message: FORMAT_MESSAGES[format] },
): TString {
  const { message, messageParams, requiredMessage, ...rest } = options;
  return Type.String({
    ...rest,
    format,
    ...hint({ ...defaultHint, ...dropUndefined({ message, messageParams, requiredMessage }) }),
  });
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A UUID v4 (§5). */
export function Uuid(options: FormatOptions = {}): TString {
  return formatted('uuid', options);
}

/** An ISO calendar date, yyyy-mm-dd. */
export function IsoDate(options: FormatOptions = {}): TString {
  return formatted('date', options);
}

/** An ISO date-time (seconds and offset optional). */
export function IsoDateTime(options: FormatOptions = {}): TString {
  return formatted('date-time', options);
}

/** An http or https address. */
export function Url(options: FormatOptions = {}): TString {
  return formatted('url', { maxLength: 2048, ...options });
}

/** An email address (§5: valid and required). */
export function Email(options: FormatOptions = {}): TString {
  return formatted('email', { maxLength: 254, ...options });
}

/** Exactly 10 digits (§5). */
export function Phone(options: FormatOptions = {}): TString {
  return formatted('phone10', options);
}

/** A 10-digit phone that may also be blank or null, for forms where it is optional (§5). */
export function OptionalPhone(options: FormatOptions = {}): TUnion<[TString, TLiteral<''>, TNull]> {
  return Type.Union([Phone(options), Type.Literal(''), Type.Null()], hint({ message: 'phone.invalid' }));
}

/** Exactly 5 digits (Mexican postal code). */
export function Zip(options: FormatOptions = {}): TString {
  return formatted('zip5', options);
}

/** Digits only (exterior and interior numbers). */
export function Digits(options: FormatOptions = {}): TString {
  return formatted('digits', { maxLength: 20, ...options });
}

/** Digits with optional thousands commas and decimals, default '0' (§5 numeric strings). */
export function NumericString(options: FormatOptions = {}): TString {
  return formatted('numeric-string', { default: NUMERIC_STRING_DEFAULT, maxLength: 32, ...options });
}

/** An Airbnb listing address, /rooms/{number}. */
export function AirbnbListingUrl(options: FormatOptions = {}): TString {
  return formatted('airbnb-listing-url', { maxLength: 2048, ...options });
}

/** An Airbnb profile address, https …/users/show/{digits}. */
export function AirbnbProfileUrl(options: FormatOptions = {}): TString {
  return formatted('airbnb-profile-url', { maxLength: 2048, ...options });
}

/** A chore recurrence rule (FREQ= and INTERVAL=, §5). */
export function RRule(options: FormatOptions = {}): TString {
  return formatted('rrule', { maxLength: 500, ...options });
}

/** A password of 8 to 50 characters (§5). */
export function Password(): TString {
  return Str({ min: PASSWORD_MIN, max: PASSWORD_MAX, message: 'validation.password.length' });
}

/** One of `values`, as a JSON Schema `enum` (one error per failure, whatever the list's length). */
export function Literals<const T extends readonly (string | number)[]>(
  values: T,
  options: TSchemaOptions & Hint = {},
): TEnum<[...T]> {
  const { message, messageParams, requiredMessage, ...rest } = options;
  return Type.Enum([...values], {
    ...rest,
    ...hint(dropUndefined({ message, messageParams, requiredMessage })),
  }) as unknown as TEnum<[...T]>;
}

/** EN or ES (§5). */
export function Locale(options: TSchemaOptions = {}): TEnum<['EN', 'ES']> {
  return Literals(LOCALES, { message: 'validation.locale', ...options });
}

/** MXN or USD (§5). */
export function Currency(options: TSchemaOptions = {}): TEnum<['MXN', 'USD']> {
  return Literals(CURRENCIES, { message: 'validation.currency', ...options });
}

/** One of the accepted IANA time zones (§5). */
export function TimeZone(options: TSchemaOptions = {}): TEnum<[...typeof TIME_ZONES]> {
  return Literals(TIME_ZONES, { message: 'validation.timezone', ...options });
}

/** One of the 32 Mexican states, by INEGI official name. */
export function State(options: TSchemaOptions = {}): TEnum<[...typeof STATE_NAMES]> {
  return Literals(STATE_NAMES, { message: 'validation.state', ...options });
}

/** `schema` or null. */
export function Nullable<T extends TSchema>(schema: T, options: TSchemaOptions = {}): TUnion<[T, TNull]> {
  return Type.Union([schema, Type.Null()], options);
}

/** An array with bounds and an optional hint. */
export function List<T extends TSchema>(
  items: T,
  options: Omit<TArrayOptions, 'minItems' | 'maxItems'> & Hint & { min?: number; max?: number } = {},
): TArray<T> {
  const { min, max, message, messageParams, requiredMessage, ...rest } = options;
  return Type.Array(items, {
    ...rest,
    ...(min === undefined ? {} : { minItems: min }),
    ...(max === undefined ? {} : { maxItems: max }),
    ...hint(dropUndefined({ message, messageParams, requiredMessage })),
  });
}
