import {
  canFlags,
  OWNER_ROLE_LABELS,
  type CanFlags,
  type FileType,
  type PropertyView,
  type RoleLabel,
} from '@casona/proto';
import { funnelStage } from '../domain/funnel.ts';
import type { Queryable } from '@casona/kit/db/queryable';
import { num, numOrNull, type Deps } from './deps.ts';
import {
  amenitiesOfProperties,
  fileTypesOfProperties,
  insightsOfProperties,
  memberEmailsOfProperties,
  type PropertyRow,
} from './property-store.ts';
import { sourceListingsOf } from './source-listing-store.ts';

export type { PropertyRow } from './property-store.ts';

export const yearlyExpenses = (row: PropertyRow) => ({
  yearly_cleaning: num(row.yearly_cleaning),
  yearly_electricity: num(row.yearly_electricity),
  yearly_maintenance: num(row.yearly_maintenance),
  yearly_predial: num(row.yearly_predial),
  yearly_services: num(row.yearly_services),
  yearly_water: num(row.yearly_water),
});

/** What a list of properties needs besides their rows, loaded in one query per kind. */
interface Extras {
  amenities: Map<string, string[]>;
  insights: Map<string, { neighborhood_insight_id: string; amount: number }[]>;
  files: Map<string, FileType[]>;
  owners: Map<string, string | null>;
  sources: Map<string, { url: string; created_at: string }>;
}

const group = <T>(rows: { property_id: string }[], pick: (row: never) => T): Map<string, T[]> => {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.property_id) ?? [];
    list.push(pick(row as never));
    out.set(row.property_id, list);
  }
  return out;
};

async function loadExtras(q: Queryable, ids: string[], withOwners: boolean): Promise<Extras> {
  const amenities = await amenitiesOfProperties(q, ids);
  const insights = await insightsOfProperties(q, ids);
  const files = await fileTypesOfProperties(q, ids);
  const owners = withOwners ? await memberEmailsOfProperties(q, ids, OWNER_ROLE_LABELS) : [];
  const sources = await sourceListingsOf(q, ids);
  return {
    amenities: group(amenities, (r: { amenity_id: string }) => r.amenity_id),
    insights: group(insights, (r: { neighborhood_insight_id: string; amount: string }) => ({
      neighborhood_insight_id: r.neighborhood_insight_id,
      amount: num(r.amount),
    })),
    files: group(files, (r: { type: FileType }) => r.type),
    owners: new Map(owners.map((r) => [r.property_id, r.email])),
    sources: new Map(
      sources.map((r) => [r.property_id, { url: r.url, created_at: r.created_at.toISOString() }]),
    ),
  };
}

export interface ViewOptions {
  /** The caller's label on each property (null: none, e.g. staff). */
  labels?: Map<string, RoleLabel | null>;
  /** Add the caller's can_* flags (staff: all). */
  permissions?: { staff: boolean };
  /** Add the owner's email (staff lists). */
  ownerEmail?: boolean;
}

const ALL_TRUE = Object.fromEntries(Object.keys(canFlags('OWNER')).map((k) => [k, true])) as CanFlags;

/** Rows as the API shows them to members and staff (proto's PropertyView). */
export async function toViews(
  deps: Pick<Deps, 'storage'>,
  q: Queryable,
  rows: PropertyRow[],
  options: ViewOptions = {},
): Promise<PropertyView[]> {
  if (rows.length === 0) return [];
  const extras = await loadExtras(
    q,
    rows.map((r) => r.id),
    options.ownerEmail ?? false,
  );
  return rows.map((row) => {
    const images = row.img_keys.map((key) => deps.storage.publicUrl(key));
    const label = options.labels?.get(row.id) ?? null;
    const view: PropertyView = {
      id: row.id,
      appraisal_id: row.appraisal_id,
      name: row.name,
      slug: row.slug,
      label: row.label,
      status: row.status,
      type: row.type,
      price: num(row.price),
      wished_price: numOrNull(row.wished_price),
      market_price: numOrNull(row.market_price),
      cap_rate: numOrNull(row.cap_rate),
      description: row.description,
      floors: row.floors,
      floor_distribution: row.floor_distribution,
      bathrooms: row.bathrooms,
      bedrooms: row.bedrooms,
      half_bathrooms: row.half_bathrooms,
      parking_spaces: row.parking_spaces,
      terraces: row.terraces,
      built_area: num(row.built_area),
      total_area: num(row.total_area),
      year_built: row.year_built,
      street: row.street,
      neighborhood: row.neighborhood,
      exterior_number: row.exterior_number,
      interior_number: row.interior_number,
      zip: row.zip,
      city: row.city,
      state: row.state,
      latitude: row.latitude,
      longitude: row.longitude,
      timezone: row.timezone,
      img_urls: images,
      published_at: row.published_at?.toISOString() ?? null,
      qr_code_views: row.qr_code_views,
      rejection_reason: row.rejection_reason,
      ...yearlyExpenses(row),
      amenities: extras.amenities.get(row.id) ?? [],
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      images,
      neighborhood_insights: extras.insights.get(row.id) ?? [],
      main_airbnb_listing_url: row.main_airbnb_listing_url,
      funnel_stage: funnelStage({
        status: row.status,
        fileTypes: extras.files.get(row.id) ?? [],
      }),
      role_label: label,
      source_listing: extras.sources.get(row.id) ?? null,
    };
    if (options.permissions)
      view.permissions = options.permissions.staff ? ALL_TRUE : label ? canFlags(label) : canFlags('OTHER');
    if (options.ownerEmail) view.owner_email = extras.owners.get(row.id) ?? row.owner_email;
    return view;
  });
}

export async function toView(
  deps: Pick<Deps, 'storage'>,
  q: Queryable,
  row: PropertyRow,
  options: ViewOptions = {},
): Promise<PropertyView> {
  return (await toViews(deps, q, [row], options))[0]!;
}
