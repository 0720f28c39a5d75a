/**
 * The property picker (issue 19): staff choose a property by its name, never by typing its id. What
 * they type is searched on the server (GET /admin/properties?q=: name, city, state or owner's
 * email, accents and case ignored) and each match shows its name, city and status in words; the
 * value kept is the id. A value that arrives alone (from the address bar) is named by asking for
 * that property. Arrows move through the matches, Enter picks one, Escape closes the list; text
 * typed without picking is dropped on leaving the field.
 */
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PROPERTY_STATUS_LABELS } from '@casona/proto/enums';
import type { PropertyView } from '@casona/proto/listings/responses';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { pickedPropertyOptions, propertySearchOptions } from '../../lib/api/property-options.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';

/** How long typing rests before the server is asked. */
export const PICKER_DEBOUNCE_MS = 250;

type Picked = Pick<PropertyView, 'id' | 'name' | 'city' | 'state' | 'status'>;

export type PropertyPickerProps = {
  value: string;
  onChange: (id: string) => void;
  /** The field was left (a form marks it touched). */
  onBlur?: () => void;
  /** Something was typed but nothing picked yet (a form shows its message as the person types). */
  onType?: () => void;
  label?: string;
  description?: string;
  error?: string | undefined;
  required?: boolean;
  id?: string;
  name?: string;
  maw?: number | string;
  testId?: string;
};

export function PropertyPicker({
  value,
  onChange,
  onBlur,
  onType,
  label,
  description,
  error,
  required,
  id,
  name,
  maw,
  testId = 'property-picker',
}: PropertyPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState<string | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [query] = useDebouncedValue((typed ?? '').trim().slice(0, 200), PICKER_DEBOUNCE_MS);
  const open = combobox.dropdownOpened;
  const matches = useQuery({ ...propertySearchOptions(query), enabled: open });
  const known = picked?.id === value ? picked : null;
  const named = useQuery({ ...pickedPropertyOptions(value), enabled: value !== '' && !known });
  const chosen = known ?? (value !== '' ? (named.data ?? null) : null);
  const items = matches.data?.items ?? [];

  const status = (p: Picked) => PROPERTY_STATUS_LABELS[p.status][language];
  const shown =
    typed ??
    (chosen
      ? chosen.name
      : value !== ''
        ? named.isError
          ? t('propertyPicker.unknown')
          : t('common.loading')
        : '');

  const pick = (id: string) => {
    const item = items.find((p) => p.id === id);
    if (!item) return;
    setPicked(item);
    setTyped(null);
    onChange(item.id);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          id={id}
          name={name}
          label={label ?? t('propertyPicker.label')}
          description={
            description ??
            (chosen && typed === null
              ? t('propertyPicker.place', { city: chosen.city, state: chosen.state, status: status(chosen) })
              : t('propertyPicker.hint'))
          }
          placeholder={t('propertyPicker.placeholder')}
          required={required}
          error={error}
          maw={maw}
          autoComplete="off"
          value={shown}
          maxLength={200}
          rightSection={matches.isFetching && open ? <Loader size="xs" aria-hidden /> : null}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            if (value !== '') onChange('');
            onType?.();
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setTyped(null);
            onBlur?.();
          }}
          data-testid={testId}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={300} style={{ overflowY: 'auto' }} aria-label={t('propertyPicker.matches')}>
          {/* Only the open list holds options: a closed picker's matches are not on the page. */}
          {!open ? null : matches.isError ? (
            <Combobox.Empty>{t('propertyPicker.failed')}</Combobox.Empty>
          ) : matches.isSuccess && items.length === 0 ? (
            <Combobox.Empty>{t('propertyPicker.none')}</Combobox.Empty>
          ) : (
            items.map((p) => (
              <Combobox.Option key={p.id} value={p.id} active={p.id === value} data-testid="property-option">
                <Text size="sm" fw={500} span>
                  {p.name}
                </Text>
                <Text size="xs" c="dimmed" span>
                  {' · '}
                  {t('propertyPicker.place', { city: p.city, state: p.state, status: status(p) })}
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
