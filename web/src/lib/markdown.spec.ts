import { describe, expect, it } from 'vitest';

import { notificationMarkdown, parseMarkdown, safeHref, type MdNode } from './markdown.ts';

const text = (nodes: MdNode[]): string =>
  nodes.map((n) => ('text' in n ? n.text : 'children' in n ? text(n.children) : '')).join('');

describe('notification markdown', () => {
  it('starts a whole document’s headings at h1 when asked (the legal texts), raw HTML still text', () => {
    const nodes = parseMarkdown('# Aviso\n\n## Datos\n\n<script>alert(1)</script>', 1);
    expect(nodes[0]).toMatchObject({ kind: 'heading', level: 1 });
    expect(nodes[1]).toMatchObject({ kind: 'heading', level: 2 });
    expect(JSON.stringify(nodes)).toContain('"text":"<script>alert(1)</script>');
  });

  it('keeps structure: headings start at h3, emphasis, lists and safe links', () => {
    const nodes = parseMarkdown(
      '# Aviso\n\nEl **agua** se corta el *lunes*.\n\n- uno\n- dos\n\n[Detalles](https://casona.mx/a)',
    );
    expect(nodes[0]).toMatchObject({ kind: 'heading', level: 3 });
    expect(nodes[1]).toMatchObject({
      kind: 'p',
      children: [
        { kind: 'text', text: 'El ' },
        { kind: 'strong', children: [{ kind: 'text', text: 'agua' }] },
        { kind: 'text', text: ' se corta el ' },
        { kind: 'em', children: [{ kind: 'text', text: 'lunes' }] },
        { kind: 'text', text: '.' },
      ],
    });
    expect(nodes[2]).toMatchObject({ kind: 'list', ordered: false });
    expect(nodes[3]).toMatchObject({
      kind: 'p',
      children: [
        { kind: 'link', href: 'https://casona.mx/a', children: [{ kind: 'text', text: 'Detalles' }] },
      ],
    });
  });

  it('never turns HTML into markup and drops dangerous links', () => {
    const nodes = parseMarkdown(
      '<script>alert(1)</script>\n\nHola <img src=x onerror=alert(1)> [x](javascript:alert(1))',
    );
    const flat = JSON.stringify(nodes);
    expect(flat).not.toContain('"kind":"link"');
    expect(text(nodes)).toContain('<script>alert(1)</script>');
    expect(text(nodes)).toContain('<img src=x onerror=alert(1)>');
    expect(text(nodes)).toContain('x');
  });

  it('accepts only http(s) and mailto addresses', () => {
    expect(safeHref('https://casona.mx')).toBe('https://casona.mx/');
    expect(safeHref('mailto:equipo@casona.mx')).toBe('mailto:equipo@casona.mx');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('/dashboard')).toBeNull();
  });

  it("shows the reader's language, or the other one when blank", () => {
    const n = { en_markdown: 'Water cut on Monday', es_markdown: 'Corte de agua el lunes' };
    expect(notificationMarkdown(n, 'es')).toBe('Corte de agua el lunes');
    expect(notificationMarkdown(n, 'en')).toBe('Water cut on Monday');
    expect(notificationMarkdown({ ...n, en_markdown: ' ' }, 'en')).toBe('Corte de agua el lunes');
  });
});
