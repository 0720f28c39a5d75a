import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useStaleFeeds } from '../api/stale-feeds.ts';

/**
 * On the home, the Airbnb calendars of the person's properties that have not synced for 24 h: a
 * stale feed means moved or canceled stays go unnoticed, so each one links to its property's
 * Airbnb tab, where "sync now" and the last error are. Nothing is shown while every feed is fresh.
 */
export function StaleFeeds() {
  const { t } = useTranslation();
  const language = useLanguage();
  const stale = useStaleFeeds();
  if (!stale.data || stale.data.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('dashboard.staleFeeds.title')} data-testid="stale-feeds">
      <Text size="sm" mb="xs">
        {t('dashboard.staleFeeds.intro')}
      </Text>
      <List size="sm" spacing={4}>
        {stale.data.map((feed) => (
          <List.Item key={feed.property_airbnb_listing_id} data-testid="stale-feed">
            <AnchorLink to="/dashboard/property/$id/airbnb" params={{ id: feed.property_id }} size="sm">
              {t('dashboard.staleFeeds.item', { listing: feed.name, property: feed.property_name })}
            </AnchorLink>{' '}
            <Text span size="sm" c="dimmed">
              {feed.last_success_at
                ? t('dashboard.staleFeeds.since', { date: formatDate(feed.last_success_at, language) })
                : t('dashboard.staleFeeds.never')}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
