/** GET /api/v1/demo/session: a read-only access token for the demo owner, asked without an account. */
import type { DemoSession } from '@casona/proto/demo';
import { identityDemo } from '@casona/proto/identity/routes';

import { api } from '../../../lib/api/client.ts';

/** Anonymous: a signed-in person's own token is never sent for it, nor is it refreshed. */
export function fetchDemoSession(): Promise<DemoSession> {
  return api(identityDemo.session, { anonymous: true });
}
