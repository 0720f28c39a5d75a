import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FILE_TYPE_LABELS } from '@casona/proto/enums';
import { PAYMENT_TYPE_LABELS } from '@casona/proto/finance/payments';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { formatDate, formatMoney, type Language } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import {
  useCalendarsNeedingAttention,
  useExpiringDocuments,
  useFailedEmails,
  useFailedPayments,
  useInReview,
  useFailedWhatsapp,
  useUnansweredContacts,
} from '../api/staff-home.ts';

/** How many entries a card names before "and N more". */
const FIRST = 3;

/** What a card is given to draw an entry: the words and the reader's language. */
type Draw<T> = (item: T, t: TFunction, language: Language) => ReactNode;

/** Where a card's "see all" leads: the staff page listing every entry, filtered to the card's own. */
export interface SeeAllTarget {
  to: string;
  search?: Record<string, string>;
}

/**
 * Each card's "see all", so "and N more" always leads somewhere: the staff list of the same
 * entries, with the filter (kept in that page's URL) that shows only them.
 */
export const SEE_ALL = {
  'in-review': { to: '/dashboard/admin/properties', search: { status: 'REVISION' } },
  calendars: { to: '/dashboard/admin/airbnb_listing', search: { health: 'attention' } },
  documents: { to: '/dashboard/admin/expiring_file' },
  emails: { to: '/dashboard/admin/notifications', search: { email_status: 'FAILED' } },
  whatsapp: { to: '/dashboard/admin/notifications', search: { whatsapp_status: 'FAILED' } },
  payments: { to: '/dashboard/admin/payment', search: { status: 'FAILED' } },
  contacts: { to: '/dashboard/admin/contact', search: { answered: 'no' } },
} as const satisfies Record<string, SeeAllTarget>;
export type SourceId = keyof typeof SEE_ALL;

/**
 * One source of the staff home: the list its owning service answers (a page, or every entry), how
 * it names an entry and where the whole list is fixed. The count is the service's total, so a card
 * never says less than there is.
 */
interface Source<T> {
  id: SourceId;
  title: (t: TFunction) => string;
  use: () => UseQueryResult<{ items: T[]; total?: number }>;
  key: (item: T) => string;
  draw: Draw<T>;
}

/**
 * A source with its entries' type sealed in: its card, drawn by the generic AttentionCard, so the
 * list below can hold sources of different entries without widening any of them.
 */
interface AttentionSource {
  id: SourceId;
  card: ReactNode;
}

const source = <T,>(s: Source<T>): AttentionSource => ({ id: s.id, card: <AttentionCard source={s} /> });

const dim = (text: string, color = 'dimmed') => (
  <Text span size="sm" c={color}>
    {text}
  </Text>
);

const SeeAll = ({ to, search }: SeeAllTarget) => {
  const { t } = useTranslation();
  return (
    <AnchorLink to={to} search={search} size="sm" underline="always" data-testid="attention-see-all">
      {t('dashboard.staffHome.seeAll')}
    </AnchorLink>
  );
};

/** Every source, in the order the home shows them. */
export const SOURCES: readonly AttentionSource[] = [
  source({
    id: 'in-review',
    title: (t) => t('dashboard.staffHome.inReview.title'),
    use: useInReview,
    key: (p) => p.id,
    draw: (p, t, language) => (
      <>
        <AnchorLink to="/dashboard/admin/property/$id" params={{ id: p.id }} size="sm" underline="always">
          {p.name}
        </AnchorLink>{' '}
        {dim(t('dashboard.staffHome.inReview.since', { date: formatDate(p.created_at, language) }))}
      </>
    ),
  }),
  source({
    id: 'calendars',
    title: (t) => t('dashboard.staffHome.calendars.title'),
    use: useCalendarsNeedingAttention,
    key: (feed) => feed.property_airbnb_listing_id,
    draw: (feed, t, language) => (
      <>
        <AnchorLink
          to="/dashboard/property/$id/airbnb"
          params={{ id: feed.property_id }}
          size="sm"
          underline="always"
        >
          {t('dashboard.staffHome.calendars.item', { listing: feed.name, property: feed.property_name })}
        </AnchorLink>{' '}
        {dim(
          feed.stale
            ? feed.last_success_at
              ? t('dashboard.staffHome.calendars.staleSince', {
                  date: formatDate(feed.last_success_at, language),
                })
              : t('dashboard.staffHome.calendars.never')
            : t('dashboard.staffHome.calendars.failing', { count: feed.consecutive_failures }),
        )}
      </>
    ),
  }),
  source({
    id: 'documents',
    title: (t) => t('dashboard.staffHome.documents.title'),
    use: useExpiringDocuments,
    key: (file) => file.property_file_id,
    draw: (file, t, language) => (
      <>
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
        {dim(
          t(
            file.standing === 'EXPIRED'
              ? 'dashboard.staffHome.documents.expired'
              : 'dashboard.staffHome.documents.expiring',
            { date: formatDate(file.valid_to, language) },
          ),
          file.standing === 'EXPIRED' ? 'red' : 'dimmed',
        )}
      </>
    ),
  }),
  source({
    id: 'emails',
    title: (t) => t('dashboard.staffHome.emails.failed'),
    use: useFailedEmails,
    key: (d) => d.id,
    draw: (d, _t, language) => (
      <>
        {d.recipient} {dim(formatDate(d.created_at, language))}
      </>
    ),
  }),
  source({
    id: 'whatsapp',
    title: (t) => t('dashboard.staffHome.whatsapp.failed'),
    use: useFailedWhatsapp,
    key: (m) => m.id,
    draw: (m, _t, language) => (
      <>
        +{m.recipient} {dim(formatDate(m.created_at, language))}
      </>
    ),
  }),
  source({
    id: 'payments',
    title: (t) => t('dashboard.staffHome.payments.title'),
    use: useFailedPayments,
    key: (p) => p.id,
    draw: (p, t, language) => (
      <>
        {t('dashboard.staffHome.payments.item', {
          type: PAYMENT_TYPE_LABELS[p.type][language],
          amount: formatMoney(p.amount / 100, 'MXN', language),
        })}
        {p.property_name ? ` (${p.property_name})` : ''}{' '}
        {dim(formatDate(p.failed_at ?? p.created_at, language))}
      </>
    ),
  }),
  source({
    id: 'contacts',
    title: (t) => t('dashboard.staffHome.contacts.unanswered'),
    use: useUnansweredContacts,
    key: (m) => m.id,
    draw: (m, _t, language) => (
      <>
        {m.name} {dim(formatDate(m.created_at, language))}
      </>
    ),
  }),
];

/**
 * One source's card: its count, the first few entries and where to fix them. A source the person
 * may not read (403) or that does not answer is left out; an empty one says so calmly.
 */
function AttentionCard<T>({ source: s }: { source: Source<T> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const q = s.use();
  if (!q.data) return null;
  const count = q.data.total ?? q.data.items.length;
  return (
    <Card withBorder padding="md" data-testid={`attention-${s.id}`} data-count={count}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{s.title(t)}</Text>
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
            <Stack gap={4}>
              {q.data.items.slice(0, FIRST).map((item) => (
                <Text size="sm" key={s.key(item)} data-testid="attention-item">
                  {s.draw(item, t, language)}
                </Text>
              ))}
              {count > FIRST && (
                <Text size="sm" c="dimmed">
                  {t('dashboard.staffHome.andMore', { count: count - FIRST })}
                </Text>
              )}
            </Stack>
            <SeeAll {...SEE_ALL[s.id]} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Where staff land (issue 19): what needs attention today — properties in review, stale or failing
 * calendars, expiring documents, failed emails, WhatsApp messages and payments, unanswered contact
 * messages — one card per source, each read from its owning service and linking to where it is
 * fixed, with "see all" on the staff list filtered to the card's entries.
 */
export function StaffHome() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="staff-home">
      <Title order={2} size="h3">
        {t('dashboard.staffHome.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SOURCES.map((s) => (
          <Fragment key={s.id}>{s.card}</Fragment>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
