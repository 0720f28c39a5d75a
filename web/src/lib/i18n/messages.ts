/**
 * Messages of the contract's catalogue (proto i18n: §8 errors, §5 validation) in the interface
 * language. They are the same words the server sends, so the SPA never rewrites them.
 */
import type { MessageKey } from '@casona/proto/i18n/messages';
import { translate, type MessageParams } from '@casona/proto/i18n/translate';

import { useLanguage } from './use-language.ts';

export function useMessage(): (key: MessageKey, params?: MessageParams) => string {
  const language = useLanguage();
  return (key, params) => translate(key, language, params);
}
