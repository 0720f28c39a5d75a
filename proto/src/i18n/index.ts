/**
 * The message catalogue and its lookup. The catalogue language type is exported here as
 * `MessageLocale` ('en' | 'es') because the package root also exports the enum `Locale` ('EN' | 'ES');
 * import `Locale` from './translate.ts' where the short name reads better.
 */
export { MESSAGES, en as MESSAGES_EN, es as MESSAGES_ES, type MessageKey } from './messages.ts';
export {
  DEFAULT_MESSAGE_LOCALE,
  MESSAGE_LOCALES,
  isMessageKey,
  localeFromAcceptLanguage,
  localeFromProfile,
  messageParams,
  toProfileLocale,
  translate,
  type Locale as MessageLocale,
  type MessageParams,
} from './translate.ts';
