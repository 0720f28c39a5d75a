import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AirbnbProfileView, AirbnbReviewView } from '@casona/proto/listings/airbnb-profiles';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AdminList, type Column } from '../../../components/admin-list/admin-list.tsx';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatNumber } from '../../../lib/money.ts';
import { useAirbnbProfiles, useDeleteAirbnbProfile } from '../api/profiles.ts';
import { useAirbnbReviews, useDeleteAirbnbReview } from '../api/reviews.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { ReviewForm } from '../components/review-form.tsx';
import type { AdminAirbnbProfileSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/airbnb_profile');

type ListState = {
  page: number;
  q: string | undefined;
  onPage: (page: number) => void;
  onSearch: (q: string | undefined) => void;
};

/**
 * /dashboard/admin/airbnb_profile?view=&page=&q=: staff keep Airbnb profiles and the reviews of
 * Airbnb listings — each list searched and paged, deleting asks for the type-to-confirm phrase.
 */
export function AdminAirbnbProfilesPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const view = search.view ?? 'profiles';
  useDocumentTitle(t('sections.adminAirbnbProfile.title'));
  const set = (change: AdminAirbnbProfileSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }) });
  const list: ListState = {
    page: search.page ?? 1,
    q: search.q,
    onPage: (page) => set({ page }),
    onSearch: (q) => set({ q, page: undefined }),
  };
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.adminAirbnbProfile.title')}</Title>
        <Text c="dimmed">{t('sections.adminAirbnbProfile.description')}</Text>
      </Stack>
      <SegmentedControl
        value={view}
        onChange={(v) => void navigate({ search: { view: v as 'profiles' | 'reviews' } })}
        data={[
          { value: 'profiles', label: t('adminAirbnb.profiles.title') },
          { value: 'reviews', label: t('adminAirbnb.reviews.title') },
        ]}
        w="fit-content"
        data-testid="admin-airbnb-view"
      />
      {view === 'profiles' ? <Profiles {...list} /> : <Reviews {...list} />}
    </Stack>
  );
}

function Profiles({ page, q, onPage, onSearch }: ListState) {
  const { t } = useTranslation();
  const language = useLanguage();
  const profiles = useAirbnbProfiles({ page, q });
  const remove = useDeleteAirbnbProfile();
  const [editing, setEditing] = useState<AirbnbProfileView | null>(null);
  const columns: Column<AirbnbProfileView>[] = [
    {
      key: 'url',
      header: t('adminAirbnb.profiles.url'),
      cell: (profile) => (
        <Anchor href={profile.profile_url} target="_blank" rel="noopener noreferrer" size="sm">
          {profile.profile_url}
        </Anchor>
      ),
    },
    {
      key: 'kind',
      header: t('adminAirbnb.profiles.kind'),
      cell: (profile) => (
        <Badge variant="light" color={profile.is_host ? 'blue' : 'gray'} c="dark.7">
          {profile.is_host ? t('adminAirbnb.profiles.host') : t('adminAirbnb.profiles.guest')}
        </Badge>
      ),
    },
    {
      key: 'reviews',
      header: t('adminAirbnb.profiles.reviews'),
      align: 'right',
      cell: (profile) => formatNumber(profile.review_count, language),
    },
    {
      key: 'added',
      header: t('adminAirbnb.added'),
      cell: (profile) => formatDate(profile.created_at, language),
    },
    {
      key: 'actions',
      header: t('adminAirbnb.actions'),
      hideHeader: true,
      cell: (profile) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setEditing(profile)}>
            {t('adminAirbnb.edit')}
          </Button>
          <TypeToConfirmButton
            label={t('adminAirbnb.delete')}
            body={t('adminAirbnb.profiles.deleteQuestion', { url: profile.profile_url })}
            phrase={t('adminList.deletePhrase')}
            onConfirm={() => remove.mutateAsync(profile.id)}
            testId="delete-profile"
          />
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('adminAirbnb.profiles.add')}
          </Title>
          <ProfileForm />
        </Stack>
      </Card>
      <AdminList
        query={profiles}
        columns={columns}
        rowKey={(profile) => profile.id}
        testId="profiles-table"
        rowTestId="profile-row"
        page={page}
        onPage={onPage}
        search={{ value: q, onChange: onSearch, placeholder: t('adminAirbnb.profiles.searchHint') }}
        empty={t('adminAirbnb.profiles.empty')}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('adminAirbnb.profiles.edit')}
      >
        {editing && <ProfileForm key={editing.id} profile={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

function Reviews({ page, q, onPage, onSearch }: ListState) {
  const { t } = useTranslation();
  const reviews = useAirbnbReviews({ page, q });
  const remove = useDeleteAirbnbReview();
  const [editing, setEditing] = useState<AirbnbReviewView | null>(null);
  const columns: Column<AirbnbReviewView>[] = [
    { key: 'listing', header: t('adminAirbnb.reviews.listing'), cell: (review) => review.listing_id },
    {
      key: 'rating',
      header: t('adminAirbnb.reviews.rating'),
      cell: (review) => (
        <Text size="sm" role="img" aria-label={t('adminAirbnb.reviews.stars', { count: review.rating })}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </Text>
      ),
    },
    {
      key: 'text',
      header: t('adminAirbnb.reviews.text'),
      width: 320,
      cell: (review) => (
        <Text size="sm" lineClamp={3}>
          {review.review_text}
        </Text>
      ),
    },
    {
      key: 'response',
      header: t('adminAirbnb.reviews.response'),
      width: 240,
      cell: (review) => (
        <Text size="sm" lineClamp={3} c={review.host_response ? undefined : 'dimmed'}>
          {review.host_response ?? t('adminAirbnb.reviews.noResponse')}
        </Text>
      ),
    },
    { key: 'host', header: t('adminAirbnb.reviews.host'), cell: (review) => review.host_id },
    { key: 'reviewer', header: t('adminAirbnb.reviews.reviewer'), cell: (review) => review.reviewer_id },
    {
      key: 'actions',
      header: t('adminAirbnb.actions'),
      hideHeader: true,
      cell: (review) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setEditing(review)}>
            {t('adminAirbnb.edit')}
          </Button>
          <TypeToConfirmButton
            label={t('adminAirbnb.delete')}
            body={t('adminAirbnb.reviews.deleteQuestion')}
            phrase={t('adminList.deletePhrase')}
            onConfirm={() => remove.mutateAsync(review.id)}
            testId="delete-review"
          />
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('adminAirbnb.reviews.add')}
          </Title>
          <ReviewForm />
        </Stack>
      </Card>
      <AdminList
        query={reviews}
        columns={columns}
        rowKey={(review) => review.id}
        testId="reviews-table"
        rowTestId="review-row"
        minWidth={900}
        page={page}
        onPage={onPage}
        search={{ value: q, onChange: onSearch, placeholder: t('adminAirbnb.reviews.searchHint') }}
        empty={t('adminAirbnb.reviews.empty')}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('adminAirbnb.reviews.edit')}
        size="lg"
      >
        {editing && <ReviewForm key={editing.id} review={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
