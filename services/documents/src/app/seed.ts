/**
 * The first version of each legal text, the same markdown the SPA shipped before documents owned
 * them (web/src/features/legal/content, v1.0, in force since 21 November 2025), committed under
 * seed/legal and published once on an empty table. Staff publish every later version.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { LegalTextKind } from '@casona/proto';
import type { Deps } from './deps.ts';
import { insertFirstText } from './legal-store.ts';

const SEED_DIR = new URL('../../seed/legal/', import.meta.url);

export const FIRST_VERSIONS: Record<LegalTextKind, { file: string; effective: string }> = {
  privacy_policy: { file: 'privacy-policy.v1.0', effective: '2025-11-21T00:00:00-06:00' },
  terms_and_conditions: { file: 'terms-and-conditions.v1.0', effective: '2025-11-21T00:00:00-06:00' },
};

/** Returns the kinds it published. */
export async function seedLegalTexts(deps: Pick<Deps, 'db'>): Promise<LegalTextKind[]> {
  const seeded: LegalTextKind[] = [];
  for (const [kind, first] of Object.entries(FIRST_VERSIONS) as [
    LegalTextKind,
    (typeof FIRST_VERSIONS)[LegalTextKind],
  ][]) {
    const [en, es] = await Promise.all(
      (['en', 'es'] as const).map((lang) => readFile(new URL(`${first.file}.${lang}.md`, SEED_DIR), 'utf8')),
    );
    const inserted = await deps.db.tx((client) =>
      insertFirstText(client, kind, {
        id: randomUUID(),
        en_markdown: en!,
        es_markdown: es!,
        created_at: new Date(first.effective),
      }),
    );
    if (inserted) seeded.push(kind);
  }
  return seeded;
}
