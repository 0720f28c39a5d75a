/**
 * The messages the appraisal service answers with (their es/en texts are in i18n/messages.ts,
 * where the parity test checks them): a compile error here when one is renamed or removed.
 */
import type { MessageKey } from '../i18n/messages.ts';

export const APPRAISAL_MESSAGES = {
  unsupportedArea: 'area.unsupported',
  created: 'appraisal.success',
  failed: 'appraisal.error',
  notFound: 'appraisal.notFound',
  feedbackSaved: 'feedback.success',
  feedbackFailed: 'feedback.error',
  furnitureFailed: 'furnitureInfo.error',
  itemNotFound: 'appraisal.itemNotFound',
} as const satisfies Record<string, MessageKey>;
