/**
 * The floor distribution of a property (§3 floor_distribution): one row per level with its title,
 * bedrooms, bathrooms, half bathrooms, terraces and parking spaces. Used by the owner's submission,
 * the owner's details page and the staff property editor; the value is the list of floors and the
 * form's schema (proto FloorDistribution) judges it.
 */
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { FLOORS_MAX } from '@casona/proto/constants';
import type { Floor } from '@casona/proto/schemas/entities';
import { useTranslation } from 'react-i18next';

export const emptyFloor = (index: number, title: (n: number) => string): Floor => ({
  title: title(index + 1),
  bedrooms: 0,
  bathrooms: 0,
  half_bathrooms: 0,
  terraces: 0,
  parking_spaces: 0,
});

const COUNTS = ['bedrooms', 'bathrooms', 'half_bathrooms', 'terraces', 'parking_spaces'] as const;

export function FloorDistributionEditor({
  floors,
  onChange,
  error,
  disabled,
  label,
}: {
  floors: readonly Floor[];
  onChange: (floors: Floor[]) => void;
  error?: string | undefined;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<Floor>) =>
    onChange(floors.map((floor, i) => (i === index ? { ...floor, ...patch } : floor)));
  const countLabel = {
    bedrooms: t('listings.floors.bedrooms'),
    bathrooms: t('listings.floors.bathrooms'),
    half_bathrooms: t('listings.floors.halfBathrooms'),
    terraces: t('listings.floors.terraces'),
    parking_spaces: t('listings.floors.parkingSpaces'),
  };
  return (
    <Stack gap="sm" role="group" aria-label={label} data-testid="floor-editor">
      <Text fw={500} size="sm">
        {label}
      </Text>
      {floors.map((floor, index) => (
        <Card
          key={index}
          withBorder
          radius="md"
          padding="sm"
          data-testid="floor-row"
          role="group"
          aria-label={floor.title || t('listings.floors.defaultTitle', { n: index + 1 })}
        >
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('listings.floors.title')}
                value={floor.title}
                disabled={disabled}
                onChange={(event) => set(index, { title: event.currentTarget.value })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                disabled={disabled}
                aria-label={t('listings.floors.remove', { title: floor.title || index + 1 })}
                onClick={() => onChange(floors.filter((_, i) => i !== index))}
              >
                ✕
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
              {COUNTS.map((key) => (
                <NumberInput
                  key={key}
                  label={countLabel[key]}
                  value={floor[key]}
                  min={0}
                  max={100}
                  allowNegative={false}
                  allowDecimal={false}
                  disabled={disabled}
                  onChange={(value) => set(index, { [key]: typeof value === 'number' ? value : 0 })}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert" data-testid="floor-error">
          {error}
        </Text>
      )}
      <Button
        variant="light"
        w="fit-content"
        disabled={disabled || floors.length >= FLOORS_MAX}
        onClick={() =>
          onChange([...floors, emptyFloor(floors.length, (n) => t('listings.floors.defaultTitle', { n }))])
        }
      >
        {t('listings.floors.add')}
      </Button>
    </Stack>
  );
}
