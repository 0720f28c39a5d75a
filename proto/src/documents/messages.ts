/**
 * The messages the documents service answers with (their es/en texts are in i18n/messages.ts,
 * where the parity test checks them): a compile error here when one is renamed or removed.
 */
import type { MessageKey } from '../i18n/messages.ts';

export const DOCUMENTS_MESSAGES = {
  noFile: 'error.noFile',
  pdfOnly: 'file.pdfOnly',
  pdfTooLarge: 'file.pdfTooLarge',
  fileNotFound: 'propertyFile.notFound',
  objectNotFound: 'error.propertyFileNameNotFound',
  validToRequired: 'propertyFile.validToRequired',
  storeFailed: 'propertyFile.storeFailed',
  saveFailed: 'propertyFile.saveFailed',
  removeFailed: 'propertyFile.removeFailed',
  notAContract: 'contract.notAContract',
  contractNoEnd: 'contract.noEnd',
  calendarNotFound: 'calendarFeed.notFound',
  legalTextNotFound: 'legalText.notFound',
  legalTextNotLatest: 'legalText.notLatest',
  funnelRevision: 'funnel.revision.explained',
  funnelSigning: 'funnel.signing.explained',
  funnelSetup: 'funnel.setup.explained',
  funnelLive: 'funnel.live.explained',
  creditEligible: 'credit.eligible',
  creditDeeds: 'credit.deedsMissing',
  creditPredial: 'credit.predialNotCurrent',
  creditWaterBill: 'credit.waterBillNotCurrent',
  creditPriceUnknown: 'credit.priceUnknown',
  creditType: 'credit.typeNotFinanced',
  creditPrice: 'credit.priceOverLimit',
} as const satisfies Record<string, MessageKey>;
