/** Previous / next for a page of `{ items, total, page, pageSize }`; hidden when everything fits on one page. */
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('listings.market.pagination')}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('market.results.previous')}
      </Button>
      <Text size="sm" aria-current="page">
        {t('market.results.page', { page, pages })}
      </Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('market.results.next')}
      </Button>
    </Group>
  );
}
