import type pg from 'pg';
import type { CasonaEnvelope, EventType, PropertyStatus, PropertyView } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { requireStaff, type AuthContext } from '@casona/kit/auth/context';
import { conflict } from '@casona/kit/errors/errors';
import { assertSubmission } from '@casona/kit/errors/submission';
import { canTransition, transitionEffects } from '../domain/lifecycle.ts';
import { requireProperty } from './access.ts';
import type { Deps } from './deps.ts';
import { updateStatus, type PropertyRow } from './property-store.ts';
import { toView } from './views.ts';
import { savedSearchAlerts } from './saved-searches.ts';

/** §4 one step of the lifecycle, in the caller's transaction, announced with what it means. */
export async function applyStatus(
  deps: Deps,
  client: pg.ClientBase,
  auth: AuthContext,
  row: PropertyRow,
  to: PropertyStatus,
  rejectionReason: string | null | undefined,
  confirmation: string | undefined,
): Promise<PropertyRow> {
  if (!canTransition(row.status, to))
    throw conflict({ messageKey: 'property.invalidTransition', params: { from: row.status, to } });
  // §5 rejecting, selling or deleting repeats the property's name (400 in es/en otherwise).
  assertSubmission(
    'propertyStatusChange',
    { status: to, ...(confirmation === undefined ? {} : { confirmation }) },
    { confirmationPhrase: row.name },
  );
  const now = deps.now();
  const effects = transitionEffects(to, { now, rejectionReason });
  const updated = await updateStatus(client, row.id, { status: to, ...effects, now });
  const changedBy = auth.profileId;
  const events: CasonaEnvelope<EventType>[] = [
    deps.event('listings.property.status_changed', {
      propertyId: row.id,
      from: row.status,
      to,
      rejectionReason: updated.rejection_reason,
      changedBy,
    }),
  ];
  if (to === 'PUBLISHED')
    events.push(
      deps.event('listings.property.published', {
        propertyId: row.id,
        name: updated.name,
        slug: updated.slug,
        publishedAt: updated.published_at!.toISOString(),
      }),
      // Issue 16: each saved search that finds the home, once per (search, home).
      ...(await savedSearchAlerts(deps, client, updated)),
    );
  if (to === 'SOLD')
    events.push(
      deps.event('listings.property.sold', {
        propertyId: row.id,
        name: updated.name,
        soldAt: now.toISOString(),
      }),
    );
  if (to === 'DELETED')
    events.push(deps.event('listings.property.deleted', { propertyId: row.id, deletedBy: changedBy }));
  await deps.emit(client, events);
  return updated;
}

/**
 * POST /admin/property/{id}/status: staff move a property along its lifecycle (409 otherwise);
 * rejecting, selling or deleting it needs its name typed as `confirmation` (400 otherwise).
 */
export async function changeStatus(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: {
    status: PropertyStatus;
    rejection_reason?: string | null | undefined;
    confirmation?: string | undefined;
  },
): Promise<PropertyView> {
  requireStaff(auth);
  return deps.db.tx(async (client) => {
    const row = await requireProperty(client, id, true);
    const updated = await applyStatus(
      deps,
      client,
      auth,
      row,
      input.status,
      input.rejection_reason,
      input.confirmation,
    );
    await audit(deps, client, auth, {
      action: 'PROPERTY_STATUS_CHANGED',
      entity: 'property',
      entityId: row.id,
      entityLabel: row.name,
      propertyId: row.id,
      before: { status: row.status, rejection_reason: row.rejection_reason },
      after: { status: updated.status, rejection_reason: updated.rejection_reason },
    });
    return toView(deps, client, updated, { permissions: { staff: true }, ownerEmail: true });
  });
}
