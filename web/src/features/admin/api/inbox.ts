import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { ContactMessage, ManagerApplicationRow, PageOf } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { adminKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/admin/contact?page= — messages of the landing's contact form, newest first. */
export const getContactMessages = (page: number, signal?: AbortSignal) =>
  request<PageOf<ContactMessage>>('GET', 'admin/contact', { query: { page }, signal });

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
  request<PageOf<ManagerApplicationRow>>('GET', 'admin/manager_application', { query: { page }, signal });

export const managerApplicationsOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.managerApplications(page),
    queryFn: ({ signal }) => getManagerApplications(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useManagerApplications = (page: number) => useQuery(managerApplicationsOptions(page));
