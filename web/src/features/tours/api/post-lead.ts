import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { LeadPost } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';

/** POST /api/v1/lead — an interested person leaves their details for a property. */
export const postLead = (body: LeadPost) => request<void>('POST', 'lead', { body });
export const postLeadOptions = () => mutationOptions({ mutationKey: ['lead'], mutationFn: postLead });
export const usePostLead = () => useMutation(postLeadOptions());
