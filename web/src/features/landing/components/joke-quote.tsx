import { ActionIcon, Blockquote, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toProfileLocale } from '../../../lib/i18n/profile-locale.ts';
import { useApprovedJokes } from '../api/get-jokes.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const ROTATE_MS = 9_000;

/**
 * One approved joke at a time, changing every few seconds (with a pause button, WCAG 2.2.2).
 * Nothing is shown while there is none, or while the jokes cannot be loaded.
 */
export function JokeQuote() {
  const { t } = useTranslation();
  const language = useLanguage();
  const jokes = useApprovedJokes(toProfileLocale(language));
  const items = jokes.data?.items ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || items.length < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % items.length), ROTATE_MS);
    return () => clearTimeout(timer);
  }, [index, paused, items.length]);
  if (items.length === 0) return null;
  const joke = items[index % items.length]!;
  return (
    <Group align="flex-start" wrap="nowrap" gap="xs" data-testid="joke-quote">
      <Blockquote color="terracotta" p="sm" style={{ flex: 1 }} cite={t('landing.forms.joke.quoteCite')}>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {joke.text}
        </Text>
      </Blockquote>
      {items.length > 1 && (
        <ActionIcon
          variant="subtle"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? t('landing.forms.joke.play') : t('landing.forms.joke.pause')}
          aria-pressed={paused}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
            {paused ? <path d="M8 5v14l11-7z" /> : <path d="M6 5h4v14H6zM14 5h4v14h-4z" />}
          </svg>
        </ActionIcon>
      )}
    </Group>
  );
}
