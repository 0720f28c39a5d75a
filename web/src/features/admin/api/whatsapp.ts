import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { whatsappAdminRoutes } from '@casona/proto/notifications/preferences';

import { api } from '../../../lib/api/client.ts';
import { notificationsKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/admin/whatsapp_message?page= — staff's WhatsApp delivery log (issue 19). */
export const whatsappLogOptions = (page: number) =>
  queryOptions({
    queryKey: notificationsKeys.whatsappLog(page),
    queryFn: ({ signal }) => api(whatsappAdminRoutes.deliveries, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useWhatsappLog = (page: number) => useQuery(whatsappLogOptions(page));
