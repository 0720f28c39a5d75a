/**
 * /dashboard/admin/appraisal (page query): every appraisal newest first with the owner's opinion,
 * the price they proposed and the model's error against it, and the error summary over all.
 */
import { Alert, Badge, Loader, Stack, Table, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { SearchBox } from '../../../components/admin-list/search-box.tsx';
import { Pager } from '../../../components/pager.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatMoneyCompact } from '../../../lib/money.ts';
import { useAdminAppraisals } from '../api/appraisal.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/appraisal');

const percent = (value: number, language: 'es' | 'en', signed = false) =>
  new Intl.NumberFormat(language === 'es' ? 'es-MX' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(value);

export function AdminAppraisalPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const language = useLanguage();
  const navigate = route.useNavigate();
  const { page = 1, q } = route.useSearch();
  const query = useAdminAppraisals(page, q);
  const money = (value: number) => formatMoneyCompact(value, 'MXN', language);
  const data = query.data;
  return (
    <Stack gap="md">
      <SearchBox
        value={q}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, q: next, page: undefined }) })}
        placeholder={t('adminAppraisal.searchHint')}
      />
      {query.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          {message('appraisal.error')}
        </Alert>
      )}
      {data && (
        <>
          <Text data-testid="admin-appraisal-summary">
            {t('adminAppraisal.summary', {
              appraisals: data.summary.appraisals,
              withFeedback: data.summary.with_feedback,
              adequate: data.summary.adequate,
              tooLow: data.summary.too_low,
              tooHigh: data.summary.too_high,
            })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="admin-appraisal-error">
            {data.summary.median_abs_error === null || data.summary.range_coverage === null
              ? t('adminAppraisal.noError')
              : t('adminAppraisal.error', {
                  error: percent(data.summary.median_abs_error, language),
                  coverage: percent(data.summary.range_coverage, language),
                })}
          </Text>
          {data.items.length === 0 ? (
            <Text>{t('adminAppraisal.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={860}>
              <Table striped data-testid="admin-appraisal-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminAppraisal.columns.date')}</Table.Th>
                    <Table.Th>{t('adminAppraisal.columns.address')}</Table.Th>
                    <Table.Th>{t('adminAppraisal.columns.price')}</Table.Th>
                    <Table.Th>{t('adminAppraisal.columns.range')}</Table.Th>
                    <Table.Th>{t('adminAppraisal.columns.feedback')}</Table.Th>
                    <Table.Th>{t('adminAppraisal.columns.corrected')}</Table.Th>
                    <Table.Th>{t('adminAppraisal.columns.error')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((row) => (
                    <Table.Tr key={row.id} data-testid="admin-appraisal-row">
                      <Table.Td>{formatDate(row.created_at, language)}</Table.Td>
                      <Table.Td>
                        <AnchorLink to="/appraisal/$id" params={{ id: row.id }}>
                          {row.search_address_string}
                        </AnchorLink>
                      </Table.Td>
                      <Table.Td>{money(row.price)}</Table.Td>
                      <Table.Td>
                        {money(row.min_price)} – {money(row.max_price)}
                      </Table.Td>
                      <Table.Td>
                        {row.feedback ? (
                          <Stack gap={2}>
                            <Badge variant="light">{t(`appraisal.feedback.${row.feedback}`)}</Badge>
                            {row.feedback_message && <Text size="xs">{row.feedback_message}</Text>}
                          </Stack>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('adminAppraisal.none')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {row.feedback_corrected_price !== null ? money(row.feedback_corrected_price) : '—'}
                      </Table.Td>
                      <Table.Td>
                        {row.model_error !== null ? (
                          <Text size="sm">
                            {percent(row.model_error, language, true)}
                            {row.within_range !== null &&
                              ` · ${row.within_range ? t('adminAppraisal.inRange') : t('adminAppraisal.outOfRange')}`}
                          </Text>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Pager
            page={data.page}
            total={data.total}
            pageSize={data.pageSize}
            onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
          />
        </>
      )}
    </Stack>
  );
}
