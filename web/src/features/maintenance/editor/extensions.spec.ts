// @vitest-environment happy-dom
import { Editor } from '@tiptap/react';
import {
  CHORE_PLACEHOLDER_LABELS,
  parseRichText,
  richTextSchemaSpec,
} from '@casona/proto/maintenance/rich-text';
import { afterEach, describe, expect, it } from 'vitest';

import { isBlankDoc, linkToOpen } from './rich-text-editor.tsx';
import { choreEditorExtensions } from './extensions.ts';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const make = (content?: object) =>
  (editor = new Editor({
    element: document.createElement('div'),
    extensions: choreEditorExtensions((name) => CHORE_PLACEHOLDER_LABELS[name].es),
    ...(content ? { content } : {}),
  }));

describe("the chore editor's schema", () => {
  it("has exactly proto's nodes and marks, the document's top node first", () => {
    const schema = make().schema;
    expect(schema.topNodeType.name).toBe(richTextSchemaSpec.topNode);
    expect(Object.keys(schema.nodes).sort()).toEqual(Object.keys(richTextSchemaSpec.nodes).sort());
    expect(Object.keys(schema.marks)).toEqual(Object.keys(richTextSchemaSpec.marks));
    expect(schema.nodes['placeholderChip']?.isAtom).toBe(true);
    expect(schema.nodes['placeholderChip']?.isInline).toBe(true);
  });

  it('writes documents the server accepts: text, a link, chips and a hard break', () => {
    const e = make();
    e.commands.insertContent('Para ');
    e.commands.insertPlaceholderChip('guest_quantity');
    e.commands.insertContent('huéspedes, salida ');
    e.commands.insertPlaceholderChip('check_out');
    e.commands.setHardBreak();
    e.commands.insertContent({
      type: 'text',
      text: 'manual',
      marks: [{ type: 'link', attrs: { href: 'https://example.com/manual' } }],
    });
    const json = e.getJSON();
    const parsed = parseRichText(json);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const inlines = parsed.doc.content[0]?.content ?? [];
    expect(inlines.filter((n) => n.type === 'placeholderChip').map((n) => n.attrs)).toEqual([
      { name: 'guest_quantity' },
      { name: 'check_out' },
    ]);
    expect(inlines.some((n) => n.type === 'hardBreak')).toBe(true);
    const linked = inlines.flatMap((n) => (n.type === 'text' && n.marks ? n.marks : []));
    expect(linked.map((m) => m.attrs.href)).toEqual(['https://example.com/manual']);
    // A stored document opens in the editor unchanged (round trip).
    const reopened = make(parsed.doc);
    expect(parseRichText(reopened.getJSON())).toEqual(parsed);
  });

  it('drops pasted links the server refuses (javascript:) and keeps their text', () => {
    const e = make();
    e.commands.setContent(
      '<p><a href="javascript:alert(1)">clic</a> y <a href="https://ok.mx/">esto</a></p>',
    );
    const parsed = parseRichText(e.getJSON());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const inlines = parsed.doc.content[0]?.content ?? [];
    expect(inlines[0]).toEqual({ type: 'text', text: 'clic y ' });
    expect(inlines[1]).toMatchObject({ text: 'esto', marks: [{ attrs: { href: 'https://ok.mx/' } }] });
  });

  it('shows the server its own refusal for a link it would not store', () => {
    const e = make();
    e.commands.insertContent({
      type: 'text',
      text: 'clic',
      marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
    });
    expect(parseRichText(e.getJSON())).toMatchObject({ ok: false, problem: 'badLink' });
  });

  it('undoes typing in one step per pause, keeping 100 steps', () => {
    const e = make();
    const history = e.extensionManager.extensions.find((x) => x.name === 'undoRedo');
    expect(history?.options).toMatchObject({ depth: 100, newGroupDelay: 500 });
    e.commands.insertContent('hola');
    e.commands.undo();
    expect(isBlankDoc(e.getJSON())).toBe(true);
  });

  it('opens a link only with Ctrl or Cmd held, and only an accepted one', () => {
    const a = document.createElement('a');
    a.setAttribute('href', 'https://example.com/x');
    const inner = document.createElement('span');
    a.appendChild(inner);
    expect(linkToOpen({ ctrlKey: true, metaKey: false, target: inner })).toBe('https://example.com/x');
    expect(linkToOpen({ ctrlKey: false, metaKey: true, target: a })).toBe('https://example.com/x');
    expect(linkToOpen({ ctrlKey: false, metaKey: false, target: a })).toBeNull();
    a.setAttribute('href', 'javascript:alert(1)');
    expect(linkToOpen({ ctrlKey: true, metaKey: false, target: a })).toBeNull();
  });
});
