/**
 * Messages of the contract's catalogue (proto i18n: §8 errors, §5 validation) in the interface
 * language. They are the same words the server sends, so the SPA never rewrites them.
 */
import type { MessageKey } from '@casona/proto/i18n/messages';
import { translate, type MessageParams } from '@casona/proto/i18n/translate';
import { useTranslation } from 'react-i18next';

import { isLanguage, DEFAULT_LANGUAGE } from './index.ts';

export function useMessage(): (key: MessageKey, params?: MessageParams) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (key, params) => translate(key, language, params);
}
