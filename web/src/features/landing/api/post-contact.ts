import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { Contact } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { landingKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/contact — the notifications service answers it (spec §8 contact success/error). */
export const postContact = (body: Contact) => request<void>('POST', 'contact', { body });
export const postContactOptions = () =>
  mutationOptions({ mutationKey: landingKeys.contact(), mutationFn: postContact });
export const usePostContact = () => useMutation(postContactOptions());
