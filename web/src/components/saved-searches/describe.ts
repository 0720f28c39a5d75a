/**
 * A saved search's filters in words (issue 16), as a person reads them — "Casa · Coyoacán, Ciudad de
 * México · colonia Del Carmen · hasta MX$4,500,000 · Apta para crédito Infonavit" — never a code.
 * Pure: the translator and language are passed in, so it is tested without React.
 */
import type { SavedSearchQuery } from '@casona/proto';

import type { Translate } from '../../lib/i18n/translate.ts';
import { formatMoney, type Language } from '../../lib/money.ts';

export function describeSearch(query: SavedSearchQuery, t: Translate, language: Language): string {
  const parts: string[] = [];
  if (query.propertyType) parts.push(t(`market.types.${query.propertyType}`));
  const place = [query.city, query.state].filter(Boolean).join(', ');
  if (place) parts.push(place);
  if (query.colonia) parts.push(t('savedSearches.describe.colonia', { name: query.colonia }));
  const money = (amount: number) => formatMoney(amount, 'MXN', language, { cents: false });
  if (query.minPrice !== undefined && query.maxPrice !== undefined)
    parts.push(
      t('savedSearches.describe.between', { min: money(query.minPrice), max: money(query.maxPrice) }),
    );
  else if (query.minPrice !== undefined)
    parts.push(t('savedSearches.describe.from', { min: money(query.minPrice) }));
  else if (query.maxPrice !== undefined)
    parts.push(t('savedSearches.describe.upTo', { max: money(query.maxPrice) }));
  if (query.label) parts.push(t(`market.labels.${query.label}`));
  if (query.credit) parts.push(t(`market.credit.${query.credit}`));
  return parts.length > 0 ? parts.join(' · ') : t('savedSearches.describe.everything');
}

/** The filters of a market search as a saved search keeps them: no page, order or campaign. */
export function savedQueryOf(search: Record<string, unknown>): SavedSearchQuery {
  const { page: _page, sort: _sort, utm_source: _utm, ...filters } = search;
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as SavedSearchQuery;
}
