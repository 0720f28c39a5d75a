import { Box, Burger, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSession } from './use-session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';

import type { NavItem } from './mobile-menu.tsx';

const MobileMenu = lazy(() => import('./mobile-menu.tsx'));

export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [everOpened, setEverOpened] = useState(false);
  const links: NavItem[] = [
    { label: t('nav.howItWorks'), to: '/', hash: 'how-it-works' },
    { label: t('nav.market'), to: '/market' },
    { label: t('nav.managers'), to: '/', hash: 'managers' },
    { label: t('nav.faq'), to: '/', hash: 'faq' },
    { label: t('nav.contact'), to: '/', hash: 'contact' },
  ];
  const account = session ? (
    <Button component={Link} to="/dashboard" variant="default" size="sm" onClick={close}>
      {t('nav.dashboard')}
    </Button>
  ) : (
    <Button component={Link} to="/login" variant="default" size="sm" onClick={close}>
      {t('nav.login')}
    </Button>
  );
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="white"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" aria-label={t('nav.home')}>
            <Logo />
          </UnstyledButton>
          <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="md" wrap="nowrap">
            {links.map((link) => (
              <Button
                key={link.label}
                component={Link}
                to={link.to}
                hash={link.hash}
                variant="subtle"
                color="dark"
                size="sm"
                fw={500}
              >
                {link.label}
              </Button>
            ))}
          </Group>
          <Group gap="sm" visibleFrom="md" wrap="nowrap">
            <LanguageSwitch />
            {account}
            <Button component={Link} to="/submit_property" size="sm">
              {t('nav.sell')}
            </Button>
          </Group>
          <Group gap="xs" hiddenFrom="md" wrap="nowrap">
            <LanguageSwitch />
            <Burger
              opened={opened}
              onClick={() => {
                setEverOpened(true);
                toggle();
              }}
              aria-label={t('nav.menu')}
              aria-expanded={opened}
              size="sm"
            />
          </Group>
        </Group>
      </Container>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} links={links} account={account} />
        </Suspense>
      )}
    </Box>
  );
}
