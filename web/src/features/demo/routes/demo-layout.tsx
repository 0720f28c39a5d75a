import { Alert, Box, Button, CloseButton, Group, Loader, NavLink, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/button-link.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { DashboardShell } from '../../../components/dashboard-shell.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { retryUnlessClientError } from '../../../lib/api/retry.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { fetchDemoSession } from '../api/demo-session.ts';
import { activeDemoPath, DEMO_PAGES, demoHrefOf } from '../pages.ts';
import { startDemoSession } from '../session.ts';

type SessionState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; error: unknown };

/** The demo's own query cache: its answers never mix with a signed-in person's dashboard data. */
const newDemoQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retryUnlessClientError, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/**
 * The layout of /demo/*: the real dashboard screens over the demo home, read with the demo's
 * in-memory session (no account, and a signed-in person's own session untouched). A banner says
 * it is a demonstration and invites to sign up; the sidebar lists the seven demo screens, and a
 * link of a screen to its dashboard page is followed inside the demo (one the demo does not show
 * says that an account opens it). Writes the screens offer are refused by the gateway, whose
 * sign-up message each action shows as its error.
 */
export function DemoLayout() {
  const { t } = useTranslation();
  const language = useLanguage();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [opened, { toggle, close }] = useDisclosure(false);
  const [client] = useState(newDemoQueryClient);
  const [session, setSession] = useState<SessionState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [outside, setOutside] = useState(false);

  useEffect(() => {
    setSession({ kind: 'loading' });
    const handle = startDemoSession(fetchDemoSession, {
      onReady: () => setSession({ kind: 'ready' }),
      onError: (error) => setSession({ kind: 'error', error }),
    });
    return () => {
      handle.stop();
      void client.cancelQueries();
      client.clear();
    };
  }, [attempt, client]);

  // Links of the dashboard screens stay inside the demo (capture phase: before the router's own click).
  const keepInside = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
    const next = demoHrefOf(anchor.getAttribute('href') ?? '');
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    if (next === null) setOutside(true);
    else {
      setOutside(false);
      void router.navigate({ href: next });
    }
  };

  const active = activeDemoPath(pathname);

  return (
    <DashboardShell
      opened={opened}
      onToggle={toggle}
      actions={
        <>
          <LanguageSwitch />
          <ButtonLink to="/register" size="xs" visibleFrom="xs" data-testid="demo-sign-up-header">
            {t('demo.signUp')}
          </ButtonLink>
        </>
      }
      navLabel={t('demo.navLabel')}
      nav={
        <Stack gap={2}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" style={{ letterSpacing: 0.5 }}>
            {t('demo.navLabel')}
          </Text>
          {DEMO_PAGES.map((page) => (
            <NavLink
              key={page.path}
              component={Link}
              to={page.path}
              label={t(`sections.${page.section}.title`)}
              active={page.path === active}
              activeOptions={{ exact: true }}
              aria-current={page.path === active ? 'page' : undefined}
              onClick={() => {
                setOutside(false);
                close();
              }}
              data-testid={`demo-nav-${page.section}`}
            />
          ))}
        </Stack>
      }
      onMainClickCapture={keepInside}
    >
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md" data-testid="demo-banner">
          <Group justify="space-between" align="center" gap="md">
            <Box maw={720}>
              <Text fw={700}>{t('demo.banner.title')}</Text>
              <Text size="sm">{t('demo.banner.body')}</Text>
            </Box>
            <ButtonLink to="/register" data-testid="demo-sign-up">
              {t('demo.signUp')}
            </ButtonLink>
          </Group>
        </Paper>
        {outside && (
          <Alert
            variant="outline"
            color="dark"
            role="status"
            data-testid="demo-outside"
            title={t('demo.outside')}
            withCloseButton={false}
          >
            <Group justify="space-between" gap="sm">
              <ButtonLink to="/register" size="xs" variant="default">
                {t('demo.signUp')}
              </ButtonLink>
              <CloseButton aria-label={t('demo.close')} onClick={() => setOutside(false)} />
            </Group>
          </Alert>
        )}
        {session.kind === 'loading' && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('demo.loading')}</Text>
          </Group>
        )}
        {session.kind === 'error' && (
          <Alert color="red" variant="light" role="alert" data-testid="demo-unavailable">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('demo.unavailable')}</Text>
              <Text size="sm">{failureText(session.error, language, 'error.generic')}</Text>
              <Button size="xs" variant="default" onClick={() => setAttempt((n) => n + 1)}>
                {t('demo.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {session.kind === 'ready' && (
          <QueryClientProvider client={client}>
            <Outlet />
          </QueryClientProvider>
        )}
      </Stack>
    </DashboardShell>
  );
}
