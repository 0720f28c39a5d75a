import { Alert, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CreditOption, CreditProgram } from '@casona/proto/enums';
import { CREDIT_PROGRAMS } from '@casona/proto/enums';
import { listingsMarket } from '@casona/proto/listings/routes';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { api } from '../../../lib/api/client.ts';
import { formatMoney, type Language } from '../../../lib/money.ts';

const isProgram = (option: CreditOption | ''): option is CreditProgram =>
  (CREDIT_PROGRAMS as readonly string[]).includes(option);

/** How many eligible homes the hint names. */
const SHOWN = 3;

/**
 * A buyer who will pay with Infonavit or Cofinavit (issue 15's leftover): whether this home is "apta
 * para crédito" under that program, and when it is not, published homes that are (GET /market with
 * the program), each linked to its page.
 */
export function CreditHint({
  option,
  property,
  language,
}: {
  option: CreditOption | '';
  property: { id: string; credit_programs: readonly CreditProgram[] } | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  const program = isProgram(option) ? option : null;
  const eligible = Boolean(program && property?.credit_programs.includes(program));
  const others = useQuery({
    queryKey: ['listings', 'market', 'credit', program],
    queryFn: ({ signal }) => api(listingsMarket.market, { query: { credit: program! }, signal }),
    enabled: program !== null && property !== undefined && !eligible,
    staleTime: 5 * 60_000,
  });
  if (!program || !property) return null;
  if (eligible)
    return (
      <Alert color="agave" variant="light" data-testid="credit-hint">
        {t('tours.request.credit.eligible', { program: t(`tours.request.creditOptions.${program}`) })}
      </Alert>
    );
  const homes = (others.data?.items ?? []).filter((p) => p.id !== property.id).slice(0, SHOWN);
  return (
    <Alert color="gray" variant="light" data-testid="credit-hint">
      <Stack gap={4}>
        <Text size="sm">
          {t('tours.request.credit.notEligible', { program: t(`tours.request.creditOptions.${program}`) })}
        </Text>
        {homes.length > 0 && (
          <>
            <Text size="sm">{t('tours.request.credit.others')}</Text>
            <List size="sm" data-testid="credit-eligible-homes">
              {homes.map((home) => (
                <List.Item key={home.id}>
                  <AnchorLink to="/property/$id" params={{ id: home.slug || home.id }} size="sm">
                    {home.name}
                  </AnchorLink>{' '}
                  · {formatMoney(home.price, 'MXN', language, { cents: false })}
                </List.Item>
              ))}
            </List>
          </>
        )}
        {others.isSuccess && homes.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('tours.request.credit.none')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
