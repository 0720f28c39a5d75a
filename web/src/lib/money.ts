/** MXN/USD amounts and numbers with Intl in es-MX or en-US (no date library: landing-page cheap). */
export {
  CURRENCY_PREFIX,
  currencyCode,
  formatAmount,
  formatMoney,
  formatMoneyCompact,
  formatNumber,
  intlLocale,
  type Language,
} from '@casona/proto/shared/money';
