import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CHORE_PLACEHOLDERS } from '../enums.ts';
import { validate } from '../validation/validate.ts';
import { RichTextDoc } from './entities.ts';
import {
  CHORE_PLACEHOLDER_LABELS,
  EMPTY_RICH_TEXT,
  fillPlaceholders,
  parseRichText,
  placeholdersIn,
  richTextSchemaSpec,
  richTextToPlain,
  RICH_TEXT_MAX_CHARS,
  RICH_TEXT_PROBLEM_MESSAGES,
} from './rich-text.ts';

/** What tiptap's `editor.getJSON()` gives for a chore rule written with links, chips and a break. */
const fromEditor = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Clean ' },
        { type: 'placeholderChip', attrs: { name: 'property_name' } },
        { type: 'text', text: ' for ' },
        { type: 'placeholderChip', attrs: { name: 'guest_quantity' } },
        { type: 'text', text: ' guests.' },
        { type: 'hardBreak' },
        {
          type: 'text',
          text: 'the manual',
          marks: [
            {
              type: 'link',
              attrs: {
                href: 'https://casona.mx/manual',
                target: '_blank',
                rel: 'noopener noreferrer nofollow',
                class: null,
              },
            },
          ],
        },
      ],
    },
    { type: 'paragraph' },
  ],
};

describe('the chore rich-text schema', () => {
  it('takes a document from the editor unchanged (round trip)', () => {
    const result = parseRichText(fromEditor);
    expect(result).toEqual({ ok: true, doc: fromEditor });
    expect(parseRichText(JSON.parse(JSON.stringify(fromEditor)))).toEqual(result);
    expect(Value.Check(RichTextDoc, fromEditor)).toBe(true);
    expect(parseRichText(EMPTY_RICH_TEXT)).toEqual({ ok: true, doc: EMPTY_RICH_TEXT });
  });

  it('drops attributes the schema does not know, as ProseMirror does', () => {
    const withExtra = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { textAlign: 'left' },
          content: [{ type: 'placeholderChip', attrs: { name: 'nights', color: 'red' } }],
        },
      ],
    };
    expect(parseRichText(withExtra)).toEqual({
      ok: true,
      doc: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'placeholderChip', attrs: { name: 'nights' } }] }],
      },
    });
  });

  it.each([
    ['not an object', 'hello', 'noTopNode'],
    ['null', null, 'noTopNode'],
    ['an array', [fromEditor], 'noTopNode'],
    ['another top node', { type: 'paragraph', content: [] }, 'noTopNode'],
    ['no paragraph', { type: 'doc', content: [] }, 'emptyDoc'],
    ['text at the top', { type: 'doc', content: [{ type: 'text', text: 'x' }] }, 'badNode'],
    ['a heading', { type: 'doc', content: [{ type: 'heading', content: [] }] }, 'badNode'],
    ['an image', { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'image' }] }] }, 'badNode'],
    [
      'empty text',
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }] },
      'emptyText',
    ],
    [
      'a bold mark',
      {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'bold' }] }] }],
      },
      'badMark',
    ],
    [
      'a javascript: link',
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            ],
          },
        ],
      },
      'badLink',
    ],
    [
      'an unknown chip',
      {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'placeholderChip', attrs: { name: 'guest_name' } }] },
        ],
      },
      'badPlaceholder',
    ],
    [
      'too much text',
      {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(RICH_TEXT_MAX_CHARS + 1) }] },
        ],
      },
      'tooLong',
    ],
  ])('refuses %s', (_name, doc, problem) => {
    const result = parseRichText(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toBe(problem);
  });

  it("answers ProseMirror's topNode message for a document without one, the rich-text message otherwise", () => {
    expect(RICH_TEXT_PROBLEM_MESSAGES.noTopNode).toBe('error.pmDocumentTopNode');
    expect(RICH_TEXT_PROBLEM_MESSAGES.badLink).toBe('validation.richText');
    expect(validate(RichTextDoc, { type: 'doc', content: [{ type: 'heading' }] }).ok).toBe(false);
  });

  it('declares one chip node whose name attribute takes every placeholder, each labelled in es and en', () => {
    expect(Object.keys(richTextSchemaSpec.nodes)).toEqual([
      'doc',
      'paragraph',
      'text',
      'hardBreak',
      'placeholderChip',
    ]);
    expect(richTextSchemaSpec.nodes.doc.content).toBe('paragraph+');
    for (const name of CHORE_PLACEHOLDERS) {
      expect(
        parseRichText({
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'placeholderChip', attrs: { name } }] }],
        }).ok,
      ).toBe(true);
      expect(CHORE_PLACEHOLDER_LABELS[name].es).not.toBe('');
      expect(CHORE_PLACEHOLDER_LABELS[name].en).not.toBe('');
    }
  });

  it('fills chips with their values, a missing one with the given word, and renders plain text', () => {
    const parsed = parseRichText(fromEditor);
    if (!parsed.ok) throw new Error('fixture refused');
    expect(placeholdersIn(parsed.doc)).toEqual(['property_name', 'guest_quantity']);
    const filled = fillPlaceholders(parsed.doc, { property_name: 'Casa Lupita' }, 'por confirmar');
    expect(placeholdersIn(filled)).toEqual([]);
    expect(richTextToPlain(filled, () => '?')).toBe(
      'Clean Casa Lupita for por confirmar guests.\nthe manual\n',
    );
    expect(parseRichText(filled)).toEqual({ ok: true, doc: filled });
  });
});
