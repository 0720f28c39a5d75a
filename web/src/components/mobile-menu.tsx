import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Logo } from './logo.tsx';

export type NavItem = { label: string; to: string; hash?: string };

/** The phone menu; its own chunk, fetched on the first tap of the burger (keeps Drawer off the landing's first load). */
export default function MobileMenu({
  opened,
  onClose,
  links,
  account,
}: {
  opened: boolean;
  onClose: () => void;
  links: NavItem[];
  account: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={<Logo size={24} />} size="xs" position="right">
      <Stack component="nav" aria-label={t('nav.main')} gap={4}>
        {links.map((link) => (
          <Button
            key={link.label}
            component={Link}
            to={link.to}
            hash={link.hash}
            variant="subtle"
            color="dark"
            justify="flex-start"
            onClick={onClose}
          >
            {link.label}
          </Button>
        ))}
        <Divider my="sm" />
        {account}
        <Button component={Link} to="/submit_property" onClick={onClose}>
          {t('nav.sell')}
        </Button>
      </Stack>
    </Drawer>
  );
}
