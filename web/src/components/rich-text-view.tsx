/**
 * A chore's instructions (proto's rich-text JSON) as React nodes: no HTML is ever injected. Links
 * open in a new tab and only when proto's `isLinkHref` accepts them (http, https, mailto); a chip
 * still in the document (a rule, not yet filled from a reservation) shows its name as a chip.
 * Shared by the maintenance pages and the worker's phone view.
 */
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import {
  CHORE_PLACEHOLDER_LABELS,
  isLinkHref,
  type RichTextDocument,
  type RichTextInlineNode,
} from '@casona/proto/maintenance/rich-text';
import type { ReactNode } from 'react';

import type { Language } from '../lib/i18n/index.ts';

function inline(node: RichTextInlineNode, key: number, language: Language): ReactNode {
  switch (node.type) {
    case 'hardBreak':
      return <br key={key} />;
    case 'placeholderChip':
      return (
        <Badge key={key} variant="light" color="orange" radius="xl" tt="none" component="span">
          {CHORE_PLACEHOLDER_LABELS[node.attrs.name][language]}
        </Badge>
      );
    case 'text': {
      const href = node.marks?.[0]?.attrs.href;
      if (href !== undefined && isLinkHref(href))
        return (
          <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
            {node.text}
          </Anchor>
        );
      return <span key={key}>{node.text}</span>;
    }
  }
}

export function RichTextView({
  doc,
  language,
  testId,
}: {
  doc: RichTextDocument | null | undefined;
  language: Language;
  testId?: string;
}) {
  if (!doc) return null;
  return (
    <Stack gap={4} data-testid={testId}>
      {doc.content.map((paragraph, i) => (
        <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {(paragraph.content ?? []).map((node, j) => inline(node, j, language))}
        </Text>
      ))}
    </Stack>
  );
}
