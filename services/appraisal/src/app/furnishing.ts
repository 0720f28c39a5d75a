/**
 * The furnishing estimate: staff keep the base furnishing (appraisal_item); an owner asks for the
 * estimate of an appraised home (appraisal_furnishing_query) and reads the priced list; item names
 * and prices come from maintenance's catalogue by its events (projected here).
 */
import { randomUUID } from 'node:crypto';
import type {
  AppraisalItem,
  AppraisalItemKey,
  AppraisalItemList,
  Created,
  FurnishingEstimate,
  FurnishingQueryInput,
  MessageLocale,
} from '@casona/proto';
import { translate } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import type { Queryable } from '@casona/kit/db/queryable';
import { forbidden, notFound } from '@casona/kit/errors/errors';
import { furnishingEstimate, type BaseItem } from '../domain/furnishing.ts';
import { appraisalById } from './appraisal-store.ts';
import type { Deps } from './deps.ts';
import {
  baseItemFor,
  baseItems,
  deleteBaseItem,
  deleteItem,
  furnishingQueryById,
  insertFurnishingQuery,
  itemExists,
  upsertBaseItem,
  upsertItem,
} from './furnishing-store.ts';

export async function listBaseItems(deps: Deps): Promise<AppraisalItemList> {
  return { items: await baseItems(deps.db) };
}

export async function setBaseItem(
  deps: Deps,
  auth: AuthContext,
  input: AppraisalItem,
): Promise<AppraisalItemList> {
  await deps.db.tx(async (client) => {
    if (!(await itemExists(client, input.item_id))) throw notFound({ messageKey: 'appraisal.itemNotFound' });
    const before = await baseItemFor(client, input.item_id, input.condition_type);
    await upsertBaseItem(client, input);
    const after = await baseItemFor(client, input.item_id, input.condition_type);
    await audit(deps, client, auth, {
      action: 'BASE_FURNISHING_SET',
      entity: 'appraisal_item',
      entityId: input.item_id,
      entityLabel: after?.es_name ?? null,
      before: before && { condition_type: input.condition_type, base_quantity: before.base_quantity },
      after: { condition_type: input.condition_type, base_quantity: input.base_quantity },
    });
  });
  return listBaseItems(deps);
}

export async function removeBaseItem(deps: Deps, auth: AuthContext, input: AppraisalItemKey): Promise<void> {
  await deps.db.tx(async (client) => {
    const before = await baseItemFor(client, input.item_id, input.condition_type);
    if (!before) return;
    await deleteBaseItem(client, input.item_id, input.condition_type);
    await audit(deps, client, auth, {
      action: 'BASE_FURNISHING_REMOVED',
      entity: 'appraisal_item',
      entityId: input.item_id,
      entityLabel: before.es_name,
      before: { condition_type: input.condition_type, base_quantity: before.base_quantity },
      after: null,
    });
  });
}

export async function askFurnishing(
  deps: Deps,
  auth: AuthContext,
  input: FurnishingQueryInput,
  locale: MessageLocale,
): Promise<Created> {
  const profileId = requireProfile(auth);
  const appraisal = await appraisalById(deps.db, input.appraisal_id);
  if (!appraisal) throw notFound({ messageKey: 'appraisal.notFound' });
  if (appraisal.profile_id !== null && appraisal.profile_id !== profileId && !isStaff(auth))
    throw forbidden();
  const id = randomUUID();
  await insertFurnishingQuery(deps.db, {
    id,
    appraisal_id: appraisal.id,
    profile_id: profileId,
    created_at: deps.now(),
  });
  return { id, message: translate('furnitureInfo.success', locale) };
}

export async function furnishingOf(deps: Deps, auth: AuthContext, id: string): Promise<FurnishingEstimate> {
  const profileId = requireProfile(auth);
  const query = await furnishingQueryById(deps.db, id);
  if (!query) throw notFound();
  if (query.profile_id !== profileId && !isStaff(auth)) throw forbidden();
  const appraisal = await appraisalById(deps.db, query.appraisal_id);
  if (!appraisal) throw notFound({ messageKey: 'appraisal.notFound' });
  const priced = (await baseItems(deps.db)).filter(
    (i): i is BaseItem => i.price !== null && i.es_name !== null && i.en_name !== null && i.type !== null,
  );
  const estimate = furnishingEstimate(priced, appraisal);
  return {
    id: query.id,
    appraisal_id: appraisal.id,
    search_address_string: appraisal.search_address_string,
    bedrooms: appraisal.bedrooms,
    bathrooms: appraisal.bathrooms,
    ...estimate,
    created_at: query.created_at.toISOString(),
  };
}

/** maintenance.item.* → the local catalogue (names, type, price). */
export const ITEM_EVENTS = ['maintenance.item.upserted', 'maintenance.item.deleted'] as const;

export async function projectItemUpsert(
  q: Queryable,
  p: { itemId: string; esName: string; enName: string; type: string; price: number },
): Promise<void> {
  await upsertItem(q, { id: p.itemId, es_name: p.esName, en_name: p.enName, type: p.type, price: p.price });
}

export async function projectItemDelete(q: Queryable, p: { itemId: string }): Promise<void> {
  await deleteItem(q, p.itemId);
}
