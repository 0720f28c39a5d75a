import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Language } from '../../../lib/i18n/index.ts';
import { LEGAL_VERSIONS, type LegalDocument } from '../content/versions.ts';
import { legalKeys } from '../../../lib/api/query-keys.ts';

// Versioned markdown shipped with the SPA, one chunk per file (see content/versions.ts).
const files = import.meta.glob<string>('../content/*/*.md', { query: '?raw', import: 'default' });

export type LegalText = { markdown: string; version: string; effective: string };

/** The current version of a legal text in `language`. */
export async function getLegalDocument(document: LegalDocument, language: Language): Promise<LegalText> {
  const { version, effective } = LEGAL_VERSIONS[document];
  const load = files[`../content/${document}/v${version}.${language}.md`];
  if (!load) throw new Error(`Missing legal text ${document} v${version} (${language})`);
  return { markdown: await load(), version, effective };
}

export const legalDocumentOptions = (document: LegalDocument, language: Language) =>
  queryOptions({
    queryKey: legalKeys.document(document, language),
    queryFn: () => getLegalDocument(document, language),
    staleTime: Infinity,
  });

export const useLegalDocument = (document: LegalDocument, language: Language) =>
  useQuery(legalDocumentOptions(document, language));
