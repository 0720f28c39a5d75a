import { Alert, Stack, Text, Title } from '@mantine/core';
import { STAFF_ROLES } from '@casona/proto/enums';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { useMemberships } from '../../../lib/api/memberships.ts';
import { PropertyAllies } from '../components/property-allies.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/**
 * /dashboard/ally: for every property the person belongs to, its allies and invitations, and an
 * invite form where their label allows it. Invitations they received are answered in the banner
 * the dashboard layout shows above this page.
 */
export function AlliesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const claims = useSession();
  const staff = claims?.role !== undefined && (STAFF_ROLES as readonly string[]).includes(claims.role);
  const memberships = useMemberships();
  useDocumentTitle(t('sections.ally.title'));
  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.ally.title')}</Title>
        <Text c="dimmed">{t('sections.ally.description')}</Text>
      </Stack>
      {memberships.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {memberships.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(memberships.error, language, 'error.generic')}
        </Alert>
      )}
      {memberships.data?.length === 0 && (
        <Alert variant="light" color="gray" data-testid="allies-no-properties">
          {t('allies.noProperties')}
        </Alert>
      )}
      {memberships.data?.map((membership, index) => (
        <PropertyAllies
          key={membership.property_id}
          index={index}
          membership={membership}
          profileId={claims?.sub}
          staff={staff}
        />
      ))}
    </Stack>
  );
}
