import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { LanguageSwitch } from './language-switch.tsx';
import { useSession } from './use-session.ts';
import { Logo } from './logo.tsx';

/**
 * The footer's columns: a link appears only when its screen exists (issue 16 item 4), so every `to`
 * is a route of the table (`app/router.spec.ts` checks it).
 */
export const FOOTER_COLUMNS = [
  {
    title: 'footer.owners',
    links: [
      { label: 'nav.sell', to: '/submit_property' },
      { label: 'nav.howItWorks', to: '/', hash: 'how-it-works' },
    ],
  },
  {
    title: 'footer.explore',
    links: [
      { label: 'nav.market', to: '/market' },
      { label: 'nav.managers', to: '/', hash: 'managers' },
      { label: 'nav.faq', to: '/', hash: 'faq' },
      { label: 'nav.contact', to: '/', hash: 'contact' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { label: 'footer.privacy', to: '/privacy_policy' },
      { label: 'footer.terms', to: '/terms_and_conditions' },
      { label: 'nav.login', to: '/login', signedOut: true },
      { label: 'footer.register', to: '/register', signedOut: true },
      { label: 'nav.dashboard', to: '/dashboard', signedIn: true },
      { label: 'nav.logout', to: '/logout', signedIn: true },
    ],
  },
] as const satisfies readonly {
  title: string;
  links: readonly { label: string; to: string; hash?: string; signedIn?: true; signedOut?: true }[];
}[];

/** The links of a column for a visitor (`signedIn` false) or a signed-in person (issue 16 item 5). */
export function footerLinks(column: (typeof FOOTER_COLUMNS)[number], signedIn: boolean) {
  return column.links.filter((link) => !(signedIn ? 'signedOut' in link : 'signedIn' in link));
}

export function SiteFooter() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession());
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="var(--casona-night)" c="gray.3" py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo inverted />
            <Text size="sm" c="gray.4" maw={280}>
              {t('footer.tagline')}
            </Text>
          </Stack>
          {FOOTER_COLUMNS.map((column) => (
            <Stack key={column.title} gap={8}>
              <Text fw={700} size="sm" c="white">
                {t(column.title)}
              </Text>
              {footerLinks(column, signedIn).map((link) => (
                <Anchor
                  key={link.label}
                  component={Link}
                  to={link.to}
                  hash={'hash' in link ? link.hash : undefined}
                  size="sm"
                  c="gray.3"
                >
                  {t(link.label)}
                </Anchor>
              ))}
            </Stack>
          ))}
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
