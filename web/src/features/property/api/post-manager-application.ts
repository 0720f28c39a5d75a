import { notificationForms } from '@casona/proto/notifications/routes';
import type { ManagerApplication } from '@casona/proto/schemas/submissions';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client.ts';
import { propertyKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/email/wanna_be_manager — a manager applies, from a property page, to manage it. */
export const postManagerApplication = (body: ManagerApplication & { property_id: string }) =>
  api(notificationForms.managerApplication, { body });
export const postManagerApplicationOptions = () =>
  mutationOptions({ mutationKey: propertyKeys.managerApplication(), mutationFn: postManagerApplication });
export const usePostManagerApplication = () => useMutation(postManagerApplicationOptions());
