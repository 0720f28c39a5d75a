/**
 * The chore instructions editor (issue 13): tiptap over proto's rich-text schema — paragraphs,
 * text, hard breaks, links and placeholder chips, nothing else (StarterKit with every other node
 * and mark turned off). Typed or pasted URLs become links (http, https, mailto, proto's
 * `isLinkHref`); Ctrl/Cmd-click opens a link in a new tab; chips are inserted from a menu; undo
 * keeps 100 steps grouped by 500 ms (proto's EDITOR_HISTORY_*). The document is checked with
 * proto's `parseRichText` on every change, so the form shows the server's message as one types.
 */
import { Button, Group, Input, Menu, Stack, Text } from '@mantine/core';
import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import { CHORE_PLACEHOLDERS } from '@casona/proto/enums';
import {
  CHORE_PLACEHOLDER_LABELS,
  isLinkHref,
  parseRichText,
  RICH_TEXT_PROBLEM_MESSAGES,
  type RichTextDocument,
} from '@casona/proto/maintenance/rich-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { choreEditorExtensions } from './extensions.ts';
import './rich-text-editor.css';

/** An editor document with no text and no chip: the chore has no instructions. */
export function isBlankDoc(doc: JSONContent): boolean {
  return (doc.content ?? []).every((p) => (p.content ?? []).length === 0);
}

/** Opens a link of the editor in a new tab when Ctrl (Cmd on a Mac) is held; plain clicks edit. */
export function linkToOpen(event: Pick<MouseEvent, 'ctrlKey' | 'metaKey' | 'target'>): string | null {
  if (!event.ctrlKey && !event.metaKey) return null;
  const target = event.target as Element | null;
  const anchor = target?.closest?.('a[href]');
  const href = anchor?.getAttribute('href') ?? null;
  return href !== null && isLinkHref(href) ? href : null;
}

export type RichTextChange = { doc: RichTextDocument | null; problem: string | null };

export function RichTextEditor({
  initial,
  onChange,
  label,
  error,
}: {
  initial: RichTextDocument | null;
  onChange: (change: RichTextChange) => void;
  label: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useMessage();
  const id = useId();

  const editor = useEditor(
    {
      extensions: choreEditorExtensions((name) => CHORE_PLACEHOLDER_LABELS[name][language]),
      content: (initial ?? { type: 'doc', content: [{ type: 'paragraph' }] }) as JSONContent,
      editorProps: {
        attributes: {
          id,
          class: 'chore-editor',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          'data-testid': 'rich-text-editor',
        },
        handleClick: (_view, _pos, event) => {
          const href = linkToOpen(event);
          if (href === null) return false;
          window.open(href, '_blank', 'noopener,noreferrer');
          return true;
        },
      },
      onUpdate: ({ editor: current }) => {
        const json = current.getJSON();
        if (isBlankDoc(json)) {
          onChange({ doc: null, problem: null });
          return;
        }
        const parsed = parseRichText(json);
        onChange(
          parsed.ok
            ? { doc: parsed.doc, problem: null }
            : { doc: null, problem: message(RICH_TEXT_PROBLEM_MESSAGES[parsed.problem]) },
        );
      },
    },
    // A language switch rebuilds the editor so the chips say their names in the new language.
    [language],
  );

  return (
    <Stack gap={6}>
      <Group justify="space-between" align="end">
        <Input.Label htmlFor={id}>{label}</Input.Label>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="light" disabled={!editor} data-testid="insert-chip">
              {t('chores.editor.insert')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {CHORE_PLACEHOLDERS.map((name) => (
              <Menu.Item
                key={name}
                data-testid={`chip-${name}`}
                onClick={() => editor?.commands.insertPlaceholderChip(name)}
              >
                {CHORE_PLACEHOLDER_LABELS[name][language]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <div className="chore-editor-frame" data-invalid={error ? 'true' : undefined}>
        <EditorContent editor={editor} />
      </div>
      <Text size="xs" c="dimmed">
        {t('chores.editor.hint')}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert" data-testid="rich-text-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
