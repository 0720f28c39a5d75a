/**
 * The chore description checked by ProseMirror itself against proto's schema spec — the same spec
 * the SPA's tiptap extensions mirror — after proto's `parseRichText` (which gives the message key
 * and path): a document ProseMirror would refuse to load in the editor is never stored.
 */
import { Node, Schema } from 'prosemirror-model';
import { richTextSchemaSpec, type RichTextDocument } from '@casona/proto/maintenance/rich-text';

export const richTextSchema = new Schema(richTextSchemaSpec as ConstructorParameters<typeof Schema>[0]);

/** Whether ProseMirror loads the document and finds it valid (content expressions, marks, attrs). */
export function proseMirrorAccepts(doc: RichTextDocument): boolean {
  try {
    Node.fromJSON(richTextSchema, doc).check();
    return true;
  } catch {
    return false;
  }
}

/** The document as ProseMirror writes it back (what the editor would hold). */
export function proseMirrorRoundTrip(doc: RichTextDocument): unknown {
  return Node.fromJSON(richTextSchema, doc).toJSON();
}
