/**
 * /dashboard/status: for one property or every property the caller may read files of (staff: all),
 * each required file valid, expiring, expired or missing, the contracts with their renewal answer,
 * and the funnel stage explained in the caller's language.
 */
import {
  can,
  translate,
  type FunnelStage,
  type MessageLocale as Locale,
  type MessageKey,
  type PropertyFileStatus,
} from '@casona/proto';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { contractLines, requiredLines, stageOf, type ContractFacts } from '../domain/status.ts';
import type { Deps } from './deps.ts';
import { factsOf, todayOf } from './facts.ts';
import { contractStatesOf, filesOfProperties } from './file-store.ts';
import { propertiesByIds } from './property-store.ts';

export const FUNNEL_EXPLANATIONS: Record<FunnelStage, MessageKey> = {
  revision: 'funnel.revision.explained',
  signing: 'funnel.signing.explained',
  setup: 'funnel.setup.explained',
  live: 'funnel.live.explained',
};

/** Property ids whose files the caller may read; null = every property (staff). */
async function readable(
  deps: Pick<Deps, 'memberships'>,
  auth: AuthContext,
  propertyId: string | undefined,
): Promise<string[] | null> {
  if (propertyId) {
    await deps.memberships.assert(auth, propertyId, 'file', 'select');
    return [propertyId];
  }
  const profileId = requireProfile(auth);
  if (isStaff(auth)) return null;
  const ids: string[] = [];
  for (const id of await deps.memberships.propertiesOf(profileId)) {
    const label = await deps.memberships.labelOf(profileId, id);
    if (label && can(label, 'file', 'select')) ids.push(id);
  }
  return ids;
}

export async function fileStatus(
  deps: Pick<Deps, 'db' | 'memberships' | 'now'>,
  auth: AuthContext,
  propertyId: string | undefined,
  locale: Locale,
): Promise<{ items: PropertyFileStatus[] }> {
  const ids = await readable(deps, auth, propertyId);
  if (ids !== null && ids.length === 0) return { items: [] };
  const properties = await propertiesByIds(deps.db, ids);
  const files = await filesOfProperties(
    deps.db,
    properties.map((p) => p.id),
  );
  const states = await contractStatesOf(
    deps.db,
    files.map((f) => f.id),
  );
  const contractFacts = new Map<string, ContractFacts>(
    states.map((s) => [
      s.property_file_id,
      { autoRenewal: s.auto_renewal, renewal: s.renewal, stateSetAt: s.auto_renewal_state_set_at },
    ]),
  );
  const now = deps.now();
  return {
    items: properties.map((property) => {
      const today = todayOf(property, now);
      const own = files.filter((f) => f.property_id === property.id).map(factsOf);
      const stage = stageOf(property.status, own, today);
      return {
        property_id: property.id,
        property_name: property.name,
        required: requiredLines(own, today).map((l) => ({
          type: l.type,
          standing: l.standing,
          file_id: l.fileId,
          valid_to: l.validTo,
          days_left: l.daysLeft,
        })),
        contracts: contractLines(own, contractFacts, today).map((c) => ({
          file_id: c.fileId,
          type: c.type,
          valid_from: c.validFrom,
          valid_to: c.validTo,
          standing: c.standing,
          auto_renewal: c.autoRenewal,
          renewal: c.renewal,
          auto_renewal_state_set_at: c.stateSetAt?.toISOString() ?? null,
        })),
        funnel_stage: stage,
        funnel_explanation: translate(FUNNEL_EXPLANATIONS[stage], locale),
      };
    }),
  };
}
