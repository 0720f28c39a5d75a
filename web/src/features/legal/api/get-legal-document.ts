/**
 * The legal texts from the documents service (issue 15): the latest published version of the
 * privacy policy or the terms, both languages in one answer (the page shows the reader's).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { legalTexts } from '@casona/proto/documents/routes';

import { api } from '../../../lib/api/client.ts';
import { documentsKeys } from '../../../lib/api/query-keys.ts';

export type LegalDocument = 'privacy_policy' | 'terms_and_conditions';

const ROUTES = {
  privacy_policy: legalTexts.privacyPolicy,
  terms_and_conditions: legalTexts.termsAndConditions,
} as const;

/** GET /privacy_policy or /terms_and_conditions — the latest version (public). */
export const legalDocumentOptions = (document: LegalDocument) =>
  queryOptions({
    queryKey: documentsKeys.legal(document),
    queryFn: ({ signal }) => api(ROUTES[document], { signal, anonymous: true }),
    staleTime: 10 * 60_000,
  });

export const useLegalDocument = (document: LegalDocument) => useQuery(legalDocumentOptions(document));
