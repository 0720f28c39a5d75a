import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  airbnbProfileIdOf,
  airbnbRoomIdOf,
  type AirbnbListingHoursPatch,
  type AirbnbListingListItem,
  type AirbnbListingPatch,
  type AirbnbListingUpsert,
  type PropertyAirbnbListing,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import type { Queryable } from '@casona/kit/db/queryable';
import { notFound, validationFailed, type IssueDetail } from '@casona/kit/errors/errors';
import { assertAllowed, requireProperty, type Access } from './access.ts';
import {
  airbnbListingsOf,
  clearMainAirbnbListing,
  deleteAirbnbListing as deleteRow,
  findAirbnbListing,
  insertAirbnbListing,
  mainAirbnbListingUrl,
  setPropertyMainAirbnbListingUrl,
  updateAirbnbListing as updateRow,
  type AirbnbListingRow,
} from './airbnb-listing-store.ts';
import { lastSuccessOfListings } from './calendar-sync-store.ts';
import type { Deps } from './deps.ts';
import { isStale } from '../domain/calendar/stale.ts';
import { refuseWhileLeased } from './finance-leases.ts';

const toView = ({ created_at: _c, updated_at: _u, ...row }: AirbnbListingRow): PropertyAirbnbListing => row;

const payloadOf = (r: AirbnbListingRow) => ({
  airbnbListingId: r.id,
  propertyId: r.property_id,
  name: r.name,
  url: r.url,
  isMainListing: r.is_main_listing,
  currency: r.currency,
  baseHoursToClean: r.base_hours_to_clean,
  currentHoursToClean: r.current_hours_to_clean,
});

/** An address without its query: an Airbnb calendar link's `?s=` is the key to the calendar. */
function withoutQuery(url: string): string {
  const at = url.search(/[?#]/);
  return at === -1 ? url : url.slice(0, at);
}

/** What the audit log keeps of a listing: what people set on its form, its calendar link without the key. */
const auditFields = (r: AirbnbListingRow) => ({
  name: r.name,
  url: r.url,
  profile_url: r.profile_url,
  ics_url: withoutQuery(r.ics_url),
  is_main_listing: r.is_main_listing,
  currency: r.currency,
  base_hours_to_clean: r.base_hours_to_clean,
  current_hours_to_clean: r.current_hours_to_clean,
});

/**
 * Staff's change to a property's Airbnb listing, in the audit log (issue 19), in the change's
 * transaction; a member's is not logged.
 */
async function auditListing(
  deps: Deps,
  client: pg.ClientBase,
  auth: AuthContext,
  access: Access,
  action: 'AIRBNB_LISTING_CREATED' | 'AIRBNB_LISTING_UPDATED' | 'AIRBNB_LISTING_DELETED',
  before: AirbnbListingRow | null,
  after: AirbnbListingRow | null,
): Promise<void> {
  if (!access.staff) return;
  const row = (after ?? before)!;
  await audit(deps, client, auth, {
    action,
    entity: 'airbnb_listing',
    entityId: row.id,
    entityLabel: row.name,
    propertyId: row.property_id,
    before: before && auditFields(before),
    after: after && auditFields(after),
  });
}

/**
 * The §5 rules the form's schema cannot hold alone: a listing URL `…/rooms/{number}`, a profile URL
 * `https …/users/show/{digits}` ('Invalid listing URL' / 'Invalid profile URL'), whole hours to
 * clean (events carry them as integers). The first problem is also the answer's message.
 */
function assertListingRules(row: AirbnbListingRow): void {
  const issues: IssueDetail[] = [];
  if (airbnbRoomIdOf(row.url) === null) issues.push({ path: '/url', key: 'airbnb.invalidListingUrl' });
  if (row.profile_url !== null && airbnbProfileIdOf(row.profile_url) === null) {
    issues.push({ path: '/profile_url', key: 'airbnb.invalidProfileUrl' });
  }
  for (const field of ['base_hours_to_clean', 'current_hours_to_clean'] as const) {
    if (!Number.isInteger(row[field])) issues.push({ path: `/${field}`, key: 'validation.type.integer' });
  }
  if (issues.length > 0) throw validationFailed(issues, { messageKey: issues[0]!.key });
}

/** Writes the listing and keeps it the property's only main listing when it is one. */
async function save(q: Queryable, row: AirbnbListingRow, isNew: boolean): Promise<AirbnbListingRow> {
  assertListingRules(row);
  if (row.is_main_listing) await clearMainAirbnbListing(q, row.property_id, row.id);
  return isNew ? insertAirbnbListing(q, row) : updateRow(q, row);
}

/**
 * Keeps the property's "reserve on Airbnb" address (main_airbnb_listing_url) on its main listing's
 * URL; when no listing is main any more, an address that was the removed listing's is cleared and a
 * hand-set one kept. Answers the property.updated event when the address changed.
 */
async function followMainListing(deps: Deps, q: Queryable, propertyId: string, removedUrl?: string) {
  const property = await requireProperty(q, propertyId);
  const current = property.main_airbnb_listing_url;
  const main = await mainAirbnbListingUrl(q, propertyId);
  const next = main ?? (removedUrl !== undefined && current === removedUrl ? null : current);
  if (next === current) return [];
  await setPropertyMainAirbnbListingUrl(q, propertyId, next);
  return [
    deps.event('listings.property.updated', {
      propertyId,
      changedFields: ['main_airbnb_listing_url'],
      name: property.name,
      timezone: property.timezone,
    }),
  ];
}

/** GET /property_airbnb_listing?property_id=: Airbnb listing read, each with its feed's freshness. */
export async function listAirbnbListings(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
): Promise<AirbnbListingListItem[]> {
  await assertAllowed(deps, auth, propertyId, 'airbnb_listing', 'select');
  const lastSuccess = await lastSuccessOfListings(deps.db, propertyId);
  const now = deps.now();
  return (await airbnbListingsOf(deps.db, propertyId)).map((row) => {
    const success = lastSuccess.get(row.id) ?? null;
    return {
      ...toView(row),
      last_success_at: success === null ? null : success.toISOString(),
      stale: isStale(now, success, row.created_at),
    };
  });
}

/**
 * POST /property_airbnb_listing: links a listing (Airbnb listing insert), or changes the one named by
 * `id` (update). The property's first listing is its main one even when not asked.
 */
export async function upsertAirbnbListing(
  deps: Deps,
  auth: AuthContext,
  input: AirbnbListingUpsert,
): Promise<PropertyAirbnbListing> {
  if (input.id) {
    const { id, property_id: _p, ...patch } = input;
    return updateAirbnbListing(deps, auth, id, patch);
  }
  const access = await assertAllowed(deps, auth, input.property_id, 'airbnb_listing', 'insert');
  return deps.db.tx(async (client) => {
    await requireProperty(client, input.property_id, true);
    await refuseWhileLeased(client, input.property_id);
    const now = deps.now();
    const first = (await airbnbListingsOf(client, input.property_id)).length === 0;
    const listing = await save(
      client,
      {
        id: randomUUID(),
        property_id: input.property_id,
        name: input.name,
        url: input.url,
        profile_url: input.profile_url ?? null,
        ics_url: input.ics_url,
        is_main_listing: first || input.is_main_listing === true,
        cohost_verified: false,
        currency: input.currency,
        base_hours_to_clean: input.base_hours_to_clean,
        current_hours_to_clean: input.base_hours_to_clean,
        created_at: now,
        updated_at: now,
      },
      true,
    );
    await deps.emit(client, [
      deps.event('listings.airbnb_listing.submitted', payloadOf(listing)),
      ...(await followMainListing(deps, client, listing.property_id)),
    ]);
    await auditListing(deps, client, auth, access, 'AIRBNB_LISTING_CREATED', null, listing);
    return toView(listing);
  });
}

/** The listing and the caller's right to `action` it; 404 when there is no such listing. */
async function requireListing(deps: Deps, auth: AuthContext, id: string, action: 'update' | 'delete') {
  requireProfile(auth);
  const listing = await findAirbnbListing(deps.db, id);
  if (!listing) throw notFound();
  const access = await assertAllowed(deps, auth, listing.property_id, 'airbnb_listing', action);
  return { listing, access };
}

/** Applies `change` to the locked listing and announces it (listings.airbnb_listing.updated). */
async function change(
  deps: Deps,
  auth: AuthContext,
  id: string,
  apply: (row: AirbnbListingRow) => AirbnbListingRow,
): Promise<PropertyAirbnbListing> {
  const { access } = await requireListing(deps, auth, id, 'update');
  return deps.db.tx(async (client) => {
    const current = await findAirbnbListing(client, id, true);
    if (!current) throw notFound();
    const listing = await save(client, { ...apply(current), updated_at: deps.now() }, false);
    await deps.emit(client, [
      deps.event('listings.airbnb_listing.updated', payloadOf(listing)),
      ...(await followMainListing(deps, client, listing.property_id, current.url)),
    ]);
    await auditListing(deps, client, auth, access, 'AIRBNB_LISTING_UPDATED', current, listing);
    return toView(listing);
  });
}

/** PATCH /property_airbnb_listing/{id}: Airbnb listing update; fields left out keep their value. */
export function updateAirbnbListing(
  deps: Deps,
  auth: AuthContext,
  id: string,
  patch: AirbnbListingPatch,
): Promise<PropertyAirbnbListing> {
  return change(deps, auth, id, (row) => ({
    ...row,
    name: patch.name ?? row.name,
    url: patch.url ?? row.url,
    profile_url: patch.profile_url === undefined ? row.profile_url : patch.profile_url,
    ics_url: patch.ics_url ?? row.ics_url,
    is_main_listing: patch.is_main_listing ?? row.is_main_listing,
    currency: patch.currency ?? row.currency,
    base_hours_to_clean: patch.base_hours_to_clean ?? row.base_hours_to_clean,
  }));
}

/** PATCH /property_airbnb_listing/{id}/hours: the hours to clean (Airbnb listing update). */
export function updateAirbnbListingHours(
  deps: Deps,
  auth: AuthContext,
  id: string,
  hours: AirbnbListingHoursPatch,
): Promise<PropertyAirbnbListing> {
  return change(deps, auth, id, (row) => ({
    ...row,
    base_hours_to_clean: hours.base_hours_to_clean ?? row.base_hours_to_clean,
    current_hours_to_clean: hours.current_hours_to_clean,
  }));
}

/** DELETE /property_airbnb_listing/{id}: Airbnb listing delete. */
export async function deleteAirbnbListing(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const { listing, access } = await requireListing(deps, auth, id, 'delete');
  await deps.db.tx(async (client) => {
    await deleteRow(client, id);
    await deps.emit(client, [
      deps.event('listings.airbnb_listing.deleted', { airbnbListingId: id, propertyId: listing.property_id }),
      ...(await followMainListing(deps, client, listing.property_id, listing.url)),
    ]);
    await auditListing(deps, client, auth, access, 'AIRBNB_LISTING_DELETED', listing, null);
  });
}
