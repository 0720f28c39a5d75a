/**
 * Inputs of the form kit, bound to `useSchemaForm().field(name)`. Each shows its label, its
 * proto message under it (aria-invalid and aria-describedby come from Mantine), and keeps the value
 * in the shape the schema expects: numbers for numeric fields, 10 digits for phones.
 */
import {
  NativeSelect,
  NumberInput,
  PasswordInput,
  Textarea,
  TextInput,
  type NativeSelectProps,
  type NumberInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { PHONE_DIGITS } from '@casona/proto/constants';
import type { Currency } from '@casona/proto/enums';
import { CURRENCY_PREFIX } from '../../lib/money.ts';

import type { FieldBinding } from './use-schema-form.ts';

type Common = { label: string; description?: string; required?: boolean; placeholder?: string };

export function TextField({
  binding,
  ...props
}: Common & { binding: FieldBinding<string> } & Omit<TextInputProps, 'value' | 'onChange' | 'error'>) {
  return (
    <TextInput
      {...props}
      id={binding.id}
      name={binding.name}
      value={binding.value}
      error={binding.error}
      onChange={(event) => binding.onChange(event.currentTarget.value)}
      onBlur={binding.onBlur}
    />
  );
}

export function PasswordField({
  binding,
  ...props
}: Common & { binding: FieldBinding<string>; autoComplete?: string }) {
  return (
    <PasswordInput
      {...props}
      id={binding.id}
      name={binding.name}
      value={binding.value}
      error={binding.error}
      onChange={(event) => binding.onChange(event.currentTarget.value)}
      onBlur={binding.onBlur}
    />
  );
}

export function TextAreaField({
  binding,
  maxLength,
  ...props
}: Common & { binding: FieldBinding<string>; maxLength?: number } & Omit<
    TextareaProps,
    'value' | 'onChange' | 'error'
  >) {
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={10}
      {...props}
      id={binding.id}
      name={binding.name}
      value={binding.value}
      error={binding.error}
      onChange={(event) => binding.onChange(event.currentTarget.value)}
      onBlur={binding.onBlur}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        maxLength
          ? `${binding.value.length.toLocaleString('en-US')} / ${maxLength.toLocaleString('en-US')}`
          : props.description
      }
    />
  );
}

/** Only digits, at most 10 (Mexican numbers without country code); the schema checks exactly 10. */
export function PhoneField({ binding, ...props }: Common & { binding: FieldBinding<string> }) {
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      id={binding.id}
      name={binding.name}
      value={binding.value}
      error={binding.error}
      onChange={(event) =>
        binding.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, PHONE_DIGITS))
      }
      onBlur={binding.onBlur}
    />
  );
}

/** Whole numbers or decimals typed with thousands commas (1,250,000); the value is a number. */
export function NumberField({
  binding,
  ...props
}: Common & { binding: FieldBinding<number | undefined> } & Omit<
    NumberInputProps,
    'value' | 'onChange' | 'error'
  >) {
  return (
    <NumberInput
      thousandSeparator=","
      decimalSeparator="."
      allowNegative={false}
      inputMode="decimal"
      hideControls
      {...props}
      id={binding.id}
      name={binding.name}
      value={binding.value ?? ''}
      error={binding.error}
      onChange={(value) =>
        binding.onChange(
          typeof value === 'number' ? value : value === '' ? undefined : Number(value.replace(/,/g, '')),
        )
      }
      onBlur={binding.onBlur}
    />
  );
}

/**
 * An amount of money: the currency's own prefix (MX$ or US$ in both languages — a bare `$` is pesos
 * or dollars to different readers, issue 16), thousands commas, two decimals.
 */
export function CurrencyField({
  binding,
  currency = 'MXN',
  ...props
}: Common & { binding: FieldBinding<number | undefined>; currency?: Currency } & Omit<
    NumberInputProps,
    'value' | 'onChange' | 'error'
  >) {
  return (
    <NumberField
      binding={binding}
      prefix={`${CURRENCY_PREFIX[currency]} `}
      decimalScale={2}
      {...props}
      aria-description={currency}
    />
  );
}

export function SelectField<T extends string>({
  binding,
  options,
  emptyLabel,
  ...props
}: Common & {
  binding: FieldBinding<T | ''>;
  options: readonly { value: T; label: string }[];
  emptyLabel?: string;
} & Omit<NativeSelectProps, 'value' | 'onChange' | 'error' | 'data'>) {
  return (
    <NativeSelect
      {...props}
      id={binding.id}
      name={binding.name}
      value={binding.value}
      error={binding.error}
      data={[...(emptyLabel !== undefined ? [{ value: '', label: emptyLabel }] : []), ...options]}
      onChange={(event) => binding.onChange(event.currentTarget.value as T | '')}
      onBlur={binding.onBlur}
    />
  );
}
