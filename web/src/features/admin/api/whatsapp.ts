import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { whatsappAdminRoutes, type WhatsappDeliveriesQuery } from '@casona/proto/notifications/preferences';

import { api } from '../../../lib/api/client.ts';
import { notificationsKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/admin/whatsapp_message?page=&status= — staff's WhatsApp delivery log (issue 19), optionally one state. */
export const whatsappLogOptions = (filter: WhatsappDeliveriesQuery) =>
  queryOptions({
    queryKey: notificationsKeys.whatsappLog(filter),
    queryFn: ({ signal }) => api(whatsappAdminRoutes.deliveries, { query: filter, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useWhatsappLog = (filter: WhatsappDeliveriesQuery) => useQuery(whatsappLogOptions(filter));
