import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { notificationAdmin } from '@casona/proto/notifications/routes';

import { api } from '../../../lib/api/client.ts';
import { adminKeys } from '../../../lib/api/query-keys.ts';

/** The mailbox's page and search (subject, recipient or template; accents and case ignored). */
export type MailboxFilter = { page: number; q?: string };

/**
 * GET /api/v1/admin/mail?page=&q= — the embedded mail outbox, newest first. With a real SMTP server
 * configured there is no outbox: 404 with a message saying so.
 */
export const getMailbox = (filter: MailboxFilter, signal?: AbortSignal) =>
  api(notificationAdmin.mailbox, { query: filter, signal });

export const mailboxOptions = (filter: MailboxFilter) =>
  queryOptions({
    queryKey: adminKeys.mail.list(filter),
    queryFn: ({ signal }) => getMailbox(filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useMailbox = (filter: MailboxFilter) => useQuery(mailboxOptions(filter));

/** GET /api/v1/admin/mail/{id} — one message with its HTML, text and headers. */
export const getMail = (id: string, signal?: AbortSignal) =>
  api(notificationAdmin.mail, { params: { id }, signal });

export const mailOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.mail.message(id),
    queryFn: ({ signal }) => getMail(id, signal),
    staleTime: Infinity,
    retry: false,
  });
export const useMail = (id: string) => useQuery(mailOptions(id));
