import { useTranslation } from 'react-i18next';

import { languageOf, type Language } from './index.ts';

/** The interface language, re-rendering the component when the person switches it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n.language);
}
