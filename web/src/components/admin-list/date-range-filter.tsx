/**
 * A staff list's filter by a range of days (a chore's due dates, a day plan's day): two date
 * inputs, each reporting its day (or none when emptied), and the page's words under the first
 * while the range runs backwards — the list holds its rows until it is fixed (AdminList `hold`).
 */
import { Group, TextInput } from '@mantine/core';

/** A range of days as the address bar keeps it: ISO dates (YYYY-MM-DD), either end open. */
export type DayRange = { from?: string | undefined; to?: string | undefined };

/** Whether the range starts after it ends (ISO dates compare as text); an open end never does. */
export const isBackwards = ({ from, to }: DayRange): boolean => !!from && !!to && from > to;

export function DateRangeFilter({
  value,
  onChange,
  fromLabel,
  toLabel,
  backwardsError,
  testId,
}: {
  value: DayRange;
  /** One end changed (the other is left out of the change). */
  onChange: (change: DayRange) => void;
  fromLabel: string;
  toLabel: string;
  /** What is said while the range runs backwards. */
  backwardsError: string;
  /** The inputs are `${testId}-from` and `${testId}-to`. */
  testId: string;
}) {
  return (
    <Group align="flex-start" wrap="wrap" gap="sm">
      <TextInput
        type="date"
        label={fromLabel}
        value={value.from ?? ''}
        onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
        error={isBackwards(value) ? backwardsError : undefined}
        data-testid={`${testId}-from`}
      />
      <TextInput
        type="date"
        label={toLabel}
        value={value.to ?? ''}
        onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
        data-testid={`${testId}-to`}
      />
    </Group>
  );
}
