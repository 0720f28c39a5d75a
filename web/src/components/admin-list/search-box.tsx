/**
 * Search as you type: the box keeps what is typed and reports it, trimmed, once the typing pauses
 * (so a list is not fetched per keystroke and the URL is not rewritten per letter). A change of the
 * value from outside (a "clear filters", the browser's back button) shows in the box.
 */
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the typing pauses before the search moves. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the box reports for what is typed: trimmed, and nothing for blank. */
export const settledSearch = (typed: string): string | undefined => typed.trim() || undefined;

export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  maxLength = 100,
  testId = 'admin-list-search',
}: {
  value: string | undefined;
  onChange: (q: string | undefined) => void;
  label?: string;
  placeholder?: string;
  maxLength?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [settled] = useDebouncedValue(settledSearch(text), SEARCH_DEBOUNCE_MS);
  const reported = useRef(value);
  // A value set from outside replaces the text, unless it is what the box itself reported.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value ?? '');
    }
  }, [value]);
  useEffect(() => {
    if (settled === reported.current) return;
    reported.current = settled;
    onChange(settled);
    // Only a settled change of the text moves the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <TextInput
      type="search"
      label={label ?? t('common.search')}
      placeholder={placeholder}
      value={text}
      maxLength={maxLength}
      onChange={(event) => setText(event.currentTarget.value)}
      data-testid={testId}
      w={300}
    />
  );
}
