/**
 * The editor's extensions, exactly proto's rich-text schema (proto/src/maintenance/rich-text.ts):
 * StarterKit with every node and mark but doc, paragraph, text, hard break and link turned off,
 * the placeholder chip, and undo history 100 steps deep grouped by 500 ms. Links: typed or pasted
 * URLs become links when proto's `isLinkHref` accepts them (http, https, mailto); a plain click
 * edits (Ctrl/Cmd-click opens, in the editor component).
 */
import type { AnyExtension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EDITOR_HISTORY_DEPTH, EDITOR_HISTORY_GROUP_DELAY_MS } from '@casona/proto/constants';
import type { ChorePlaceholder } from '@casona/proto/enums';
import { isLinkHref } from '@casona/proto/maintenance/rich-text';

import { PlaceholderChip } from './placeholder-chip.ts';

export function choreEditorExtensions(label: (name: ChorePlaceholder) => string): AnyExtension[] {
  return [
    StarterKit.configure({
      blockquote: false,
      bold: false,
      bulletList: false,
      code: false,
      codeBlock: false,
      dropcursor: false,
      gapcursor: false,
      heading: false,
      horizontalRule: false,
      italic: false,
      listItem: false,
      listKeymap: false,
      orderedList: false,
      strike: false,
      underline: false,
      trailingNode: false,
      undoRedo: { depth: EDITOR_HISTORY_DEPTH, newGroupDelay: EDITOR_HISTORY_GROUP_DELAY_MS },
      link: {
        autolink: true,
        linkOnPaste: true,
        openOnClick: false,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        isAllowedUri: (url) => isLinkHref(url),
        shouldAutoLink: (url) => isLinkHref(/^[a-z]+:/i.test(url) ? url : `https://${url}`),
      },
    }),
    PlaceholderChip.configure({ label }),
  ];
}
