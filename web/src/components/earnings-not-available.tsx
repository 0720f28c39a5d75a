import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a property page's earnings block says when the short-term-rental estimate does not cover the
 * property's area (issue 18: PropertyDisplay.estimated_earnings.not_available — outside Mexico City,
 * or no location): never another city's figures. For the property page's earnings section.
 */
export function EarningsNotAvailable() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" data-testid="property-earnings-not-available">
      {t('appraisal.propertyEarningsUnavailable')}
    </Text>
  );
}
