/**
 * The `placeholderChip` node of proto's rich-text schema (proto/src/maintenance/rich-text.ts) as a
 * tiptap extension: inline, atomic, one attribute `name` (one of CHORE_PLACEHOLDERS). It renders
 * as a labelled, non-editable chip; the label is the chip's name in the editor's language.
 */
import { mergeAttributes, Node } from '@tiptap/react';
import { CHORE_PLACEHOLDERS, type ChorePlaceholder } from '@casona/proto/enums';
import { RICH_TEXT_NODE } from '@casona/proto/maintenance/rich-text';

export type PlaceholderChipOptions = { label: (name: ChorePlaceholder) => string };

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    placeholderChip: { insertPlaceholderChip: (name: ChorePlaceholder) => ReturnType };
  }
}

const isPlaceholder = (value: unknown): value is ChorePlaceholder =>
  typeof value === 'string' && (CHORE_PLACEHOLDERS as readonly string[]).includes(value);

export const PlaceholderChip = Node.create<PlaceholderChipOptions>({
  name: RICH_TEXT_NODE.placeholderChip,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addOptions: () => ({ label: (name: ChorePlaceholder) => name }),

  addAttributes: () => ({
    name: {
      default: null,
      parseHTML: (element) => {
        const value = element.getAttribute('data-placeholder');
        return isPlaceholder(value) ? value : null;
      },
      renderHTML: (attributes) => ({ 'data-placeholder': attributes['name'] as string }),
    },
  }),

  parseHTML: () => [{ tag: 'span[data-placeholder]' }],

  renderHTML({ node, HTMLAttributes }) {
    const name = node.attrs['name'] as unknown;
    return [
      'span',
      mergeAttributes(HTMLAttributes, { class: 'chore-chip', contenteditable: 'false' }),
      isPlaceholder(name) ? this.options.label(name) : '?',
    ];
  },

  renderText({ node }) {
    const name = node.attrs['name'] as unknown;
    return `{${isPlaceholder(name) ? this.options.label(name) : '?'}}`;
  },

  addCommands() {
    return {
      insertPlaceholderChip:
        (name) =>
        ({ chain }) =>
          chain()
            .focus()
            .insertContent([
              { type: this.name, attrs: { name } },
              { type: 'text', text: ' ' },
            ])
            .run(),
    };
  },
});
