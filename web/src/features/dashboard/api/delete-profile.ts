import { identityProfile } from '@casona/proto/identity/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';

/** DELETE /api/v1/profile — profile deletion, confirmed by the typed phrase (spec §5). */
export const deleteProfile = (body: RouteBody<typeof identityProfile.delete>) =>
  api(identityProfile.delete, { body });
