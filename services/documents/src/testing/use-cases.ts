/**
 * Documents' use cases against the real database, without HTTP, on the kit's use-case harness
 * (the service on real PostgreSQL with its migrations, `Deps` built by its own definition, callers'
 * auth contexts built directly, files in the platform's object storage). Properties and memberships
 * are written through documents' own projection and the kit's membership projection, as its
 * consumers would. The service's clock is the suite's to move.
 */
import { randomUUID } from 'node:crypto';
import {
  makeEvent,
  type PropertyStatus,
  type PropertyType,
  type RoleLabel,
  type TimeZone,
} from '@casona/proto';
import {
  startUseCases as startServiceUseCases,
  type UseCases as ServiceUseCases,
} from '@casona/kit/testing/use-cases';
import type { Deps } from '../app/deps.ts';
import { projectProperty } from '../app/properties.ts';
import { createDocumentsService } from '../service.ts';

export { authOf } from '@casona/kit/testing/use-cases';

export type UseCases = ServiceUseCases<Deps> & { clock: { now: Date } };

export async function startUseCases(start = new Date('2026-06-01T18:00:00Z')): Promise<UseCases> {
  const clock = { now: start };
  const uc = await startServiceUseCases({
    name: 'documents',
    service: (schema) => createDocumentsService({ name: schema, now: () => clock.now, dailyJobs: false }),
  });
  return { ...uc, clock };
}

/** A PDF of `size` bytes (the magic, then padding). */
export function pdf(size = 2048): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
}

/** A property as listings' created event leaves it in the projection, with its members; returns its id. */
export async function givenProperty(
  uc: UseCases,
  options: {
    members?: readonly { profileId: string; label: RoleLabel }[];
    name?: string;
    timezone?: TimeZone;
    status?: PropertyStatus;
    type?: PropertyType;
    price?: number;
  } = {},
): Promise<string> {
  const propertyId = randomUUID();
  const event = makeEvent('listings.property.created', {
    producer: 'listings',
    payload: {
      propertyId,
      appraisalId: null,
      ownerProfileId: null,
      createdBy: null,
      name: options.name ?? 'Casa Colibrí',
      slug: `casa-${propertyId.slice(0, 8)}`,
      type: options.type ?? 'HOUSE',
      status: options.status ?? 'REVISION',
      state: 'Ciudad de México',
      city: 'Coyoacán',
      timezone: options.timezone ?? 'America/Mexico_City',
      price: options.price ?? 2_500_000,
    },
  });
  await uc.deps.db.tx(async (client) => {
    await projectProperty(client, uc.deps, event);
    for (const m of options.members ?? []) await uc.deps.memberships.upsert(client, { propertyId, ...m });
  });
  return propertyId;
}

export const newProfile = (): string => randomUUID();
