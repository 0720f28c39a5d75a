/**
 * The chore description's rich-text schema: ONE definition for the server (which validates every
 * stored `description_doc` against it) and the SPA's tiptap editor (whose extensions mirror it).
 *
 * Decision (issue 13): a plain ProseMirror schema spec, not `@tiptap/core`'s `getSchema`, so proto
 * keeps no editor dependency. `richTextSchemaSpec` is a valid `SchemaSpec` for `prosemirror-model`
 * (`new Schema(richTextSchemaSpec)`, as the maintenance service does with `@tiptap/pm/model`); the
 * SPA's tiptap extensions must produce exactly these names, attributes and content expressions:
 *
 * | tiptap extension                        | node / mark     | content / attrs                                      |
 * | --------------------------------------- | --------------- | ---------------------------------------------------- |
 * | `@tiptap/extension-document`            | `doc`           | `paragraph+` (topNode)                               |
 * | `@tiptap/extension-paragraph`           | `paragraph`     | `inline*`                                            |
 * | `@tiptap/extension-text`                | `text`          | group inline                                         |
 * | `@tiptap/extension-hard-break`          | `hardBreak`     | inline, no attrs                                     |
 * | `@tiptap/extension-link`                | mark `link`     | href (http, https or mailto), target, rel, class, title |
 * | a custom `Node.create` (atom, inline)   | `placeholderChip` | `name`: one of CHORE_PLACEHOLDERS                  |
 *
 * The chip is named `placeholderChip`, not `placeholder`, so it never collides with tiptap's
 * `@tiptap/extensions` Placeholder (the empty-editor hint). Undo history depth and group delay:
 * EDITOR_HISTORY_DEPTH / EDITOR_HISTORY_GROUP_DELAY_MS in constants.ts.
 *
 * `parseRichText` is the same check as pure TypeScript (no ProseMirror), so the SPA can validate as
 * the user types and the server can answer 400 with a message key before touching ProseMirror.
 * `fillPlaceholders` turns the chips of a triggered chore into text from its reservation.
 */
import { CHORE_PLACEHOLDERS, type ChorePlaceholder, type LocalizedLabel } from '../enums.ts';

export const RICH_TEXT_TOP_NODE = 'doc';
export const RICH_TEXT_NODE = {
  doc: 'doc',
  paragraph: 'paragraph',
  text: 'text',
  hardBreak: 'hardBreak',
  placeholderChip: 'placeholderChip',
} as const;
export const RICH_TEXT_MARK = { link: 'link' } as const;

/** Link attributes tiptap's Link extension writes; only `href` is required. */
export const LINK_ATTRS = ['href', 'target', 'rel', 'class', 'title'] as const;
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

/** Limits of a stored document (a chore description is a few paragraphs, never a book). */
export const RICH_TEXT_MAX_PARAGRAPHS = 500;
export const RICH_TEXT_MAX_INLINES = 2000;
export const RICH_TEXT_MAX_CHARS = 20_000;

/**
 * A `prosemirror-model` SchemaSpec (plain data; rendering is the editor's business). Node order
 * matters to ProseMirror: the first block node is the default one.
 */
export const richTextSchemaSpec = {
  topNode: RICH_TEXT_TOP_NODE,
  nodes: {
    doc: { content: 'paragraph+' },
    paragraph: { content: 'inline*', group: 'block' },
    text: { group: 'inline' },
    hardBreak: { inline: true, group: 'inline', selectable: false },
    placeholderChip: {
      inline: true,
      group: 'inline',
      atom: true,
      selectable: true,
      attrs: { name: { default: null } },
    },
  },
  marks: {
    link: {
      inclusive: false,
      attrs: {
        href: { default: null },
        target: { default: '_blank' },
        rel: { default: 'noopener noreferrer nofollow' },
        class: { default: null },
        title: { default: null },
      },
    },
  },
} as const;

// ─── The JSON shapes ────────────────────────────────────────────────────────────────────────────

export interface RichTextLinkMark {
  type: 'link';
  attrs: {
    href: string;
    target?: string | null;
    rel?: string | null;
    class?: string | null;
    title?: string | null;
  };
}
export interface RichTextTextNode {
  type: 'text';
  text: string;
  marks?: RichTextLinkMark[];
}
export interface RichTextHardBreakNode {
  type: 'hardBreak';
}
export interface RichTextChipNode {
  type: 'placeholderChip';
  attrs: { name: ChorePlaceholder };
}
export type RichTextInlineNode = RichTextTextNode | RichTextHardBreakNode | RichTextChipNode;
export interface RichTextParagraphNode {
  type: 'paragraph';
  content?: RichTextInlineNode[];
}
export interface RichTextDocument {
  type: 'doc';
  content: RichTextParagraphNode[];
}

/**
 * Why a document was refused. `noTopNode` is ProseMirror's "Cannot create a PM Document without a
 * topNode" case (not an object, or not a `doc`); every reason maps to a message key.
 */
export type RichTextProblem =
  'noTopNode' | 'emptyDoc' | 'badNode' | 'emptyText' | 'badMark' | 'badLink' | 'badPlaceholder' | 'tooLong';

/** The message a refused document answers with (es/en in the catalogue). */
export const RICH_TEXT_PROBLEM_MESSAGES: Readonly<
  Record<RichTextProblem, 'error.pmDocumentTopNode' | 'validation.richText'>
> = {
  noTopNode: 'error.pmDocumentTopNode',
  emptyDoc: 'validation.richText',
  badNode: 'validation.richText',
  emptyText: 'validation.richText',
  badMark: 'validation.richText',
  badLink: 'validation.richText',
  badPlaceholder: 'validation.richText',
  tooLong: 'validation.richText',
};

/** What a chip shows in the editor (and in a rule, where it has no value yet). */
export const CHORE_PLACEHOLDER_LABELS: Readonly<Record<ChorePlaceholder, LocalizedLabel>> = {
  property_name: { es: 'Nombre de la propiedad', en: 'Property name' },
  listing_name: { es: 'Nombre del anuncio', en: 'Listing name' },
  guest_quantity: { es: 'Número de huéspedes', en: 'Guest quantity' },
  check_in: { es: 'Check-in', en: 'Check-in' },
  check_out: { es: 'Check-out', en: 'Check-out' },
  confirmation_code: { es: 'Código de confirmación', en: 'Confirmation code' },
  nights: { es: 'Noches', en: 'Nights' },
  total_earned: { es: 'Total ganado', en: 'Total earned' },
};

export type RichTextResult =
  { ok: true; doc: RichTextDocument } | { ok: false; problem: RichTextProblem; path: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isLinkHref(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000 || /\s/.test(value) || !URL.canParse(value))
    return false;
  const url = new URL(value);
  if (!(LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return false;
  return url.protocol === 'mailto:' ? url.pathname.includes('@') : url.hostname !== '';
}

const isChorePlaceholder = (value: unknown): value is ChorePlaceholder =>
  typeof value === 'string' && (CHORE_PLACEHOLDERS as readonly string[]).includes(value);

class Refusal {
  readonly problem: RichTextProblem;
  readonly path: string;
  constructor(problem: RichTextProblem, path: string) {
    this.problem = problem;
    this.path = path;
  }
}

function parseMark(raw: unknown, path: string): RichTextLinkMark {
  if (!isRecord(raw) || raw['type'] !== RICH_TEXT_MARK.link) throw new Refusal('badMark', path);
  const attrs = raw['attrs'];
  if (!isRecord(attrs) || !isLinkHref(attrs['href'])) throw new Refusal('badLink', `${path}/attrs/href`);
  const out: RichTextLinkMark['attrs'] = { href: attrs['href'] };
  for (const name of LINK_ATTRS) {
    if (name === 'href' || !(name in attrs)) continue;
    const value = attrs[name];
    if (value !== null && (typeof value !== 'string' || value.length > 200)) {
      throw new Refusal('badLink', `${path}/attrs/${name}`);
    }
    out[name] = value;
  }
  return { type: 'link', attrs: out };
}

function parseInline(raw: unknown, path: string, budget: { chars: number }): RichTextInlineNode {
  if (!isRecord(raw)) throw new Refusal('badNode', path);
  switch (raw['type']) {
    case RICH_TEXT_NODE.text: {
      const text = raw['text'];
      if (typeof text !== 'string' || text === '') throw new Refusal('emptyText', `${path}/text`);
      budget.chars += text.length;
      if (budget.chars > RICH_TEXT_MAX_CHARS) throw new Refusal('tooLong', `${path}/text`);
      const marks = raw['marks'];
      if (marks === undefined || (Array.isArray(marks) && marks.length === 0)) return { type: 'text', text };
      if (!Array.isArray(marks) || marks.length > 1) throw new Refusal('badMark', `${path}/marks`);
      return { type: 'text', text, marks: [parseMark(marks[0], `${path}/marks/0`)] };
    }
    case RICH_TEXT_NODE.hardBreak:
      return { type: 'hardBreak' };
    case RICH_TEXT_NODE.placeholderChip: {
      const attrs = raw['attrs'];
      if (!isRecord(attrs) || !isChorePlaceholder(attrs['name'])) {
        throw new Refusal('badPlaceholder', `${path}/attrs/name`);
      }
      return { type: 'placeholderChip', attrs: { name: attrs['name'] } };
    }
    default:
      throw new Refusal('badNode', `${path}/type`);
  }
}

/**
 * Checks a document against `richTextSchemaSpec` and returns it normalised (unknown attributes
 * dropped, as ProseMirror's `Node.fromJSON` does), or the first problem with its JSON pointer.
 */
export function parseRichText(raw: unknown): RichTextResult {
  try {
    if (!isRecord(raw) || raw['type'] !== RICH_TEXT_TOP_NODE) throw new Refusal('noTopNode', '');
    const content = raw['content'];
    if (!Array.isArray(content) || content.length === 0) throw new Refusal('emptyDoc', '/content');
    if (content.length > RICH_TEXT_MAX_PARAGRAPHS) throw new Refusal('tooLong', '/content');
    const budget = { chars: 0 };
    let inlines = 0;
    const paragraphs = content.map((block: unknown, i): RichTextParagraphNode => {
      const path = `/content/${i}`;
      if (!isRecord(block) || block['type'] !== RICH_TEXT_NODE.paragraph) throw new Refusal('badNode', path);
      const inner = block['content'];
      if (inner === undefined) return { type: 'paragraph' };
      if (!Array.isArray(inner)) throw new Refusal('badNode', `${path}/content`);
      inlines += inner.length;
      if (inlines > RICH_TEXT_MAX_INLINES) throw new Refusal('tooLong', `${path}/content`);
      if (inner.length === 0) return { type: 'paragraph' };
      return {
        type: 'paragraph',
        content: inner.map((node: unknown, j) => parseInline(node, `${path}/content/${j}`, budget)),
      };
    });
    return { ok: true, doc: { type: 'doc', content: paragraphs } };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem, path: error.path };
    throw error;
  }
}

/** The empty document the editor starts from. */
export const EMPTY_RICH_TEXT: RichTextDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

/** The placeholder chips a document uses, once each, in order of appearance. */
export function placeholdersIn(doc: RichTextDocument): ChorePlaceholder[] {
  const seen = new Set<ChorePlaceholder>();
  for (const p of doc.content)
    for (const n of p.content ?? []) if (n.type === 'placeholderChip') seen.add(n.attrs.name);
  return [...seen];
}

/**
 * Replaces every chip by a text node carrying its value (a chip without a value keeps its place as
 * the `missing` text), merging nothing else: links and breaks stay as they were.
 */
export function fillPlaceholders(
  doc: RichTextDocument,
  values: Partial<Record<ChorePlaceholder, string>>,
  missing: string,
): RichTextDocument {
  return {
    type: 'doc',
    content: doc.content.map((p) =>
      p.content === undefined
        ? p
        : {
            type: 'paragraph',
            content: p.content.map((n) =>
              n.type === 'placeholderChip' ? { type: 'text', text: values[n.attrs.name] || missing } : n,
            ),
          },
    ),
  };
}

/** The document as plain text (paragraphs on their own lines), for emails and notices. */
export function richTextToPlain(doc: RichTextDocument, chip: (name: ChorePlaceholder) => string): string {
  return doc.content
    .map((p) =>
      (p.content ?? [])
        .map((n) => (n.type === 'text' ? n.text : n.type === 'hardBreak' ? '\n' : chip(n.attrs.name)))
        .join(''),
    )
    .join('\n');
}
