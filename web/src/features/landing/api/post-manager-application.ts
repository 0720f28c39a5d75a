import { notificationForms } from '@casona/proto/notifications/routes';
import type { ManagerApplication } from '@casona/proto/schemas/submissions';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client.ts';
import { landingKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/email/wanna_be_manager — a property manager applies (spec §7). */
export const postManagerApplication = (body: ManagerApplication) =>
  api(notificationForms.managerApplication, { body });
export const postManagerApplicationOptions = () =>
  mutationOptions({ mutationKey: landingKeys.managerApplication(), mutationFn: postManagerApplication });
export const usePostManagerApplication = () => useMutation(postManagerApplicationOptions());
