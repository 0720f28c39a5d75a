import { readFileSync } from 'node:fs';
import { Type, type Static } from 'typebox';
import {
  compileValidator,
  findMunicipality,
  IsoDateTime,
  Literals,
  Nullable,
  Num,
  PRICE_MAX,
  PRICE_MIN,
  PROPERTY_TYPES,
  StateSchema,
  Str,
  Int,
  Zip,
  type ValidationIssue,
} from '@casona/proto';

/** One demo property as the generator writes it (see scripts/generate-demo-properties.ts). */
export const DemoProperty = Type.Object(
  {
    source_id: Str({ max: 200 }),
    name: Str({ max: 200 }),
    type: Literals(PROPERTY_TYPES),
    price: Num({ min: PRICE_MIN, max: PRICE_MAX }),
    bedrooms: Int({ min: 1, max: 100 }),
    bathrooms: Int({ min: 1, max: 100 }),
    half_bathrooms: Int({ min: 0, max: 100 }),
    parking_spaces: Int({ min: 0, max: 100 }),
    built_area: Num({ min: 1, max: 100_000 }),
    total_area: Num({ min: 1, max: 100_000 }),
    floors: Int({ min: 1, max: 50 }),
    street: Str(),
    /** The colonia, as SEPOMEX spells it (issue 16); absent when the portal named none. */
    neighborhood: Type.Optional(Str({ max: 120 })),
    zip: Zip(),
    city: Str(),
    state: StateSchema(),
    latitude: Nullable(Num({ min: -90, max: 90 })),
    longitude: Nullable(Num({ min: -180, max: 180 })),
    published_at: IsoDateTime(),
  },
  { additionalProperties: false },
);
export type DemoProperty = Static<typeof DemoProperty>;

export const DemoSeed = Type.Object({
  source: Str(),
  generator: Str(),
  properties: Type.Array(DemoProperty),
});
export type DemoSeed = Static<typeof DemoSeed>;

export const DEMO_FILE = new URL('./demo-properties.json', import.meta.url);

/**
 * Checks demo seed text: every row must still satisfy proto's rules (schema, and a city that is a
 * municipality of its state), so a change in proto cannot seed rows the API itself would refuse.
 */
export function parseDemoSeed(text: string): DemoSeed {
  const parsed: unknown = JSON.parse(text);
  const result = compileValidator(DemoSeed)(parsed);
  const issues: ValidationIssue[] = result.ok ? [] : result.issues;
  if (result.ok) {
    result.value.properties.forEach((p, i) => {
      if (findMunicipality(p.state, p.city)?.name !== p.city)
        issues.push({ path: `/properties/${i}/city`, key: 'validation.city', params: { state: p.state } });
    });
  }
  if (!result.ok || issues.length > 0)
    throw new Error(
      `demo-properties.json does not match the contracts: ${JSON.stringify(issues.slice(0, 5))}`,
    );
  return result.value;
}

/** Reads and checks the committed demo file. */
export function loadDemoSeed(file: URL | string = DEMO_FILE): DemoSeed {
  return parseDemoSeed(readFileSync(file, 'utf8'));
}
