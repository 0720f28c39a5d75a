import { Badge, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { creditEligibility } from '@casona/proto/documents/routes';
import { useTranslation } from 'react-i18next';

import { api } from '../../../lib/api/client.ts';
import { documentsKeys } from '../../../lib/api/query-keys.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { Section } from './property-sections.tsx';

const shown = (reason: { key: string; ok: boolean }) => !reason.ok || reason.key === 'credit.eligible';

/**
 * "Apta para crédito Infonavit / Cofinavit" (issue 15): the documents service's verdict with every
 * condition met or not, in the reader's language, and the published limits it used. Nothing shows
 * when the service does not answer or the reader may not see it.
 */
export function CreditEligibility({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery({
    queryKey: documentsKeys.credit(propertyId),
    queryFn: ({ signal }) =>
      api(creditEligibility.eligibility, { query: { property_id: propertyId }, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const verdict = query.data;
  if (!verdict) return null;
  return (
    <Section title={t('property.credit.title')} testId="property-credit">
      <Group gap="xs">
        {verdict.eligible ? (
          verdict.programs.map((program) => (
            <Badge key={program} color="teal" variant="light" data-testid="credit-program">
              {t('property.credit.eligible', {
                program: program === 'INFONAVIT' ? 'Infonavit' : 'Cofinavit',
              })}
            </Badge>
          ))
        ) : (
          <Badge color="gray" variant="light" data-testid="credit-not-eligible">
            {t('property.credit.notEligible')}
          </Badge>
        )}
      </Group>
      {/* A condition's message says what is missing: only unmet ones are listed ("✓ The price is above
          the limit" read as a contradiction), or the verdict itself when every one is met. */}
      {verdict.reasons.some(shown) && (
        <List spacing={4} size="sm" data-testid="credit-reasons">
          {verdict.reasons.filter(shown).map((reason) => (
            <List.Item key={reason.key}>{reason.message}</List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed">
        {t('property.credit.source', {
          source: verdict.limits_source,
          date: formatDate(`${verdict.limits_published_on}T12:00:00`, language),
        })}
      </Text>
    </Section>
  );
}
