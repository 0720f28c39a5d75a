import { Alert, Badge, Box, Button, NativeSelect, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { ROLE_LABEL_LABELS } from '@casona/proto/enums';
import { can } from '@casona/proto/permissions';
import { Link, Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DashboardShell } from '../../../components/dashboard-shell.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useSession } from '../../../components/use-session.ts';
import { takeFlash } from '../../../lib/flash.ts';
import { useMemberships } from '../../../lib/api/memberships.ts';
import { propertyNameOptions } from '../../../lib/api/property-name.ts';
import { useUnreadCount } from '../api/property-notifications.ts';
import { activeEntry, audiencesOf, groupOrder, navEntriesOf, visibleEntries } from '../audience.ts';
import { InvitationsBanner } from '../components/invitations-banner.tsx';
import { LegalAcceptanceBanner } from '../../../components/legal-acceptance-banner.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/** Pages above which the person's pending invitations are shown. */
const INVITATION_PAGES = new Set(['/dashboard', '/dashboard/ally']);
/** The legal texts in force are asked to be accepted on the home and the document status. */
const LEGAL_ACCEPTANCE_PAGES = new Set(['/dashboard', '/dashboard/status']);

/** Shared dashboard layout: sidebar by role (built from the routes' static data), property switcher. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [flash, setFlash] = useState(takeFlash);
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const claims = useSession();
  const memberships = useMemberships();
  const unread = useUnreadCount().data?.count ?? 0;
  // The selector opens a property's page, so it lists the properties whose page the person may
  // read (a WORKER's are under their chores, not here): no link to a denial, no 403 for a name.
  const openable = (memberships.data ?? []).filter((m) => can(m.label, 'property', 'select'));
  const names = useQueries({
    queries: openable.map((m) => propertyNameOptions(m.property_id)),
  });

  const navigate = useNavigate();
  const entries = useMemo(() => {
    const labels = (memberships.data ?? []).map((m) => m.label);
    return visibleEntries(
      navEntriesOf(router.routesById),
      audiencesOf(labels, claims?.role),
      labels,
      claims?.role,
    );
  }, [router.routesById, memberships.data, claims?.role]);
  // One highlighted entry: the page itself, or the section it belongs to (issue 16 item 5).
  const active = activeEntry(entries, pathname);
  // The property this page is about, when it is one property's page.
  const currentProperty = /^\/dashboard\/property\/([0-9a-f-]{36})/i.exec(pathname)?.[1] ?? '';
  const switcher = (props: {
    visibleFrom?: string;
    hiddenFrom?: string;
    w?: number | string;
    size?: string;
  }) => (
    <NativeSelect
      aria-label={t('dashboard.propertySwitcher.label')}
      size="xs"
      {...props}
      value={currentProperty}
      data-testid="property-switcher"
      onChange={(event) => {
        const id = event.currentTarget.value;
        void (id
          ? navigate({ to: '/dashboard/property/$id', params: { id } })
          : navigate({ to: '/dashboard' }));
      }}
      data={[
        { value: '', label: t('dashboard.propertySwitcher.all') },
        ...openable.map((m, i) => ({
          value: m.property_id,
          label: `${names[i]?.data ?? t('dashboard.propertySwitcher.loading')} · ${ROLE_LABEL_LABELS[m.label][language]}`,
        })),
      ]}
      error={memberships.isError ? t('dashboard.propertySwitcher.error') : undefined}
    />
  );

  const groups = groupOrder(claims?.role)
    .map((group) => ({
      group,
      items: entries.filter((e) => e.group === group),
    }))
    .filter((g) => g.items.length > 0);

  return (
    <DashboardShell
      opened={opened}
      onToggle={toggle}
      actions={
        <>
          {(openable.length > 0 || memberships.isError) && switcher({ visibleFrom: 'sm', w: 240 })}
          <LanguageSwitch />
          <Button component={Link} to="/logout" variant="default" size="xs">
            {t('nav.logout')}
          </Button>
        </>
      }
      navLabel={t('dashboard.title')}
      nav={
        <Stack gap="md">
          {claims?.role && (
            <Text size="xs" c="dimmed" px="sm">
              {t('dashboard.staff')}
            </Text>
          )}
          {groups.map(({ group, items }) => (
            <Stack key={group} gap={2}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" style={{ letterSpacing: 0.5 }}>
                {t(`dashboard.groups.${group}`)}
              </Text>
              {items.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={t(`sections.${item.key}.title`)}
                  rightSection={
                    item.key === 'home' && unread > 0 ? (
                      <Badge
                        size="sm"
                        circle={unread < 10}
                        aria-label={t('notifications.unread', { count: unread })}
                        data-testid="unread-badge"
                      >
                        {unread > 99 ? '99+' : unread}
                      </Badge>
                    ) : undefined
                  }
                  active={item.to === active}
                  activeOptions={{ exact: true }}
                  aria-current={item.to === active ? 'page' : undefined}
                  onClick={close}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      }
    >
      {flash && (
        <Alert
          color="green"
          variant="light"
          role="status"
          mb="md"
          withCloseButton
          onClose={() => setFlash(null)}
          data-testid="flash"
        >
          {flash}
        </Alert>
      )}
      {/* On a phone the header has no room: the property selector opens the page (issue 16 item 6). */}
      {(openable.length > 0 || memberships.isError) && (
        <Box hiddenFrom="sm" mb="md">
          {switcher({ w: '100%', size: 'sm' })}
        </Box>
      )}
      {INVITATION_PAGES.has(pathname.replace(/\/+$/, '') || '/') && <InvitationsBanner />}
      {LEGAL_ACCEPTANCE_PAGES.has(pathname.replace(/\/+$/, '') || '/') && <LegalAcceptanceBanner />}
      <Outlet />
    </DashboardShell>
  );
}
