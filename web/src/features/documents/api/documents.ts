/**
 * The documents service as the SPA calls it (issue 15): a property's files (upload as
 * multipart/form-data, list, download through the authenticated redirect, delete), the status
 * checklist, the contracts' renewal answer and the deadline calendar's secret address. An upload's
 * email is sent by the service from its event: nothing here calls POST /email_notification.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractStates, propertyFiles } from '@casona/proto/documents/routes';
import type { ContractRenewalDecision, FileType } from '@casona/proto/enums';

import { api } from '../../../lib/api/client.ts';
import { documentsKeys } from '../../../lib/api/query-keys.ts';

/** GET /property_file/status — one property's checklist, or every property the caller may see. */
export const statusOptions = (propertyId?: string) =>
  queryOptions({
    queryKey: documentsKeys.status(propertyId),
    queryFn: ({ signal }) =>
      api(propertyFiles.status, { query: propertyId ? { property_id: propertyId } : {}, signal }),
  });
export const useFileStatus = (propertyId?: string) => useQuery(statusOptions(propertyId));

/** GET /property_file?property_id= — the property's files, newest first. */
export const filesOptions = (propertyId: string) =>
  queryOptions({
    queryKey: documentsKeys.files(propertyId),
    queryFn: ({ signal }) => api(propertyFiles.list, { query: { property_id: propertyId }, signal }),
  });
export const usePropertyFiles = (propertyId: string) => useQuery(filesOptions(propertyId));

export type UploadInput = {
  propertyId: string;
  type: FileType;
  validFrom: string;
  validTo: string;
  file: File;
};

/** POST /property_file (multipart/form-data): property_id, type, valid_from, valid_to and the PDF. */
export function uploadPropertyFile(input: UploadInput) {
  const form = new FormData();
  form.set('property_id', input.propertyId);
  form.set('type', input.type);
  if (input.validFrom) form.set('valid_from', input.validFrom);
  if (input.validTo) form.set('valid_to', input.validTo);
  form.set('file', input.file, input.file.name);
  return api(propertyFiles.upload, { form });
}

/** Whatever changed a property's files also changes its checklist, funnel stage and credit. */
function useRefreshDocuments() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: documentsKeys.all() }),
      client.invalidateQueries({ queryKey: ['property'] }),
    ]);
}

export function useUploadFile() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationKey: documentsKeys.upload(),
    mutationFn: uploadPropertyFile,
    onSuccess: refresh,
  });
}

/** DELETE /property_file/{id} — the stored object, then the row. */
export function useDeleteFile() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationKey: documentsKeys.remove(),
    mutationFn: (id: string) => api(propertyFiles.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

/**
 * GET /property_file/{id}/download?as=json answers a one-minute signed link to the PDF; the browser
 * then navigates to it (a fetch of the storage's origin is blocked by CSP connect-src and CORS, a
 * navigation is not), and the storage answers the PDF as an attachment download or inline view.
 */
export async function downloadPropertyFile(
  id: string,
  open: (url: string) => void = openLink,
): Promise<void> {
  const link = await api(propertyFiles.download, { params: { id }, query: { as: 'json' } });
  // Asked as JSON the route answers 200 with the link (its 302 is for plain links only).
  if (link === null) throw new Error('property_file download answered no link');
  open(link.url);
}

function openLink(url: string): void {
  window.location.assign(url);
}

/** POST /property_file_contract_state — accept or reject a contract's automatic renewal. */
export function useDecideRenewal() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationKey: documentsKeys.renewal(),
    mutationFn: (input: { fileId: string; decision: ContractRenewalDecision }) =>
      api(contractStates.decide, { body: { property_file_id: input.fileId, decision: input.decision } }),
    onSuccess: refresh,
  });
}

/** The deadline calendar's secret address: read, create or replace, revoke. */
export const calendarFeedOptions = (propertyId: string) =>
  queryOptions({
    queryKey: documentsKeys.calendarFeed(propertyId),
    queryFn: ({ signal }) => api(propertyFiles.calendarFeed, { query: { property_id: propertyId }, signal }),
  });
export const useCalendarFeed = (propertyId: string) => useQuery(calendarFeedOptions(propertyId));

export function useCalendarFeedActions(propertyId: string) {
  const client = useQueryClient();
  const key = documentsKeys.calendarFeed(propertyId);
  const rotate = useMutation({
    mutationFn: () => api(propertyFiles.rotateCalendarFeed, { body: { property_id: propertyId } }),
    onSuccess: (feed) => client.setQueryData(key, feed),
  });
  const revoke = useMutation({
    mutationFn: () => api(propertyFiles.revokeCalendarFeed, { query: { property_id: propertyId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  return { rotate, revoke };
}
