/** A checklist of the amenity catalogue (GET /amenity), names in the interface language. */
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import type { Amenity } from '@casona/proto/schemas/entities';
import { useTranslation } from 'react-i18next';

export function AmenityChecklist({
  amenities,
  value,
  onChange,
  label,
  disabled,
  error,
}: {
  amenities: readonly Pick<Amenity, 'id' | 'en_name' | 'es_name'>[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  label: string;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const { i18n } = useTranslation();
  const name = (a: Pick<Amenity, 'en_name' | 'es_name'>) => (i18n.language === 'en' ? a.en_name : a.es_name);
  return (
    <Checkbox.Group
      label={label}
      value={[...value]}
      onChange={onChange}
      error={error}
      data-testid="amenities"
    >
      {amenities.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          —
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
          {[...amenities]
            .sort((a, b) => name(a).localeCompare(name(b), i18n.language))
            .map((amenity) => (
              <Checkbox key={amenity.id} value={amenity.id} label={name(amenity)} disabled={disabled} />
            ))}
        </SimpleGrid>
      )}
    </Checkbox.Group>
  );
}
