/**
 * i18next's `t` as a plain translator for code that builds its keys at run time from data
 * (`market.types.${type}`, `maintenance.recurrence.${frequency}`): pure rules take a `Translate`, so
 * they are tested without React, and every caller gets one from here instead of casting `t`. The
 * catalogue's typed keys cannot name a key made from a value; the catalogue parity spec and the
 * no-codes e2e check that each such key exists in both languages.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A translator by any key, with i18next's interpolation and plural options. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `t` (from useTranslation or getFixedT) as a Translate. */
export function toTranslate(t: TFunction): Translate {
  // i18next's t does take any key at run time (a missing one comes back as the key itself).
  const byAnyKey: Translate = t as TFunction & Translate;
  return (key, options) => byAnyKey(key, options);
}

/** The current language's Translate, changing with the language switch. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return useMemo(() => toTranslate(t), [t]);
}
