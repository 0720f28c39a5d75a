import { useTranslation } from 'react-i18next';

import { isLanguage, type Language } from '../../../lib/i18n/index.ts';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'es';
}
