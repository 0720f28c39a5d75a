import { Badge, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { STAFF_ROLES, type StaffRole } from '@casona/proto/enums';
import { Email, Literals } from '@casona/proto/validation/types';
import type { StaffPage } from '@casona/proto/identity/responses';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { Type } from 'typebox';
import { useTranslation } from 'react-i18next';

import { SelectField, TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSession } from '../../../components/use-session.ts';
import { AdminList, type Column } from '../../../components/admin-list/admin-list.tsx';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { formatDateTime } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useDeleteStaffRole, usePutStaffRole, useStaff } from '../api/staff-roles.ts';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';

/** identity's staff-role grant by email (`PUT /admin/role`): proto's email rule plus a staff role. */
const StaffGrantForm = Type.Object({ email: Email(), role: Literals(STAFF_ROLES) });

const route = getRouteApi('/dashboard/admin/dashboard/admin/role');

type StaffRow = StaffPage['items'][number];

/** A staff member's role: choosing another asks for the type-to-confirm phrase (their email) first. */
function RoleCell({ member }: { member: StaffRow }) {
  const { t } = useTranslation();
  const put = usePutStaffRole();
  const [next, setNext] = useState<StaffRole | null>(null);
  return (
    <>
      <NativeSelect
        size="xs"
        aria-label={t('admin.role.changeFor', { name: member.name })}
        value={member.role}
        data={STAFF_ROLES.map((role) => ({ value: role, label: t(`admin.role.roles.${role}`) }))}
        disabled={put.isPending}
        onChange={(event) => setNext(event.currentTarget.value as StaffRole)}
      />
      <TypeToConfirmDialog
        opened={next !== null && next !== member.role}
        onClose={() => setNext(null)}
        title={t('admin.role.changeTitle', { name: member.name })}
        body={t('admin.role.changeBody', {
          from: t(`admin.role.roles.${member.role}`),
          to: next ? t(`admin.role.roles.${next}`) : '',
        })}
        phrase={member.email}
        confirmLabel={t('admin.role.change')}
        onConfirm={() => put.mutateAsync({ profile_id: member.profile_id, role: next ?? member.role })}
      />
    </>
  );
}

/** /dashboard/admin/role?page=&q=: company staff (ADMIN, STAFF): grant by email, search, change, remove. */
export function AdminRolePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const claims = useSession();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const staff = useStaff({ page, q: search.q });
  const remove = useDeleteStaffRole();
  const columns: Column<StaffRow>[] = [
    {
      key: 'name',
      header: t('forms.name'),
      cell: (member) => (
        <>
          {member.name}
          {member.profile_id === claims?.sub && (
            <Badge ml="xs" size="xs" variant="light">
              {t('allies.you')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'email', header: t('forms.email'), cell: (member) => member.email },
    { key: 'role', header: t('admin.role.role'), cell: (member) => <RoleCell member={member} /> },
    { key: 'since', header: t('admin.since'), cell: (member) => formatDateTime(member.created_at, language) },
    {
      key: 'actions',
      header: t('admin.actions'),
      cell: (member) => (
        <TypeToConfirmButton
          label={t('admin.role.remove')}
          body={t('admin.role.removeQuestion', { name: member.name })}
          phrase={member.email}
          onConfirm={() => remove.mutateAsync(member.profile_id)}
          testId="remove-role"
        />
      ),
    },
  ];
  return (
    <AdminPage section="adminRole">
      <GrantForm />
      <Card withBorder radius="lg" padding="md">
        <AdminList
          query={staff}
          columns={columns}
          rowKey={(member) => member.profile_id}
          testId="staff-table"
          minWidth={640}
          page={page}
          onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
          search={{
            value: search.q,
            onChange: (q) => void navigate({ search: (prev) => ({ ...prev, q, page: undefined }) }),
            placeholder: t('admin.role.searchHint'),
          }}
        />
      </Card>
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
