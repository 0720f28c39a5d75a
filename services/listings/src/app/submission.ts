import { randomUUID } from 'node:crypto';
import {
  findMunicipality,
  toProfileLocale,
  translate,
  type FileType,
  type MessageLocale,
  type SubmitProperty,
  type SubmitPropertyResponse,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireStaff, type AuthContext } from '@casona/kit/auth/context';
import { conflict, validationFailed } from '@casona/kit/errors/errors';
import { removeQuietly } from '@casona/kit/storage/files';
import { storedColonia } from '../domain/colonias.ts';
import { baseSlug } from '../domain/slug.ts';
import { submissionOwner } from '../domain/submission.ts';
import { timezoneFor } from '../domain/timezone.ts';
import { assertActiveCatalogueIds } from './catalogues.ts';
import type { Deps } from './deps.ts';
import { submissionLocation } from './geocoding-centroids.ts';
import { profileWithEmailExists } from './profile-store.ts';
import { storeImages, storeSubmittedFiles } from './property-files.ts';
import { insertProperty, insertSubmittedFile, insertWithFreeSlug, setAmenities } from './property-store.ts';
import { insertSourceListing } from './source-listing-store.ts';

export interface SubmitOptions {
  locale: MessageLocale;
  /** Staff submitting for an owner named by email (POST /admin/submit_property). */
  ownerEmail?: string | undefined;
}

/**
 * POST /submit_property. A signed-in submitter owns the property; an anonymous one names their
 * contact, which listings announces with the property so identity creates the account (source
 * submit_property) and makes it OWNER. An anonymous contact whose email already has a profile is
 * a 409 'please log in' (§8), before anything is stored. Images and PDFs are stored first and
 * removed again if the property cannot be saved. A `listing_url` (the Airbnb listing it was created
 * from) is kept with the property.
 */
export async function submitProperty(
  deps: Deps,
  auth: AuthContext,
  body: SubmitProperty,
  options: SubmitOptions,
): Promise<SubmitPropertyResponse> {
  if (options.ownerEmail) requireStaff(auth);
  const named = submissionOwner(body, {
    ownerEmail: options.ownerEmail,
    signedIn: Boolean(auth.profileId),
    locale: toProfileLocale(options.locale),
  });
  if (!named.ok) throw validationFailed(named.issues);
  const owner = named.value;
  const exists = owner !== null && (await profileWithEmailExists(deps.db, owner.email));
  // An anonymous caller naming an existing account signs in first: nothing is attached to an
  // account without its owner. Past this point an anonymous answer always says account_created.
  if (exists && !options.ownerEmail) throw conflict({ messageKey: 'auth.emailExists' });
  await assertActiveCatalogueIds(deps.db, 'amenity', body.amenities ?? [], '/amenities');
  const accountCreated = owner !== null && !exists;

  const id = randomUUID();
  const city = findMunicipality(body.state, body.city)?.name ?? body.city;
  const timezone = body.timezone ?? timezoneFor(body.state, city);
  // No pin: placed at the address's centre, and stored as such (issue 16 item 1).
  const location = submissionLocation({ ...body, city });
  const latitude = location?.latitude ?? null;
  const longitude = location?.longitude ?? null;
  const imageKeys = await storeImages(deps, id, body.images ?? []);
  let fileKeys: { type: FileType; key: string }[] = [];
  try {
    fileKeys = await storeSubmittedFiles(deps, id, body.files ?? []);
    const now = deps.now();
    const createdBy = auth.profileId;
    const slug = await deps.db.tx(async (client) => {
      const slug = await insertWithFreeSlug(client, baseSlug(body.name, city), (candidate) =>
        insertProperty(client, {
          id,
          appraisal_id: body.appraisal_id ?? null,
          name: body.name.trim(),
          slug: candidate,
          type: body.type,
          price: body.price,
          floors: body.floors,
          floor_distribution: body.floor_distribution,
          bathrooms: body.bathrooms,
          bedrooms: body.bedrooms,
          half_bathrooms: body.half_bathrooms,
          parking_spaces: body.parking_spaces,
          built_area: body.built_area,
          total_area: body.total_area,
          year_built: body.year_built,
          street: body.street.trim(),
          neighborhood: storedColonia(body.neighborhood),
          exterior_number: body.exterior_number || null,
          interior_number: body.interior_number || null,
          zip: body.zip,
          city,
          state: body.state,
          latitude,
          longitude,
          location_precision: location?.precision ?? null,
          timezone,
          img_keys: imageKeys,
          created_by: createdBy,
          owner_email: owner?.email ?? null,
          created_at: now,
        }),
      );
      await setAmenities(client, id, body.amenities ?? []);
      // Created from a listing link (/submit_from_listing): the link stays with the property.
      if (body.listing_url)
        await insertSourceListing(client, { property_id: id, url: body.listing_url.trim(), created_at: now });
      for (const file of fileKeys)
        await insertSubmittedFile(client, {
          id: randomUUID(),
          property_id: id,
          type: file.type,
          storage_key: file.key,
          created_at: now,
        });
      await deps.emit(client, [
        deps.event('listings.property.created', {
          propertyId: id,
          appraisalId: body.appraisal_id ?? null,
          ownerProfileId: owner ? null : (auth.profileId ?? null),
          createdBy,
          owner,
          name: body.name.trim(),
          slug,
          type: body.type,
          status: 'REVISION',
          state: body.state,
          city,
          timezone,
          price: body.price,
          latitude,
          longitude,
        }),
      ]);
      // Staff adding a home (for an owner by email, or by the public form) is in the audit log (issue 19).
      if (isStaff(auth))
        await audit(deps, client, auth, {
          action: 'PROPERTY_CREATED',
          entity: 'property',
          entityId: id,
          entityLabel: body.name.trim(),
          propertyId: id,
          before: null,
          after: { name: body.name.trim(), city, status: 'REVISION', owner_email: owner?.email ?? null },
        });
      return slug;
    });
    return {
      property_id: id,
      slug,
      status: 'REVISION',
      account_created: accountCreated,
      message: translate('submitProperty.success', options.locale),
    };
  } catch (err) {
    await removeQuietly(deps, 'public', imageKeys);
    await removeQuietly(
      deps,
      'private',
      fileKeys.map((f) => f.key),
    );
    throw err;
  }
}
