import { Group, List, Loader, Text, ThemeIcon } from '@mantine/core';
import { INTAKE_STEPS, type IntakeStep } from '@casona/proto/appraisal/intake';
import { useTranslation } from 'react-i18next';

export type StepState = 'waiting' | 'running' | 'done' | 'failed';

/** The intake's steps with where each stands, updated as the stream's lines arrive. */
export function IntakeProgress({
  states,
  times,
}: {
  states: Record<IntakeStep, StepState>;
  times: Partial<Record<IntakeStep, number>>;
}) {
  const { t } = useTranslation();
  return (
    <List spacing="xs" listStyleType="none" aria-live="polite" data-testid="intake-progress">
      {INTAKE_STEPS.map((step) => {
        const state = states[step];
        const ms = times[step];
        return (
          <List.Item key={step} data-testid={`intake-step-${step}`} data-state={state}>
            <Group gap="sm" wrap="nowrap">
              {state === 'running' ? (
                <Loader size={18} aria-hidden />
              ) : (
                <ThemeIcon
                  size={18}
                  radius="xl"
                  color={state === 'done' ? 'agave' : state === 'failed' ? 'red' : 'gray'}
                  variant={state === 'waiting' ? 'light' : 'filled'}
                  aria-hidden
                >
                  <Text fz={11} fw={700} c="white" lh={1}>
                    {state === 'done' ? '✓' : state === 'failed' ? '✕' : ''}
                  </Text>
                </ThemeIcon>
              )}
              <Text c={state === 'waiting' ? 'dimmed' : undefined} fw={state === 'running' ? 600 : undefined}>
                {t(`intake.steps.${step}`)}
                {state === 'failed' ? ` — ${t('intake.stepFailed')}` : ''}
              </Text>
              {ms !== undefined && state === 'done' && (
                <Text size="xs" c="dimmed">
                  {t('intake.seconds', { seconds: (ms / 1000).toFixed(1) })}
                </Text>
              )}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
