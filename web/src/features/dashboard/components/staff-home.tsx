import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FILE_TYPE_LABELS } from '@casona/proto/enums';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import {
  useCalendarsNeedingAttention,
  useExpiringDocuments,
  useInReview,
  useRecentContacts,
  useRecentEmails,
} from '../api/staff-home.ts';

/** How many entries a card names before "see all". */
const FIRST = 3;
/** Contact messages have no "answered" mark: the card shows the last week's. */
const CONTACT_DAYS = 7;

interface CardProps {
  id: string;
  title: string;
  count: number;
  more: ReactNode;
  children: ReactNode;
}

/** One source of the staff home: its count, the first few entries and where to fix them. */
function AttentionCard({ id, title, count, more, children }: CardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" data-testid={`attention-${id}`} data-count={count}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <Badge color={count > 0 ? 'red' : 'gray'} variant="light" c="dark.7" data-testid="attention-count">
            {count}
          </Badge>
        </Group>
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.staffHome.nothing')}
          </Text>
        ) : (
          <>
            <Stack gap={4}>{children}</Stack>
            {more}
          </>
        )}
      </Stack>
    </Card>
  );
}

function InReviewCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const q = useInReview();
  if (!q.data) return null;
  return (
    <AttentionCard
      id="in-review"
      title={t('dashboard.staffHome.inReview.title')}
      count={q.data.total}
      more={
        <AnchorLink
          to="/dashboard/admin/properties"
          search={{ status: 'REVISION' }}
          size="sm"
          underline="always"
        >
          {t('dashboard.staffHome.seeAll')}
        </AnchorLink>
      }
    >
      {q.data.items.slice(0, FIRST).map((p) => (
        <Text size="sm" key={p.id} data-testid="attention-item">
          <AnchorLink to="/dashboard/admin/property/$id" params={{ id: p.id }} size="sm" underline="always">
            {p.name}
          </AnchorLink>{' '}
          <Text span size="sm" c="dimmed">
            {t('dashboard.staffHome.inReview.since', { date: formatDate(p.created_at, language) })}
          </Text>
        </Text>
      ))}
    </AttentionCard>
  );
}

function CalendarsCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const q = useCalendarsNeedingAttention();
  if (!q.data) return null;
  return (
    <AttentionCard
      id="calendars"
      title={t('dashboard.staffHome.calendars.title')}
      count={q.data.total}
      more={null}
    >
      {q.data.items.slice(0, FIRST).map((feed) => (
        <Text size="sm" key={feed.property_airbnb_listing_id} data-testid="attention-item">
          <AnchorLink
            to="/dashboard/property/$id/airbnb"
            params={{ id: feed.property_id }}
            size="sm"
            underline="always"
          >
            {t('dashboard.staffHome.calendars.item', { listing: feed.name, property: feed.property_name })}
          </AnchorLink>{' '}
          <Text span size="sm" c="dimmed">
            {feed.stale
              ? feed.last_success_at
                ? t('dashboard.staffHome.calendars.staleSince', {
                    date: formatDate(feed.last_success_at, language),
                  })
                : t('dashboard.staffHome.calendars.never')
              : t('dashboard.staffHome.calendars.failing', { count: feed.consecutive_failures })}
          </Text>
        </Text>
      ))}
      {q.data.total > FIRST && (
        <Text size="sm" c="dimmed">
          {t('dashboard.staffHome.andMore', { count: q.data.total - FIRST })}
        </Text>
      )}
    </AttentionCard>
  );
}

function DocumentsCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const q = useExpiringDocuments();
  if (!q.data) return null;
  return (
    <AttentionCard
      id="documents"
      title={t('dashboard.staffHome.documents.title')}
      count={q.data.total}
      more={null}
    >
      {q.data.items.slice(0, FIRST).map((file) => (
        <Text size="sm" key={file.property_file_id} data-testid="attention-item">
          <AnchorLink
            to="/dashboard/property/$id/files"
            params={{ id: file.property_id }}
            size="sm"
            underline="always"
          >
            {t('dashboard.staffHome.documents.item', {
              type: FILE_TYPE_LABELS[file.type][language],
              property: file.property_name,
            })}
          </AnchorLink>{' '}
          <Text span size="sm" c={file.standing === 'EXPIRED' ? 'red' : 'dimmed'}>
            {t(
              file.standing === 'EXPIRED'
                ? 'dashboard.staffHome.documents.expired'
                : 'dashboard.staffHome.documents.expiring',
              { date: formatDate(file.valid_to, language) },
            )}
          </Text>
        </Text>
      ))}
      {q.data.total > FIRST && (
        <Text size="sm" c="dimmed">
          {t('dashboard.staffHome.andMore', { count: q.data.total - FIRST })}
        </Text>
      )}
    </AttentionCard>
  );
}

function EmailsCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const q = useRecentEmails();
  if (!q.data) return null;
  const failed = q.data.items.filter((d) => d.status === 'FAILED');
  return (
    <AttentionCard
      id="emails"
      title={t('dashboard.staffHome.emails.title', { count: q.data.items.length })}
      count={failed.length}
      more={
        <AnchorLink to="/dashboard/admin/notifications" size="sm" underline="always">
          {t('dashboard.staffHome.seeAll')}
        </AnchorLink>
      }
    >
      {failed.slice(0, FIRST).map((d) => (
        <Text size="sm" key={d.id} data-testid="attention-item">
          {d.recipient}{' '}
          <Text span size="sm" c="dimmed">
            {formatDate(d.created_at, language)}
          </Text>
        </Text>
      ))}
    </AttentionCard>
  );
}

function ContactsCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const q = useRecentContacts();
  if (!q.data) return null;
  const since = Date.now() - CONTACT_DAYS * 86_400_000;
  const recent = q.data.items.filter((m) => new Date(m.created_at).getTime() >= since);
  return (
    <AttentionCard
      id="contacts"
      title={t('dashboard.staffHome.contacts.title', { count: CONTACT_DAYS })}
      count={recent.length}
      more={
        <AnchorLink to="/dashboard/admin/contact" size="sm" underline="always">
          {t('dashboard.staffHome.seeAll')}
        </AnchorLink>
      }
    >
      {recent.slice(0, FIRST).map((m) => (
        <Text size="sm" key={m.id} data-testid="attention-item">
          {m.name}{' '}
          <Text span size="sm" c="dimmed">
            {formatDate(m.created_at, language)}
          </Text>
        </Text>
      ))}
    </AttentionCard>
  );
}

/**
 * Where staff land (issue 19): what needs attention today, one card per source, each read from its
 * owning service and linking to the screen where it is fixed. A source the person may not read is
 * left out; an empty one says so calmly. Finance keeps no staff list of failed payments yet, so
 * there is no payments card.
 */
export function StaffHome() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="staff-home">
      <Title order={2} size="h3">
        {t('dashboard.staffHome.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <InReviewCard />
        <CalendarsCard />
        <DocumentsCard />
        <EmailsCard />
        <ContactsCard />
      </SimpleGrid>
    </Stack>
  );
}
