/**
 * Which §6 matrix cell (resource, action) an operation of the OpenAPI document asks for, derived
 * from its path and method: the family `property_<resource>` (or `<resource>`) names one of proto's
 * PERMISSION_RESOURCES, a few families are named apart (ALIASES), and the method names the action.
 * Operations the rule cannot place (actions on one item by its own id, staff tools, public pages)
 * are left to each service's own permission suite; `placed` lists what this one asks.
 */
import { PERMISSION_RESOURCES, type PermissionAction, type PermissionResource } from '@casona/proto';
import type { Operation } from './openapi.ts';

/** Families whose name is not `property_<resource>` or `<resource>`. */
const ALIASES: Readonly<Record<string, PermissionResource>> = {
  property_customer_invitation: 'invitation',
  property_airbnb_listing_reservation: 'reservation',
  property_airbnb_listing_block: 'reservation',
  property_lease_configuration: 'lease_config',
  property: 'property',
};

const ACTION_OF_METHOD: Readonly<Record<string, PermissionAction>> = {
  GET: 'select',
  POST: 'insert',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** Read-only views under a family (`/summary`, `/accrual`…): a select of the family's resource. */
const READ_VIEWS = new Set(['summary', 'accrual', 'estimate', 'withholding', 'unread_count']);

export interface PlacedOperation {
  op: Operation;
  resource: PermissionResource;
  action: PermissionAction;
  /** Where the property is named: `query`, `body` or `path`. */
  propertyIn: 'query' | 'body' | 'path';
}

export function resourceOfFamily(family: string): PermissionResource | undefined {
  if (ALIASES[family]) return ALIASES[family];
  const bare = family.replace(/^property_/, '');
  return (PERMISSION_RESOURCES as readonly string[]).includes(bare)
    ? (bare as PermissionResource)
    : undefined;
}

export function place(op: Operation): PlacedOperation | undefined {
  // Public operations (a visitor's lead, a tour review by link) are not the matrix's.
  if (!op.secured) return undefined;
  const segments = op.path.replace(/^\/api\/v1\//, '').split('/');
  const [family, ...rest] = segments;
  if (!family || family === 'admin') return undefined;
  const resource = resourceOfFamily(family);
  if (!resource) return undefined;
  let action = ACTION_OF_METHOD[op.method];
  if (!action) return undefined;
  if (rest.length === 1 && rest[0] === '{property_id}') {
    return { op, resource, action, propertyIn: 'path' };
  }
  if (rest.length === 1 && op.method === 'GET' && READ_VIEWS.has(rest[0]!)) action = 'select';
  else if (rest.length > 0) return undefined;
  const inQuery = op.parameters.some((p) => p.in === 'query' && p.name === 'property_id');
  const inBody = Boolean(op.body?.properties?.property_id);
  if (inQuery) return { op, resource, action, propertyIn: 'query' };
  if (inBody) return { op, resource, action, propertyIn: 'body' };
  return undefined;
}
