import { describe, expect, it } from 'vitest';
import { CHORE_PLACEHOLDERS } from '@casona/proto/enums';
import { parseRichText, type RichTextDocument } from '@casona/proto/maintenance/rich-text';
import { proseMirrorAccepts, proseMirrorRoundTrip, richTextSchema } from './rich-text.ts';

const editorDoc: RichTextDocument = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Limpiar ' },
        { type: 'placeholderChip', attrs: { name: 'property_name' } },
        { type: 'hardBreak' },
        {
          type: 'text',
          text: 'la guía',
          marks: [
            {
              type: 'link',
              attrs: {
                href: 'https://casona.mx/guia',
                target: '_blank',
                rel: 'noopener noreferrer nofollow',
                class: null,
                title: null,
              },
            },
          ],
        },
      ],
    },
    { type: 'paragraph' },
  ],
};

describe("proto's rich-text schema spec in ProseMirror", () => {
  it('builds a schema whose top node is doc, with the chip an inline atom', () => {
    expect(richTextSchema.topNodeType.name).toBe('doc');
    expect(richTextSchema.nodes['placeholderChip']!.isAtom).toBe(true);
    expect(richTextSchema.nodes['placeholderChip']!.isInline).toBe(true);
    expect(Object.keys(richTextSchema.marks)).toEqual(['link']);
  });

  it('round-trips a document from the editor unchanged, every chip included', () => {
    expect(proseMirrorRoundTrip(editorDoc)).toEqual(editorDoc);
    for (const name of CHORE_PLACEHOLDERS) {
      const doc: RichTextDocument = {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'placeholderChip', attrs: { name } }] }],
      };
      expect(proseMirrorAccepts(doc)).toBe(true);
    }
  });

  it('agrees with parseRichText: what parseRichText accepts, ProseMirror loads', () => {
    const parsed = parseRichText(editorDoc);
    expect(parsed.ok && proseMirrorAccepts(parsed.doc)).toBe(true);
  });

  it('refuses what the schema cannot hold (an empty doc, a paragraph in a paragraph)', () => {
    expect(proseMirrorAccepts({ type: 'doc', content: [] })).toBe(false);
    expect(
      proseMirrorAccepts({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'paragraph' } as never] }],
      }),
    ).toBe(false);
  });
});
