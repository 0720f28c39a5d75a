import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { AirbnbProfileView, AirbnbReviewView } from '@casona/proto/listings/airbnb-profiles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { Pager } from '../../../components/pager.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatNumber } from '../../../lib/money.ts';
import { useAirbnbProfiles, useDeleteAirbnbProfile } from '../api/profiles.ts';
import { useAirbnbReviews, useDeleteAirbnbReview } from '../api/reviews.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { ReviewForm } from '../components/review-form.tsx';

/** /dashboard/admin/airbnb_profile: staff keep Airbnb profiles and the reviews of Airbnb listings. */
export function AdminAirbnbProfilesPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<'profiles' | 'reviews'>('profiles');
  useDocumentTitle(t('sections.adminAirbnbProfile.title'));
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.adminAirbnbProfile.title')}</Title>
        <Text c="dimmed">{t('sections.adminAirbnbProfile.description')}</Text>
      </Stack>
      <SegmentedControl
        value={view}
        onChange={(v) => setView(v as 'profiles' | 'reviews')}
        data={[
          { value: 'profiles', label: t('adminAirbnb.profiles.title') },
          { value: 'reviews', label: t('adminAirbnb.reviews.title') },
        ]}
        w="fit-content"
        data-testid="admin-airbnb-view"
      />
      {view === 'profiles' ? <Profiles /> : <Reviews />}
    </Stack>
  );
}

function Profiles() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const profiles = useAirbnbProfiles(page);
  const remove = useDeleteAirbnbProfile();
  const [editing, setEditing] = useState<AirbnbProfileView | null>(null);
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
      {profiles.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {(profiles.isError || remove.isError) && (
        <Text c="red.9" role="alert">
          {failureText(profiles.error ?? remove.error, language, 'error.generic')}
        </Text>
      )}
      {profiles.data?.items.length === 0 && <Text c="dimmed">{t('adminAirbnb.profiles.empty')}</Text>}
      {profiles.data && profiles.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" data-testid="profiles-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminAirbnb.profiles.url')}</Table.Th>
                <Table.Th>{t('adminAirbnb.profiles.kind')}</Table.Th>
                <Table.Th ta="right">{t('adminAirbnb.profiles.reviews')}</Table.Th>
                <Table.Th>{t('adminAirbnb.added')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('adminAirbnb.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {profiles.data.items.map((profile) => (
                <Table.Tr key={profile.id} data-testid="profile-row">
                  <Table.Td>
                    <Anchor href={profile.profile_url} target="_blank" rel="noopener noreferrer" size="sm">
                      {profile.profile_url}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={profile.is_host ? 'blue' : 'gray'} c="dark.7">
                      {profile.is_host ? t('adminAirbnb.profiles.host') : t('adminAirbnb.profiles.guest')}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(profile.review_count, language)}</Table.Td>
                  <Table.Td>{formatDate(profile.created_at, language)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(profile)}>
                        {t('adminAirbnb.edit')}
                      </Button>
                      <ConfirmButton
                        label={t('adminAirbnb.delete')}
                        question={t('adminAirbnb.profiles.deleteQuestion', { url: profile.profile_url })}
                        confirmLabel={t('adminAirbnb.delete')}
                        loading={remove.isPending && remove.variables === profile.id}
                        onConfirm={() => remove.mutate(profile.id)}
                        testId="delete-profile"
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {profiles.data && (
        <Pager page={page} total={profiles.data.total} pageSize={profiles.data.pageSize} onPage={setPage} />
      )}
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

function Reviews() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const reviews = useAirbnbReviews(page);
  const remove = useDeleteAirbnbReview();
  const [editing, setEditing] = useState<AirbnbReviewView | null>(null);
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
      {reviews.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {(reviews.isError || remove.isError) && (
        <Text c="red.9" role="alert">
          {failureText(reviews.error ?? remove.error, language, 'error.generic')}
        </Text>
      )}
      {reviews.data?.items.length === 0 && <Text c="dimmed">{t('adminAirbnb.reviews.empty')}</Text>}
      {reviews.data && reviews.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="xs" data-testid="reviews-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminAirbnb.reviews.listing')}</Table.Th>
                <Table.Th>{t('adminAirbnb.reviews.rating')}</Table.Th>
                <Table.Th>{t('adminAirbnb.reviews.text')}</Table.Th>
                <Table.Th>{t('adminAirbnb.reviews.response')}</Table.Th>
                <Table.Th>{t('adminAirbnb.reviews.host')}</Table.Th>
                <Table.Th>{t('adminAirbnb.reviews.reviewer')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('adminAirbnb.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reviews.data.items.map((review) => (
                <Table.Tr key={review.id} data-testid="review-row">
                  <Table.Td>{review.listing_id}</Table.Td>
                  <Table.Td>
                    <Text
                      size="sm"
                      role="img"
                      aria-label={t('adminAirbnb.reviews.stars', { count: review.rating })}
                    >
                      {'★'.repeat(review.rating)}
                      {'☆'.repeat(5 - review.rating)}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={3}>
                      {review.review_text}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={240}>
                    <Text size="sm" lineClamp={3} c={review.host_response ? undefined : 'dimmed'}>
                      {review.host_response ?? t('adminAirbnb.reviews.noResponse')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{review.host_id}</Table.Td>
                  <Table.Td>{review.reviewer_id}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(review)}>
                        {t('adminAirbnb.edit')}
                      </Button>
                      <ConfirmButton
                        label={t('adminAirbnb.delete')}
                        question={t('adminAirbnb.reviews.deleteQuestion')}
                        confirmLabel={t('adminAirbnb.delete')}
                        loading={remove.isPending && remove.variables === review.id}
                        onConfirm={() => remove.mutate(review.id)}
                        testId="delete-review"
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {reviews.data && (
        <Pager page={page} total={reviews.data.total} pageSize={reviews.data.pageSize} onPage={setPage} />
      )}
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
