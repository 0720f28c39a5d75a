/** The legal texts as staff publish them (POST /privacy_policy, /terms_and_conditions) and read them. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { legalTexts } from '@casona/proto/documents/routes';
import type { LegalTextPost } from '@casona/proto/documents/requests';
import type { LegalTextKind } from '@casona/proto/enums';

import { api } from '../../../lib/api/client.ts';
import { documentsKeys } from '../../../lib/api/query-keys.ts';

const READ = {
  privacy_policy: legalTexts.privacyPolicy,
  terms_and_conditions: legalTexts.termsAndConditions,
};
const PUBLISH = {
  privacy_policy: legalTexts.publishPrivacyPolicy,
  terms_and_conditions: legalTexts.publishTermsAndConditions,
};

export const latestLegalTextOptions = (kind: LegalTextKind) =>
  queryOptions({
    queryKey: documentsKeys.legal(kind),
    queryFn: ({ signal }) => api(READ[kind], { signal }),
  });
export const useLatestLegalText = (kind: LegalTextKind) => useQuery(latestLegalTextOptions(kind));

/** Publishes a new version; every profile is then asked to accept it again. */
export function usePublishLegalText(kind: LegalTextKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LegalTextPost) => api(PUBLISH[kind], { body }),
    onSuccess: (text) => {
      client.setQueryData(documentsKeys.legal(kind), text);
      return client.invalidateQueries({ queryKey: documentsKeys.acceptance() });
    },
  });
}
