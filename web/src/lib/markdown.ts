/**
 * Markdown written by people (property notifications, the legal texts staff publish), turned into a
 * small tree of safe nodes. Nothing is ever inserted as HTML: raw HTML in the text stays visible
 * text, links keep only http(s) and mailto addresses, and images become links (no request to a
 * third party on render). The React side (components/markdown-view.tsx) only maps these nodes to
 * elements.
 */
import { Lexer, type Token, type Tokens } from 'marked';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type MdNode =
  | { kind: 'text'; text: string }
  | { kind: 'br' }
  | { kind: 'hr' }
  | { kind: 'code'; text: string }
  | { kind: 'pre'; text: string }
  | { kind: 'heading'; level: HeadingLevel; children: MdNode[] }
  | { kind: 'link'; href: string; children: MdNode[] }
  | {
      kind: 'p' | 'strong' | 'em' | 'del' | 'blockquote' | 'li';
      children: MdNode[];
    }
  | { kind: 'list'; ordered: boolean; start: number | undefined; children: MdNode[] };

/** Addresses a notification may link to; anything else (javascript:, data:, relative tricks) is text. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^mailto:[^\s]+$/i.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    // Not an absolute URL: shown as text rather than guessed at.
    return null;
  }
}

function children(tokens: Token[] | undefined, fallback: string, top: HeadingLevel): MdNode[] {
  return tokens && tokens.length > 0
    ? tokens.flatMap((token) => toNodes(token, top))
    : [{ kind: 'text', text: fallback }];
}

function toNodes(token: Token, top: HeadingLevel): MdNode[] {
  const t = token as Tokens.Generic;
  switch (token.type) {
    case 'space':
    case 'def':
    case 'checkbox':
      return [];
    case 'paragraph':
      return [{ kind: 'p', children: children(t.tokens, t['text'] as string, top) }];
    case 'heading': {
      // A notice sits inside a page with its own h1/h2, so its headings start at h3 (`top`).
      const level = Math.min(6, Math.max(top, (t['depth'] as number) + top - 1)) as HeadingLevel;
      return [{ kind: 'heading', level, children: children(t.tokens, t['text'] as string, top) }];
    }
    case 'text':
      return t.tokens && t.tokens.length > 0
        ? t.tokens.flatMap((inner) => toNodes(inner, top))
        : [{ kind: 'text', text: t['text'] as string }];
    case 'escape':
      return [{ kind: 'text', text: t['text'] as string }];
    case 'html':
    case 'tag':
      // Raw HTML is shown as the characters that were typed, never interpreted.
      return [{ kind: 'text', text: t.raw }];
    case 'strong':
    case 'em':
    case 'del':
      return [{ kind: token.type, children: children(t.tokens, t['text'] as string, top) }];
    case 'codespan':
      return [{ kind: 'code', text: t['text'] as string }];
    case 'code':
      return [{ kind: 'pre', text: t['text'] as string }];
    case 'br':
      return [{ kind: 'br' }];
    case 'hr':
      return [{ kind: 'hr' }];
    case 'blockquote':
      return [{ kind: 'blockquote', children: children(t.tokens, t['text'] as string, top) }];
    case 'list': {
      const list = token as Tokens.List;
      return [
        {
          kind: 'list',
          ordered: list.ordered,
          start: list.ordered && typeof list.start === 'number' ? list.start : undefined,
          children: list.items.map((item) => ({
            kind: 'li' as const,
            children: children(item.tokens, item.text, top),
          })),
        },
      ];
    }
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      const inner = children(link.tokens, link.text, top);
      return href ? [{ kind: 'link', href, children: inner }] : inner;
    }
    case 'image': {
      const image = token as Tokens.Image;
      const href = safeHref(image.href);
      const label: MdNode[] = [{ kind: 'text', text: image.text || image.href }];
      return href ? [{ kind: 'link', href, children: label }] : label;
    }
    case 'table': {
      // Tables are rare in notices: each row becomes a paragraph of its cells.
      const table = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[]): MdNode => ({
        kind: 'p',
        children: cells.flatMap((cell, i) => [
          ...(i > 0 ? [{ kind: 'text' as const, text: ' · ' }] : []),
          ...children(cell.tokens, cell.text, top),
        ]),
      });
      return [row(table.header), ...table.rows.map(row)];
    }
    default:
      return [{ kind: 'text', text: t.raw }];
  }
}

/** The markdown as safe nodes; `#` becomes heading level `top` (3 inside a page, 1 for a whole document). */
export function parseMarkdown(markdown: string, top: HeadingLevel = 3): MdNode[] {
  return Lexer.lex(markdown, { gfm: true, breaks: true }).flatMap((token) => toNodes(token, top));
}

/** The notice in the reader's language, falling back to the other one when it is blank. */
export function notificationMarkdown(
  notification: { en_markdown: string; es_markdown: string },
  language: 'es' | 'en',
): string {
  const preferred = language === 'en' ? notification.en_markdown : notification.es_markdown;
  const other = language === 'en' ? notification.es_markdown : notification.en_markdown;
  return preferred.trim() !== '' ? preferred : other;
}
