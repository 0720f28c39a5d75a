import { Loader, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StateName } from '@casona/proto';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useColonias } from '../api/get-colonias.ts';

/**
 * The colonia filter (issue 16): a combobox (WAI-ARIA 1.2, list autocomplete) that suggests the
 * colonias of published homes as the person types — arrows move through the suggestions
 * (aria-activedescendant), Enter picks one, Escape closes the list; the text typed is kept as is.
 */
export function ColoniaCombobox({
  value,
  onChange,
  state,
  municipality,
}: {
  value: string;
  onChange: (value: string) => void;
  state: StateName | undefined;
  municipality: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed] = useDebouncedValue(value, 200);
  const colonias = useColonias({ q: typed, state, municipality });
  const items = typed.trim().length >= 2 ? (colonias.data?.items ?? []) : [];
  const expanded = open && items.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;
  const pick = (i: number) => {
    const item = items[i];
    if (!item) return;
    onChange(item.name);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (items.length === 0 ? -1 : (i + 1) % items.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (items.length === 0 ? -1 : i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  return (
    <div style={{ position: 'relative' }}>
      <TextInput
        label={t('market.filters.colonia')}
        placeholder={t('market.filters.coloniaPlaceholder')}
        name="colonia"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        maxLength={100}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        rightSection={colonias.isFetching ? <Loader size="xs" aria-hidden /> : null}
        data-testid="colonia-input"
      />
      <Paper
        component="ul"
        id={listId}
        role="listbox"
        aria-label={t('market.filters.coloniaSuggestions')}
        withBorder
        shadow="md"
        hidden={!expanded}
        m={0}
        p={4}
        style={{
          position: 'absolute',
          zIndex: 20,
          left: 0,
          right: 0,
          top: '100%',
          listStyle: 'none',
          maxHeight: 280,
          overflowY: 'auto',
        }}
      >
        {items.map((item, i) => (
          <li
            key={`${item.name}|${item.city}|${item.state}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(i);
            }}
            onMouseEnter={() => setActive(i)}
            style={{
              padding: '6px 8px',
              borderRadius: 4,
              cursor: 'pointer',
              background: i === active ? 'var(--mantine-color-gray-1)' : undefined,
            }}
          >
            <Text size="sm" fw={500} span>
              {item.name}
            </Text>
            <Text size="xs" c="dimmed" span>
              {' · '}
              {t('market.filters.coloniaOption', { place: `${item.city}, ${item.state}`, count: item.count })}
            </Text>
          </li>
        ))}
      </Paper>
    </div>
  );
}
