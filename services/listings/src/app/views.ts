import {
  canFlags,
  OWNER_ROLE_LABELS,
  type CanFlags,
  type FileType,
  type FloorDistribution,
  type PropertyDescription,
  type PropertyLabel,
  type PropertyStatus,
  type PropertyType,
  type PropertyView,
  type RoleLabel,
  type StateName,
  type TimeZone,
} from '@casona/proto';
import { funnelStage } from '../domain/funnel.ts';
import type { Queryable } from '@casona/kit/db/queryable';
import { num, numOrNull, type Deps } from './deps.ts';

/** A property row as stored. numeric columns are strings. */
export interface PropertyRow {
  id: string;
  appraisal_id: string | null;
  name: string;
  slug: string;
  label: PropertyLabel;
  status: PropertyStatus;
  type: PropertyType;
  price: string;
  wished_price: string | null;
  market_price: string | null;
  cap_rate: string | null;
  description: PropertyDescription | null;
  floors: number;
  floor_distribution: FloorDistribution | null;
  bathrooms: number;
  bedrooms: number;
  half_bathrooms: number;
  parking_spaces: number;
  terraces: number;
  built_area: string;
  total_area: string;
  year_built: number | null;
  street: string;
  exterior_number: string | null;
  interior_number: string | null;
  zip: string;
  city: string;
  state: StateName;
  latitude: number | null;
  longitude: number | null;
  timezone: TimeZone;
  img_keys: string[];
  published_at: Date | null;
  qr_code_views: number;
  rejection_reason: string | null;
  yearly_cleaning: string;
  yearly_electricity: string;
  yearly_maintenance: string;
  yearly_predial: string;
  yearly_services: string;
  yearly_water: string;
  main_airbnb_listing_url: string | null;
  created_by: string | null;
  owner_email: string | null;
  created_at: Date;
  updated_at: Date;
}

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
  // One after the other: `q` may be a transaction's client, which runs one query at a time.
  const amenities = await q.query<{ property_id: string; amenity_id: string }>(
    'SELECT property_id, amenity_id FROM property_amenity WHERE property_id = ANY($1) ORDER BY position',
    [ids],
  );
  const insights = await q.query<{ property_id: string; neighborhood_insight_id: string; amount: string }>(
    `SELECT property_id, neighborhood_insight_id, amount FROM property_neighborhood_insight
      WHERE property_id = ANY($1) ORDER BY neighborhood_insight_id`,
    [ids],
  );
  const files = await q.query<{ property_id: string; type: FileType }>(
    'SELECT property_id, type FROM submitted_file WHERE property_id = ANY($1)',
    [ids],
  );
  const owners = withOwners
    ? await q.query<{ property_id: string; email: string | null }>(
        `SELECT m.property_id, p.email FROM membership m LEFT JOIN profile p ON p.id = m.profile_id
          WHERE m.property_id = ANY($1) AND m.label = ANY($2)`,
        [ids, OWNER_ROLE_LABELS],
      )
    : { rows: [] as { property_id: string; email: string | null }[] };
  return {
    amenities: group(amenities.rows, (r: { amenity_id: string }) => r.amenity_id),
    insights: group(insights.rows, (r: { neighborhood_insight_id: string; amount: string }) => ({
      neighborhood_insight_id: r.neighborhood_insight_id,
      amount: num(r.amount),
    })),
    files: group(files.rows, (r: { type: FileType }) => r.type),
    owners: new Map(owners.rows.map((r) => [r.property_id, r.email])),
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
