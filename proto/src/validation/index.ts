/**
 * Validation shared by the services and the SPA. The builders `Locale`, `Currency` and `TimeZone`
 * are exported here with a `Schema` suffix because the package root also exports the enum types
 * of those names; inside proto, import them from './types.ts'.
 */
export * from './formats.ts';
export {
  AirbnbListingUrl,
  AirbnbProfileUrl,
  CUSTOM_KEYWORDS,
  Digits,
  Email,
  FORMAT_MESSAGES,
  Int,
  IsoDate,
  IsoDateTime,
  List,
  Literals,
  MESSAGE_KEYWORD,
  MESSAGE_PARAMS_KEYWORD,
  Nullable,
  Num,
  NumericString,
  OptionalPhone,
  Password,
  Phone,
  REQUIRED_MESSAGE_KEYWORD,
  RRule,
  State as StateSchema,
  Str,
  Text,
  Url,
  Uuid,
  Zip,
  Currency as CurrencySchema,
  Locale as LocaleSchema,
  TimeZone as TimeZoneSchema,
  type Hint,
  type NumOptions,
  type StrOptions,
} from './types.ts';
export * from './validate.ts';
export * from './rules.ts';
export * from './csv.ts';
export * from './check.ts';
