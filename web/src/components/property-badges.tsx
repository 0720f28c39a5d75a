/** Badges of a property's lifecycle: its status (§4) and its funnel stage (revision → live). */
import { Badge, Group, Text } from '@mantine/core';
import {
  FUNNEL_STAGES,
  PROPERTY_STATUS_LABELS,
  type FunnelStage,
  type PropertyStatus,
} from '@casona/proto/enums';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<PropertyStatus, string> = {
  REVISION: 'yellow',
  ACCEPTED: 'blue',
  REJECTED: 'red',
  PUBLISHED: 'agave',
  SOLD: 'grape',
  DELETED: 'gray',
};

export function StatusBadge({ status }: { status: PropertyStatus }) {
  const { i18n } = useTranslation();
  return (
    // Dark text on the light tint: the light variant's shade-6 text falls under 4.5:1, and yellow
    // does even at shade 9 (#e67700 reads 3:1 on white), so yellow takes the dark grey instead.
    <Badge
      color={STATUS_COLORS[status]}
      c={STATUS_COLORS[status] === 'yellow' ? 'dark.6' : `${STATUS_COLORS[status]}.9`}
      variant="light"
      data-testid="status-badge"
      data-status={status}
    >
      {PROPERTY_STATUS_LABELS[status][i18n.language === 'en' ? 'en' : 'es']}
    </Badge>
  );
}

/** The four funnel stages in order, the current one highlighted and named for screen readers. */
export function FunnelBadge({ stage }: { stage: FunnelStage }) {
  const { t } = useTranslation();
  const current = FUNNEL_STAGES.indexOf(stage);
  return (
    // Wraps on a phone instead of cutting each stage to "RE… FI…" (issue 16 item 6).
    <Group gap={4} wrap="wrap" data-testid="funnel-badge" data-stage={stage}>
      <Text
        span
        size="xs"
        c="dimmed"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('listings.funnel.current', { stage: t(`listings.funnel.stages.${stage}`) })}
      </Text>
      {FUNNEL_STAGES.map((s, i) => (
        <Badge
          key={s}
          size="sm"
          variant={i === current ? 'filled' : 'outline'}
          color={i < current ? 'agave' : i === current ? 'terracotta' : 'gray'}
          aria-hidden
          style={{ flexShrink: 0, maxWidth: 'none' }}
        >
          {t(`listings.funnel.stages.${s}`)}
        </Badge>
      ))}
    </Group>
  );
}
