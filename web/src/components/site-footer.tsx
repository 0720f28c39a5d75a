import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const column = (title: string, links: { label: string; to: string; hash?: string }[]) => (
    <Stack gap={8}>
      <Text fw={700} size="sm" c="white">
        {title}
      </Text>
      {links.map((link) => (
        <Anchor key={link.label} component={Link} to={link.to} hash={link.hash} size="sm" c="gray.3">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
  return (
    <Box component="footer" bg="#241c18" c="gray.3" py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo inverted />
            <Text size="sm" c="gray.4" maw={280}>
              {t('footer.tagline')}
            </Text>
          </Stack>
          {column(t('footer.owners'), [
            { label: t('nav.sell'), to: '/submit_property' },
            { label: t('footer.fromListing'), to: '/submit_from_listing' },
            { label: t('nav.howItWorks'), to: '/', hash: 'how-it-works' },
          ])}
          {column(t('footer.explore'), [
            { label: t('nav.market'), to: '/market' },
            { label: t('nav.managers'), to: '/', hash: 'managers' },
            { label: t('nav.faq'), to: '/', hash: 'faq' },
            { label: t('nav.contact'), to: '/', hash: 'contact' },
          ])}
          {column(t('footer.legal'), [
            { label: t('footer.privacy'), to: '/privacy_policy' },
            { label: t('footer.terms'), to: '/terms_and_conditions' },
            { label: t('nav.login'), to: '/login' },
            { label: t('footer.register'), to: '/register' },
          ])}
        </SimpleGrid>
        <Group
          justify="space-between"
          mt={40}
          pt="lg"
          style={{ borderTop: '1px solid rgba(255,255,255,0.12)' }}
        >
          <Text size="xs" c="gray.4">
            {t('footer.rights', { year })}
          </Text>
          <LanguageSwitch inverted />
        </Group>
      </Container>
    </Box>
  );
}
