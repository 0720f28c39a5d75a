import { AppShell, Burger, Group, ScrollArea, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Logo } from './logo.tsx';

/**
 * The frame of the dashboard and of the public demo, which shows the same screens: a header with
 * the menu button (phones), the logo home and the layout's `actions`; a sidebar labelled `navLabel`
 * holding `nav`; and the page in the main region (#main, the skip link's target).
 */
export function DashboardShell({
  opened,
  onToggle,
  actions,
  navLabel,
  nav,
  onMainClickCapture,
  children,
}: {
  /** Whether the sidebar is open on a phone. */
  opened: boolean;
  onToggle: () => void;
  actions: ReactNode;
  navLabel: string;
  nav: ReactNode;
  onMainClickCapture?: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger
              opened={opened}
              onClick={onToggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('dashboard.openMenu')}
            />
            <UnstyledButton component={Link} to="/" aria-label={t('nav.home')}>
              <Logo size={24} />
            </UnstyledButton>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={navLabel}>
        <ScrollArea>{nav}</ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" bg="var(--casona-sand)" onClickCapture={onMainClickCapture}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
