import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { notificationAdmin } from '@casona/proto/notifications/routes';

import { api } from '../../../lib/api/client.ts';
import { adminKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/admin/contact?page= — messages of the landing's contact form, newest first. */
export const getContactMessages = (page: number, signal?: AbortSignal) =>
  api(notificationAdmin.contacts, { query: { page }, signal });

export const contactMessagesOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.contacts(page),
    queryFn: ({ signal }) => getContactMessages(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useContactMessages = (page: number) => useQuery(contactMessagesOptions(page));

/** GET /api/v1/admin/manager_application?page= — people who applied to manage properties. */
export const getManagerApplications = (page: number, signal?: AbortSignal) =>
  api(notificationAdmin.managerApplications, { query: { page }, signal });

export const managerApplicationsOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.managerApplications(page),
    queryFn: ({ signal }) => getManagerApplications(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useManagerApplications = (page: number) => useQuery(managerApplicationsOptions(page));

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
