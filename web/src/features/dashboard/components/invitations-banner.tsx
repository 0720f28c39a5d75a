import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROLE_LABEL_LABELS } from '@casona/proto/enums';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import type { InvitationView } from '../../../lib/api/contracts.ts';
import { propertyNameOptions } from '../../../lib/api/property-name.ts';
import { useAnswerInvitation, usePendingInvitations } from '../api/received-invitations.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/** Invitations addressed to the person, to accept or reject (shown on /dashboard and /dashboard/ally). */
export function InvitationsBanner() {
  const invitations = usePendingInvitations();
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <Stack gap="sm" mb="md" data-testid="invitations-banner">
      {invitations.data.map((invitation) => (
        <ReceivedInvitation key={invitation.id} invitation={invitation} />
      ))}
    </Stack>
  );
}

function ReceivedInvitation({ invitation }: { invitation: InvitationView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Until the invitee accepts, listings does not let them read the property: its name is shown only
  // when it can be read, and the sentence says so otherwise (never an id).
  const property = useQuery(propertyNameOptions(invitation.property_id)).data;
  const label = ROLE_LABEL_LABELS[invitation.label][language];
  const answer = useAnswerInvitation();
  const busy = (decision: 'accept' | 'reject') => answer.isPending && answer.variables?.decision === decision;
  return (
    <Alert
      color="terracotta"
      variant="light"
      title={t('invitations.title')}
      data-testid="received-invitation"
    >
      <Stack gap="xs">
        <Text size="sm">
          {property ? t('invitations.body', { property, label }) : t('invitations.bodyUnnamed', { label })}
        </Text>
        {answer.isError && (
          <Text size="sm" c="red.8" role="alert">
            {failureText(answer.error, language, 'error.generic')}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            loading={busy('accept')}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ invitation_id: invitation.id, decision: 'accept' })}
            data-testid="accept-invitation"
          >
            {t('invitations.accept')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={busy('reject')}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ invitation_id: invitation.id, decision: 'reject' })}
            data-testid="reject-invitation"
          >
            {t('invitations.reject')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
