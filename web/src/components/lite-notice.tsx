import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useMessage } from '../lib/i18n/messages.ts';
import { isLiteMode, setLiteMode } from '../lib/lite.ts';

/** "You are using the lite version of the website." with a way back to the full one. */
export function LiteNotice() {
  const { t } = useTranslation();
  const message = useMessage();
  const [lite, setLite] = useState(isLiteMode);
  if (!lite) return null;
  return (
    <Box
      bg="yellow.0"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-yellow-3)' }}
      role="status"
      data-testid="lite-notice"
    >
      <Container size="lg">
        <Group gap="xs" justify="center" wrap="wrap">
          <Text size="sm">{message('page.liteVersion')}</Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            c="terracotta.9"
            onClick={() => {
              setLiteMode(false);
              setLite(false);
            }}
          >
            {t('lite.useFull')}
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
