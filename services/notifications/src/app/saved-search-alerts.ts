/**
 * Listings' `listings.saved_search.matched` as the person's alert (issue 16): an email in their
 * language (and the `saved_search_match` WhatsApp template when they opted in), in the consumer's
 * dedup transaction. Listings announces each (search, home) once; a redelivered event finds its
 * email row and adds none.
 */
import type pg from 'pg';
import type { CasonaEnvelope } from '@casona/proto/events/catalogue';
import { priceLine, propertyPath, type SavedSearchAlertData } from '../domain/saved-search-alert.ts';
import { intent } from '../domain/recipients.ts';
import type { Deps } from './deps.ts';
import { queueEmails } from './emails.ts';
import { findProfile } from './projections-store.ts';

export const SAVED_SEARCH_MATCHED_EVENT = 'listings.saved_search.matched' as const;

export async function handleSavedSearchMatched(
  event: CasonaEnvelope<typeof SAVED_SEARCH_MATCHED_EVENT>,
  client: pg.ClientBase,
  deps: Deps,
): Promise<void> {
  const p = event.payload;
  const person = await findProfile(client, p.profileId);
  if (!person) {
    deps.logger.warn({ savedSearchId: p.savedSearchId }, 'saved search owner unknown: no alert');
    return;
  }
  const lang = person.locale === 'EN' ? 'en' : 'es';
  const data: SavedSearchAlertData = {
    name: person.name,
    searchName: p.searchName,
    propertyId: p.propertyId,
    propertyName: p.propertyName,
    slug: p.slug,
    price: p.price,
    priceUsd: p.priceUsd,
    city: p.city,
    state: p.state,
    imageUrl: p.imageUrl,
    priceLine: priceLine(p.price, p.priceUsd, lang),
    url: `${deps.platform.PUBLIC_URL.replace(/\/+$/, '')}${propertyPath(p.slug)}`,
  };
  await queueEmails(client, deps, event.id, [
    intent(
      'saved_search_match',
      { email: person.email, locale: person.locale, profileId: person.id },
      data,
      p.propertyId,
    ),
  ]);
}
