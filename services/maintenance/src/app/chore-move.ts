/**
 * PATCH /property_chore: a chore moves to another property with its images (copied into the new
 * property's folder, the old ones removed once the move is committed). Only someone with chore
 * rights on both properties may move it; a worker only a chore assigned to them.
 */
import type { ChoreMove, ChoreMoveResponse } from '@casona/proto/maintenance/requests';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { forbidden, notFound, validationFailed } from '@casona/kit/errors/errors';
import { removeQuietly } from '@casona/kit/storage/files';
import { seesChore } from '../domain/chores.ts';
import { copyImagesTo } from './chore-images.ts';
import { findChore, keysInUse, propertiesInfo, updateChore } from './chore-store.ts';
import type { Deps } from './deps.ts';

export async function moveChore(deps: Deps, auth: AuthContext, body: ChoreMove): Promise<ChoreMoveResponse> {
  const me = requireProfile(auth);
  if (body.fromPropertyId === body.toPropertyId) {
    throw validationFailed([{ path: '/toPropertyId', key: 'chore.moveSameProperty' }]);
  }
  for (const propertyId of [body.fromPropertyId, body.toPropertyId]) {
    await deps.memberships.assert(auth, propertyId, 'chore', 'update');
  }
  const row = await findChore(deps.db, body.chore_id);
  if (!row) throw notFound({ messageKey: 'chore.notFound' });
  if (row.property_id !== body.fromPropertyId) {
    throw validationFailed([{ path: '/fromPropertyId', key: 'chore.notInProperty' }]);
  }
  if (!isStaff(auth)) {
    const label = await deps.memberships.labelOf(me, row.property_id);
    if (label !== null && !seesChore(label, me, row.assigned_to))
      throw forbidden({ messageKey: 'permission.viewChores' });
  }
  const moved = await copyImagesTo(deps, row, body.toPropertyId);
  try {
    await deps.db.tx(async (tx) => {
      const locked = await findChore(tx, row.id, true);
      if (!locked || locked.property_id !== body.fromPropertyId)
        throw notFound({ messageKey: 'chore.notFound' });
      await updateChore(tx, row.id, {
        property_id: body.toPropertyId,
        problem_img_urls: moved.problem,
        resolution_img_urls: moved.resolution,
        public_problem_img_urls: [],
        public_resolution_img_urls: [],
        public_urls_generated_at: null,
        updated_at: deps.now(),
      });
      // Staff moving a chore is in the audit log (issue 19), by the properties' names.
      if (isStaff(auth)) {
        const names = await propertiesInfo(tx, [body.fromPropertyId, body.toPropertyId]);
        await audit(deps, tx, auth, {
          action: 'CHORE_UPDATED',
          entity: 'chore',
          entityId: row.id,
          entityLabel: row.name,
          propertyId: body.toPropertyId,
          before: { property: names.get(body.fromPropertyId)?.name ?? null },
          after: { property: names.get(body.toPropertyId)?.name ?? null },
        });
      }
    });
  } catch (err) {
    await removeQuietly(deps, 'private', [...moved.problem, ...moved.resolution]);
    throw err;
  }
  const old = [...row.problem_img_urls, ...row.resolution_img_urls];
  const stillUsed = await keysInUse(deps.db, old, []);
  await removeQuietly(
    deps,
    'private',
    old.filter((k) => !stillUsed.has(k)),
  );
  return { newProblemUrls: moved.problem, newResolutionUrls: moved.resolution };
}
