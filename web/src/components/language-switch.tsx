import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { changeLanguage, LANGUAGES, type Language } from '../lib/i18n/index.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';

const NAMES: Record<Language, string> = { es: 'Español', en: 'English' };

/** ES | EN: switches the whole interface live and remembers the choice. */
export function LanguageSwitch({
  size = 'xs',
  inverted = false,
}: {
  size?: 'xs' | 'sm';
  inverted?: boolean;
}) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <Group gap={4} role="group" aria-label={t('common.language')} wrap="nowrap">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size={size}
          variant={language === current ? 'filled' : 'subtle'}
          color={language === current ? 'terracotta' : inverted ? 'gray.0' : 'dark'}
          aria-pressed={language === current}
          lang={language}
          title={NAMES[language]}
          aria-label={`${language.toUpperCase()} · ${NAMES[language]}`}
          onClick={() => void changeLanguage(language)}
          px={8}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
