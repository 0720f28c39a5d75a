/**
 * Per-property permissions (§6): each role label carries fixed can_<action>_<resource> flags.
 *
 * The matrix is data, evaluated locally by every service against its membership projection
 * (profile, property, label), and stored as flags on identity's property_customer rows. It is
 * derived sentence by sentence from §6; each label's sentence is quoted above its block and every
 * reading that needed a decision is explained there. permissions.spec.ts asserts each clause.
 *
 * Company staff and administrators are not members of a property: their access is decided by
 * their staff role (see STAFF_ROLES), never by this matrix.
 *
 * EARNINGS: earnings intervals are computed from reservations and transactions; there is no
 * earnings row to insert, update or delete. Its write flags are false for every label, so "all"
 * in §6 grants earnings read only.
 */
import type { RoleLabel } from './enums.ts';
import { MANAGER_ROLE_LABELS, ROLE_LABELS } from './enums.ts';

export const PERMISSION_RESOURCES = [
  'day_plan',
  'lead',
  'property',
  'airbnb_listing',
  'reservation',
  'chore',
  'commission',
  'customer',
  'invitation',
  'earnings',
  'external_listing',
  'file',
  'item',
  'transaction',
  'lease_config',
  'notification',
  'tour_review',
] as const;
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

export const PERMISSION_ACTIONS = ['insert', 'select', 'update', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
/** Same tuple as PERMISSION_ACTIONS, under the short name. */
export const ACTIONS = PERMISSION_ACTIONS;

export type ActionFlags = { readonly [A in PermissionAction]: boolean };
export type PermissionMatrix = {
  readonly [L in RoleLabel]: { readonly [R in PermissionResource]: ActionFlags };
};

/** `can_insert_day_plan`, `can_select_lead`, …: the column names on property_customer. */
export type CanFlag = `can_${PermissionAction}_${PermissionResource}`;
export type CanFlags = { readonly [F in CanFlag]: boolean };

// prettier-ignore
export const PERMISSION_MATRIX: PermissionMatrix = {
  // §6 "MANAGER: nearly all, but no reservation changes, commission, external listing or file."
  // Reservations come from the Airbnb calendar; a manager reads them to plan cleanings but does not
  // change them. "commission, external listing or file" are read as whole resources (no access at
  // all), not as "changes": where §6 means writes only it says so ("reservation writes" for
  // OWNER_MANAGER). Contracts, deeds and the commission terms stay between owner and company.
  MANAGER: {
    day_plan:         { insert: true,  select: true,  update: true,  delete: true  },
    lead:             { insert: true,  select: true,  update: true,  delete: true  },
    property:         { insert: true,  select: true,  update: true,  delete: true  },
    airbnb_listing:   { insert: true,  select: true,  update: true,  delete: true  },
    reservation:      { insert: false, select: true,  update: false, delete: false }, // "no reservation changes"
    chore:            { insert: true,  select: true,  update: true,  delete: true  },
    commission:       { insert: false, select: false, update: false, delete: false }, // "no … commission"
    customer:         { insert: true,  select: true,  update: true,  delete: true  },
    invitation:       { insert: true,  select: true,  update: true,  delete: true  },
    earnings:         { insert: false, select: true,  update: false, delete: false }, // derived: read only
    external_listing: { insert: false, select: false, update: false, delete: false }, // "no … external listing"
    file:             { insert: false, select: false, update: false, delete: false }, // "no … file"
    item:             { insert: true,  select: true,  update: true,  delete: true  },
    transaction:      { insert: true,  select: true,  update: true,  delete: true  },
    lease_config:     { insert: true,  select: true,  update: true,  delete: true  },
    notification:     { insert: true,  select: true,  update: true,  delete: true  },
    tour_review:      { insert: true,  select: true,  update: true,  delete: true  },
  },
  // §6 "OWNER: all read; cannot insert day plans, read leads, write Airbnb listings, reservations,
  // external listings or transactions."
  // Listing writes as exceptions only makes sense if writes are otherwise allowed, so everything
  // not named is full access. Day plans: only insert is named, so an owner may still edit or
  // delete a plan (each plan's own EDITOR/VIEW permission applies on top). Leads: nothing, since
  // there is nothing to write on what one cannot read. §4's status rule (only staff edit accepted
  // or published properties) applies on top of `property.update`.
  OWNER: {
    day_plan:         { insert: false, select: true,  update: true,  delete: true  }, // "cannot insert day plans"
    lead:             { insert: false, select: false, update: false, delete: false }, // "cannot … read leads"
    property:         { insert: true,  select: true,  update: true,  delete: true  },
    airbnb_listing:   { insert: false, select: true,  update: false, delete: false }, // "cannot write Airbnb listings"
    reservation:      { insert: false, select: true,  update: false, delete: false }, // "cannot write … reservations"
    chore:            { insert: true,  select: true,  update: true,  delete: true  },
    commission:       { insert: true,  select: true,  update: true,  delete: true  },
    customer:         { insert: true,  select: true,  update: true,  delete: true  },
    invitation:       { insert: true,  select: true,  update: true,  delete: true  },
    earnings:         { insert: false, select: true,  update: false, delete: false }, // derived: read only
    external_listing: { insert: false, select: true,  update: false, delete: false }, // "cannot write … external listings"
    file:             { insert: true,  select: true,  update: true,  delete: true  },
    item:             { insert: true,  select: true,  update: true,  delete: true  },
    transaction:      { insert: false, select: true,  update: false, delete: false }, // "cannot write … transactions"
    lease_config:     { insert: true,  select: true,  update: true,  delete: true  },
    notification:     { insert: true,  select: true,  update: true,  delete: true  },
    tour_review:      { insert: true,  select: true,  update: true,  delete: true  },
  },
  // §6 "OWNER_AIRBNB: like owner plus lead and reservation access, minus commission, earnings,
  // items and transaction read."
  // "access" = all four actions (this owner runs the Airbnb side, so handles reservations and the
  // leads they bring). "minus … transaction read" removes the only transaction right an owner has,
  // leaving none; commission, earnings and items are removed whole. Airbnb listing writes stay
  // off as for OWNER: "plus" names leads and reservations only.
  OWNER_AIRBNB: {
    day_plan:         { insert: false, select: true,  update: true,  delete: true  },
    lead:             { insert: true,  select: true,  update: true,  delete: true  }, // "plus lead … access"
    property:         { insert: true,  select: true,  update: true,  delete: true  },
    airbnb_listing:   { insert: false, select: true,  update: false, delete: false }, // as owner
    reservation:      { insert: true,  select: true,  update: true,  delete: true  }, // "plus … reservation access"
    chore:            { insert: true,  select: true,  update: true,  delete: true  },
    commission:       { insert: false, select: false, update: false, delete: false }, // "minus commission"
    customer:         { insert: true,  select: true,  update: true,  delete: true  },
    invitation:       { insert: true,  select: true,  update: true,  delete: true  },
    earnings:         { insert: false, select: false, update: false, delete: false }, // "minus … earnings"
    external_listing: { insert: false, select: true,  update: false, delete: false },
    file:             { insert: true,  select: true,  update: true,  delete: true  },
    item:             { insert: false, select: false, update: false, delete: false }, // "minus … items"
    transaction:      { insert: false, select: false, update: false, delete: false }, // "minus … transaction read"
    lease_config:     { insert: true,  select: true,  update: true,  delete: true  },
    notification:     { insert: true,  select: true,  update: true,  delete: true  },
    tour_review:      { insert: true,  select: true,  update: true,  delete: true  },
  },
  // §6 "OWNER_MANAGER: all except reservation writes and external listing writes."
  OWNER_MANAGER: {
    day_plan:         { insert: true,  select: true,  update: true,  delete: true  },
    lead:             { insert: true,  select: true,  update: true,  delete: true  },
    property:         { insert: true,  select: true,  update: true,  delete: true  },
    airbnb_listing:   { insert: true,  select: true,  update: true,  delete: true  },
    reservation:      { insert: false, select: true,  update: false, delete: false }, // "except reservation writes"
    chore:            { insert: true,  select: true,  update: true,  delete: true  },
    commission:       { insert: true,  select: true,  update: true,  delete: true  },
    customer:         { insert: true,  select: true,  update: true,  delete: true  },
    invitation:       { insert: true,  select: true,  update: true,  delete: true  },
    earnings:         { insert: false, select: true,  update: false, delete: false }, // derived: read only
    external_listing: { insert: false, select: true,  update: false, delete: false }, // "except … external listing writes"
    file:             { insert: true,  select: true,  update: true,  delete: true  },
    item:             { insert: true,  select: true,  update: true,  delete: true  },
    transaction:      { insert: true,  select: true,  update: true,  delete: true  },
    lease_config:     { insert: true,  select: true,  update: true,  delete: true  },
    notification:     { insert: true,  select: true,  update: true,  delete: true  },
    tour_review:      { insert: true,  select: true,  update: true,  delete: true  },
  },
  // §6 "OWNER_REALTOR: like owner plus lead read."
  OWNER_REALTOR: {
    day_plan:         { insert: false, select: true,  update: true,  delete: true  }, // as owner
    lead:             { insert: false, select: true,  update: false, delete: false }, // "plus lead read"
    property:         { insert: true,  select: true,  update: true,  delete: true  },
    airbnb_listing:   { insert: false, select: true,  update: false, delete: false },
    reservation:      { insert: false, select: true,  update: false, delete: false },
    chore:            { insert: true,  select: true,  update: true,  delete: true  },
    commission:       { insert: true,  select: true,  update: true,  delete: true  },
    customer:         { insert: true,  select: true,  update: true,  delete: true  },
    invitation:       { insert: true,  select: true,  update: true,  delete: true  },
    earnings:         { insert: false, select: true,  update: false, delete: false }, // derived: read only
    external_listing: { insert: false, select: true,  update: false, delete: false },
    file:             { insert: true,  select: true,  update: true,  delete: true  },
    item:             { insert: true,  select: true,  update: true,  delete: true  },
    transaction:      { insert: false, select: true,  update: false, delete: false },
    lease_config:     { insert: true,  select: true,  update: true,  delete: true  },
    notification:     { insert: true,  select: true,  update: true,  delete: true  },
    tour_review:      { insert: true,  select: true,  update: true,  delete: true  },
  },
  // §6 "OWNER_SUB_LEASE: owner minus lead, reservation writes, earnings and tour review."
  // Lead and reservation writes are already off for OWNER; restated here so the row reads as §6 does.
  OWNER_SUB_LEASE: {
    day_plan:         { insert: false, select: true,  update: true,  delete: true  },
    lead:             { insert: false, select: false, update: false, delete: false }, // "minus lead" (none for owner already)
    property:         { insert: true,  select: true,  update: true,  delete: true  },
    airbnb_listing:   { insert: false, select: true,  update: false, delete: false },
    reservation:      { insert: false, select: true,  update: false, delete: false }, // "minus … reservation writes" (idem)
    chore:            { insert: true,  select: true,  update: true,  delete: true  },
    commission:       { insert: true,  select: true,  update: true,  delete: true  },
    customer:         { insert: true,  select: true,  update: true,  delete: true  },
    invitation:       { insert: true,  select: true,  update: true,  delete: true  },
    earnings:         { insert: false, select: false, update: false, delete: false }, // "minus … earnings"
    external_listing: { insert: false, select: true,  update: false, delete: false },
    file:             { insert: true,  select: true,  update: true,  delete: true  },
    item:             { insert: true,  select: true,  update: true,  delete: true  },
    transaction:      { insert: false, select: true,  update: false, delete: false },
    lease_config:     { insert: true,  select: true,  update: true,  delete: true  },
    notification:     { insert: true,  select: true,  update: true,  delete: true  },
    tour_review:      { insert: false, select: false, update: false, delete: false }, // "minus … tour review"
  },
  // §6 "WORKER: chores (insert, select, update) and customer read only; sees only chores and
  // reports assigned to them." The row filter is `seesOnlyAssignedChores`, not a flag.
  WORKER: {
    day_plan:         { insert: false, select: false, update: false, delete: false },
    lead:             { insert: false, select: false, update: false, delete: false },
    property:         { insert: false, select: false, update: false, delete: false },
    airbnb_listing:   { insert: false, select: false, update: false, delete: false },
    reservation:      { insert: false, select: false, update: false, delete: false },
    chore:            { insert: true,  select: true,  update: true,  delete: false }, // "chores (insert, select, update)"
    commission:       { insert: false, select: false, update: false, delete: false },
    customer:         { insert: false, select: true,  update: false, delete: false }, // "customer read"
    invitation:       { insert: false, select: false, update: false, delete: false },
    earnings:         { insert: false, select: false, update: false, delete: false },
    external_listing: { insert: false, select: false, update: false, delete: false },
    file:             { insert: false, select: false, update: false, delete: false },
    item:             { insert: false, select: false, update: false, delete: false },
    transaction:      { insert: false, select: false, update: false, delete: false },
    lease_config:     { insert: false, select: false, update: false, delete: false },
    notification:     { insert: false, select: false, update: false, delete: false },
    tour_review:      { insert: false, select: false, update: false, delete: false },
  },
  // §6 "OTHER: nothing."
  OTHER: {
    day_plan:         { insert: false, select: false, update: false, delete: false },
    lead:             { insert: false, select: false, update: false, delete: false },
    property:         { insert: false, select: false, update: false, delete: false },
    airbnb_listing:   { insert: false, select: false, update: false, delete: false },
    reservation:      { insert: false, select: false, update: false, delete: false },
    chore:            { insert: false, select: false, update: false, delete: false },
    commission:       { insert: false, select: false, update: false, delete: false },
    customer:         { insert: false, select: false, update: false, delete: false },
    invitation:       { insert: false, select: false, update: false, delete: false },
    earnings:         { insert: false, select: false, update: false, delete: false },
    external_listing: { insert: false, select: false, update: false, delete: false },
    file:             { insert: false, select: false, update: false, delete: false },
    item:             { insert: false, select: false, update: false, delete: false },
    transaction:      { insert: false, select: false, update: false, delete: false },
    lease_config:     { insert: false, select: false, update: false, delete: false },
    notification:     { insert: false, select: false, update: false, delete: false },
    tour_review:      { insert: false, select: false, update: false, delete: false },
  },
};

export function can(label: RoleLabel, resource: PermissionResource, action: PermissionAction): boolean {
  return PERMISSION_MATRIX[label][resource][action];
}

export function canFlagName(action: PermissionAction, resource: PermissionResource): CanFlag {
  return `can_${action}_${resource}`;
}

/** Every can_* flag of a label, as stored on property_customer when the membership is written. */
export function canFlags(label: RoleLabel): CanFlags {
  const flags: Partial<Record<CanFlag, boolean>> = {};
  for (const resource of PERMISSION_RESOURCES) {
    for (const action of PERMISSION_ACTIONS)
      flags[canFlagName(action, resource)] = can(label, resource, action);
  }
  return flags as CanFlags;
}

/** §6 manager-type roles (MANAGER, OWNER_MANAGER). */
export function isManagerLabel(label: RoleLabel): boolean {
  return (MANAGER_ROLE_LABELS as readonly RoleLabel[]).includes(label);
}

/** §6 workers see only the chores and reports assigned to them; every other label sees all of the property's. */
export function seesOnlyAssignedChores(label: RoleLabel): boolean {
  return label === 'WORKER';
}

/** Labels allowed `action` on `resource`, e.g. who may be notified about new leads. */
export function labelsThatCan(resource: PermissionResource, action: PermissionAction): readonly RoleLabel[] {
  return ROLE_LABELS.filter((label) => can(label, resource, action));
}
