import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { LeadPost, MessageAnswer } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { toursKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/lead — an interested person leaves their details for a property → `{ id, message }`. */
export const postLead = (body: LeadPost) => request<MessageAnswer & { id: string }>('POST', 'lead', { body });
export const postLeadOptions = () => mutationOptions({ mutationKey: toursKeys.lead(), mutationFn: postLead });
export const usePostLead = () => useMutation(postLeadOptions());
