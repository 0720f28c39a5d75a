import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { STAFF_ROLES, type StaffRole } from '@casona/proto/enums';
import { Email, Literals } from '@casona/proto/validation/types';
import { Type } from 'typebox';
import { useTranslation } from 'react-i18next';

import { SelectField, TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSession } from '../../../components/use-session.ts';
import { AdminPage, ErrorAlert, TotalLine } from '../components/admin-page.tsx';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { formatDateTime } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useDeleteStaffRole, usePutStaffRole, useStaff } from '../api/staff-roles.ts';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';

/** identity's staff-role grant by email (`PUT /admin/role`): proto's email rule plus a staff role. */
const StaffGrantForm = Type.Object({ email: Email(), role: Literals(STAFF_ROLES) });

/** /dashboard/admin/role: company staff (ADMIN, STAFF): grant by email, change, remove. */
export function AdminRolePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const claims = useSession();
  const staff = useStaff();
  const put = usePutStaffRole();
  const remove = useDeleteStaffRole();
  return (
    <AdminPage section="adminRole">
      <GrantForm />
      {put.isError && <ErrorAlert error={put.error} />}
      {remove.isError && <ErrorAlert error={remove.error} />}
      {staff.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {staff.isError && <ErrorAlert error={staff.error} />}
      {staff.data && (
        <Card withBorder radius="lg" padding="md">
          <Stack gap="xs">
            <TotalLine total={staff.data.length} />
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" data-testid="staff-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('forms.name')}</Table.Th>
                    <Table.Th>{t('forms.email')}</Table.Th>
                    <Table.Th>{t('admin.role.role')}</Table.Th>
                    <Table.Th>{t('admin.since')}</Table.Th>
                    <Table.Th>{t('admin.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {staff.data.map((member) => {
                    const self = member.profile_id === claims?.sub;
                    return (
                      <Table.Tr key={member.profile_id}>
                        <Table.Td>
                          {member.name}
                          {self && (
                            <Badge ml="xs" size="xs" variant="light">
                              {t('allies.you')}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>{member.email}</Table.Td>
                        <Table.Td>
                          <NativeSelect
                            size="xs"
                            aria-label={t('admin.role.changeFor', { name: member.name })}
                            value={member.role}
                            data={STAFF_ROLES.map((role) => ({
                              value: role,
                              label: t(`admin.role.roles.${role}`),
                            }))}
                            disabled={put.isPending}
                            onChange={(event) =>
                              put.mutate({
                                profile_id: member.profile_id,
                                role: event.currentTarget.value as StaffRole,
                              })
                            }
                          />
                        </Table.Td>
                        <Table.Td>{formatDateTime(member.created_at, language)}</Table.Td>
                        <Table.Td>
                          <ConfirmButton
                            label={t('admin.role.remove')}
                            question={t('admin.role.removeQuestion', { name: member.name })}
                            confirmLabel={t('admin.role.remove')}
                            loading={remove.isPending && remove.variables === member.profile_id}
                            onConfirm={() => remove.mutate(member.profile_id)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Card>
      )}
    </AdminPage>
  );
}

function GrantForm() {
  const { t } = useTranslation();
  const put = usePutStaffRole();
  const form = useSchemaForm({
    schema: StaffGrantForm,
    initialValues: { email: '', role: 'STAFF' as StaffRole | '' },
    toPayload: (v) => ({ email: v.email.trim(), role: v.role }),
    onSubmit: (payload) => put.mutateAsync(payload),
    resetOnSuccess: true,
  });
  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={form.handleSubmit} noValidate data-testid="grant-role-form">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('admin.role.grantTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField binding={form.field('email')} label={t('forms.email')} type="email" required />
            <SelectField
              binding={form.field('role')}
              label={t('admin.role.role')}
              options={STAFF_ROLES.map((role) => ({ value: role, label: t(`admin.role.roles.${role}`) }))}
              required
            />
          </SimpleGrid>
          <FormFeedback status={form.status} language={form.language} successText={t('admin.role.granted')} />
          <Group>
            <Button type="submit" loading={form.status.state === 'submitting'}>
              {t('admin.role.grant')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
