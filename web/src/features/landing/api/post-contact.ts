import { notificationForms } from '@casona/proto/notifications/routes';
import type { Contact } from '@casona/proto/schemas/submissions';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client.ts';
import { landingKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/contact — the notifications service answers it (spec §8 contact success/error). */
export const postContact = (body: Contact) => api(notificationForms.contact, { body });
export const postContactOptions = () =>
  mutationOptions({ mutationKey: landingKeys.contact(), mutationFn: postContact });
export const usePostContact = () => useMutation(postContactOptions());
