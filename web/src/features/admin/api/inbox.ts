import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { notificationAdmin } from '@casona/proto/notifications/routes';

import { api } from '../../../lib/api/client.ts';
import { compact } from '../../../lib/search.ts';
import { adminKeys } from '../../../lib/api/query-keys.ts';

export type ContactFilter = { page: number; q?: string | undefined; answered?: boolean | undefined };
export type ApplicationFilter = { page: number; q?: string | undefined };

/** GET /api/v1/admin/contact?page=&q=&answered= — messages of the landing's contact form, newest first. */
export const getContactMessages = (filter: ContactFilter, signal?: AbortSignal) =>
  api(notificationAdmin.contacts, { query: compact(filter), signal });

export const contactMessagesOptions = (filter: ContactFilter) =>
  queryOptions({
    queryKey: adminKeys.contacts(filter),
    queryFn: ({ signal }) => getContactMessages(filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useContactMessages = (filter: ContactFilter) => useQuery(contactMessagesOptions(filter));

/** GET /api/v1/admin/manager_application?page=&q= — people who applied to manage properties. */
export const getManagerApplications = (filter: ApplicationFilter, signal?: AbortSignal) =>
  api(notificationAdmin.managerApplications, { query: compact(filter), signal });

export const managerApplicationsOptions = (filter: ApplicationFilter) =>
  queryOptions({
    queryKey: adminKeys.managerApplications(filter),
    queryFn: ({ signal }) => getManagerApplications(filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useManagerApplications = (filter: ApplicationFilter) =>
  useQuery(managerApplicationsOptions(filter));

/** PATCH /api/v1/admin/contact/{id} { answered } — staff mark a message answered, or waiting again. */
export function useAnswerContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answered }: { id: string; answered: boolean }) =>
      api(notificationAdmin.answerContact, { params: { id }, body: { answered } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'contact'] }),
        client.invalidateQueries({ queryKey: ['staffHome'] }),
      ]),
  });
}
