import { Alert, Badge, Card, Divider, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { INVITATION_STATUS_LABELS, ROLE_LABEL_LABELS } from '@casona/proto/enums';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import type { InvitationView, MemberView } from '../../../lib/api/contracts.ts';
import { formatDate } from '../../../lib/format.ts';
import { type Language } from '../../../lib/i18n/index.ts';
import { useRevokeInvitation, usePropertyInvitations } from '../api/invitations.ts';
import { useDeleteMember, usePropertyMembers } from '../api/members.ts';
import { propertyNameOptions } from '../../../lib/api/property-name.ts';
import { canRemove, INVITATION_COLORS } from '../rules.ts';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { InviteForm } from './invite-form.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/**
 * One property of the signed-in person: its allies (property_customer, all "Active"), its
 * invitations (Pending, Active, Rejected, Revoked) and the invite form. What the person's label may
 * not see is answered by identity with the §6 message, shown in place of the list.
 */
export function PropertyAllies({
  membership,
  index = 0,
  profileId,
  staff,
}: {
  membership: MemberView;
  /** Its place in the person's list, for a label that may not read the property's name. */
  index?: number;
  profileId: string | undefined;
  staff: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A WORKER may read the allies but not the property or its invitations (§6): no request that
  // would be refused, no id where a name goes, and no denial in place of a section (issue 16 item 5).
  const readsProperty = staff || membership.can_select_property;
  const readsInvitations = staff || membership.can_select_invitation;
  const propertyName = useQuery({ ...propertyNameOptions(membership.property_id), enabled: readsProperty });
  const name = propertyName.data ?? t('allies.propertyFallback', { n: index + 1 });
  const mayInvite = staff || membership.can_insert_invitation;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label={name}
      data-testid="property-allies"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="xl" data-testid="property-name">
            {name}
          </Title>
          <Badge variant="light">{ROLE_LABEL_LABELS[membership.label][language]}</Badge>
        </Group>
        <Members
          propertyId={membership.property_id}
          profileId={profileId}
          staff={staff}
          language={language}
        />
        {readsInvitations && (
          <>
            <Divider />
            <Invitations propertyId={membership.property_id} language={language} />
          </>
        )}
        {mayInvite && (
          <>
            <Divider />
            <InviteForm propertyId={membership.property_id} staff={staff} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function Members({
  propertyId,
  profileId,
  staff,
  language,
}: {
  propertyId: string;
  profileId: string | undefined;
  staff: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  const members = usePropertyMembers(propertyId);
  const remove = useDeleteMember();
  const me = members.data?.find((m) => m.profile_id === profileId);
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('allies.members.title')}
      </Title>
      {members.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {members.isError && (
        <Alert color="yellow" variant="light" role="alert" data-testid="allies-denied">
          {failureText(members.error, language, 'error.generic')}
        </Alert>
      )}
      {remove.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(remove.error, language, 'error.generic')}
        </Alert>
      )}
      {members.data && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" data-testid="allies-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('forms.name')}</Table.Th>
                <Table.Th>{t('forms.email')}</Table.Th>
                <Table.Th>{t('allies.invite.label')}</Table.Th>
                <Table.Th>{t('allies.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('allies.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.map((member) => (
                <Table.Tr key={member.profile_id}>
                  <Table.Td>
                    {member.profile.name}
                    {member.profile_id === profileId && (
                      <Text span c="dimmed" size="sm">
                        {' '}
                        ({t('allies.you')})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{member.profile.email}</Table.Td>
                  <Table.Td>{ROLE_LABEL_LABELS[member.label][language]}</Table.Td>
                  <Table.Td>
                    <Badge color="green" variant="light" c="dark.7">
                      {INVITATION_STATUS_LABELS.ACCEPTED[language]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {canRemove({ target: member, me, staff, profileId }) && (
                      <TypeToConfirmButton
                        label={t('allies.members.remove')}
                        body={t('allies.members.removeQuestion', { name: member.profile.name })}
                        phrase={member.profile.name}
                        loading={remove.isPending && remove.variables?.profile_id === member.profile_id}
                        onConfirm={() =>
                          remove.mutateAsync({ property_id: propertyId, profile_id: member.profile_id })
                        }
                        testId="remove-ally"
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function Invitations({ propertyId, language }: { propertyId: string; language: Language }) {
  const { t } = useTranslation();
  const invitations = usePropertyInvitations(propertyId);
  const revoke = useRevokeInvitation();
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('allies.invitations.title')}
      </Title>
      {invitations.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {invitations.isError && (
        <Alert color="yellow" variant="light" role="alert" data-testid="invitations-denied">
          {failureText(invitations.error, language, 'error.generic')}
        </Alert>
      )}
      {revoke.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(revoke.error, language, 'error.generic')}
        </Alert>
      )}
      {invitations.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('allies.invitations.empty')}
        </Text>
      )}
      {invitations.data && invitations.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" data-testid="invitations-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('forms.email')}</Table.Th>
                <Table.Th>{t('allies.invite.label')}</Table.Th>
                <Table.Th>{t('allies.status')}</Table.Th>
                <Table.Th>{t('allies.invitations.sentOn')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('allies.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.data.map((invitation: InvitationView) => (
                <Table.Tr key={invitation.id} data-testid="invitation-row" data-status={invitation.status}>
                  <Table.Td>{invitation.email}</Table.Td>
                  <Table.Td>{ROLE_LABEL_LABELS[invitation.label][language]}</Table.Td>
                  <Table.Td>
                    <Badge color={INVITATION_COLORS[invitation.status]} variant="light" c="dark.7">
                      {INVITATION_STATUS_LABELS[invitation.status][language]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDate(new Date(invitation.created_at), language)}</Table.Td>
                  <Table.Td>
                    {invitation.status === 'PENDING' && (
                      <TypeToConfirmButton
                        label={t('allies.invitations.revoke')}
                        body={t('allies.invitations.revokeQuestion', { email: invitation.email })}
                        phrase={invitation.email}
                        loading={revoke.isPending && revoke.variables?.id === invitation.id}
                        onConfirm={() => revoke.mutateAsync(invitation)}
                        testId="revoke-invitation"
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
