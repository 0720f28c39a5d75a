import { Alert, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { STAFF_ROLES } from '@casona/proto/enums';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { PropertyPicker } from '../../../components/property-picker/property-picker.tsx';
import { useMemberships } from '../../../lib/api/memberships.ts';
import { propertyNameOptions } from '../../../lib/api/property-name.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { propertyOptions } from '../../../lib/api/property.ts';
import { PropertyAnnouncements } from '../components/property-announcements.tsx';
import { listingActions } from '../rules.ts';

/** One of the person's homes in the selector, by its name (asked for) — never its id. */
function PropertyOption({ id }: { id: string }) {
  const { t } = useTranslation();
  const asked = useQuery(propertyNameOptions(id));
  return <option value={id}>{asked.data ?? t('common.loading')}</option>;
}

/**
 * /dashboard/announcement: where each of the person's homes is advertised — the marketplace page
 * with its QR code and visits, Airbnb, and the portals of §5. Members see the properties whose
 * external listings their label may read (§6); staff may open any property (?property=), picked by
 * its name from a search of them all.
 */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { property?: string };
  const claims = useSession();
  const staff = claims?.role !== undefined && (STAFF_ROLES as readonly string[]).includes(claims.role);
  const memberships = useMemberships();
  useDocumentTitle(t('sections.announcement.title'));

  const readable = useMemo(
    () => (memberships.data ?? []).filter((m) => listingActions(m.label, false).read),
    [memberships.data],
  );
  const ids = useMemo(() => readable.map((m) => m.property_id), [readable]);
  const propertyId =
    search.property && (staff || ids.includes(search.property)) ? search.property : (ids[0] ?? '');
  const membership = readable.find((m) => m.property_id === propertyId);
  const actions = listingActions(membership?.label ?? null, staff);
  const property = useQuery({ ...propertyOptions(propertyId), enabled: propertyId !== '' });
  const options = ids.includes(propertyId) || propertyId === '' ? ids : [propertyId, ...ids];

  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.announcement.title')}</Title>
        <Text c="dimmed">{t('sections.announcement.description')}</Text>
      </Stack>
      {memberships.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {memberships.isSuccess && !staff && options.length === 0 && (
        <Alert variant="light" color="gray" data-testid="announcement-no-properties">
          {t('announcement.noProperties')}
        </Alert>
      )}
      {staff ? (
        <PropertyPicker
          value={propertyId}
          onChange={(id) => {
            if (id) void navigate({ to: '/dashboard/announcement', search: { property: id } });
          }}
          label={t('announcement.property')}
          maw={420}
          testId="announcement-property"
        />
      ) : (
        options.length > 1 && (
          <NativeSelect
            label={t('announcement.property')}
            value={propertyId}
            maw={420}
            data-testid="announcement-property"
            onChange={(event) =>
              void navigate({
                to: '/dashboard/announcement',
                search: { property: event.currentTarget.value },
              })
            }
          >
            {options.map((id) => (
              <PropertyOption key={id} id={id} />
            ))}
          </NativeSelect>
        )
      )}
      {propertyId !== '' && property.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {property.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(property.error, language, 'error.generic')}
        </Alert>
      )}
      {property.data && <PropertyAnnouncements property={property.data} actions={actions} />}
    </Stack>
  );
}
