/**
 * The demo's session (GET /api/v1/demo/session): an access token for the demo owner, signed like
 * any other but marked with proto's DEMO_CLAIM, so the gateway refuses its every write; it has no
 * session family (nothing to refresh or end) and no locale (the visitor's language decides), and it
 * lives DEMO_TOKEN_TTL_SECONDS. 503 while identity's part of the demo is not seeded.
 */
import { DEMO_PROFILE_ID, DEMO_PROPERTY_ID, DEMO_TOKEN_TTL_SECONDS, type DemoSession } from '@casona/proto';
import { AppError } from '@casona/kit/errors/errors';
import type { Deps } from '../app/deps.ts';
import { membersOf } from '../app/membership-store.ts';
import { DEMO_OWNER } from './people.ts';

export const demoUnavailable = () => new AppError('UNAVAILABLE', 503, { messageKey: 'demo.unavailable' });

export async function issueDemoSession(deps: Deps): Promise<DemoSession> {
  const members = await membersOf(deps.db, DEMO_PROPERTY_ID);
  const owner = members.find((m) => m.profileId === DEMO_PROFILE_ID);
  if (!owner || owner.label !== DEMO_OWNER.label) throw demoUnavailable();
  const now = deps.now();
  const accessToken = await deps.keys.signAccessToken(
    { sub: DEMO_PROFILE_ID, role: null, demo: true },
    now,
    DEMO_TOKEN_TTL_SECONDS,
  );
  return {
    access_token: accessToken,
    expires_at: new Date(
      Math.floor(now.getTime() / 1000) * 1000 + DEMO_TOKEN_TTL_SECONDS * 1000,
    ).toISOString(),
    profile_id: DEMO_PROFILE_ID,
    property_id: DEMO_PROPERTY_ID,
  };
}
