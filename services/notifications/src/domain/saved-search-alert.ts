/**
 * The saved-search alert (issue 16): a home just published is one of the person's saved searches
 * finds. In their language: the home's name, its price in MX$ and US$, its photo when it has one,
 * where it is, a button to its public page and a link to manage or stop the alert. Not transactional
 * (an unsubscribed address gets none) and in the SAVED_SEARCH_ALERTS category of the preferences.
 */
import { formatMoney } from '@casona/proto/shared/money';
import type { EmailContent, Lang, RenderContext } from './templates.ts';

export interface SavedSearchAlertData {
  name: string | null;
  searchName: string;
  propertyId: string;
  propertyName: string;
  slug: string;
  price: number;
  priceUsd: number;
  city: string;
  state: string;
  imageUrl: string | null;
  /** "MX$1,250,000 (US$70,000)" in the person's language, as WhatsApp's template takes it. */
  priceLine: string;
  /** The home's public page, as WhatsApp's template takes it. */
  url: string;
}

/** Where people keep their saved searches (and stop an alert). */
export const SAVED_SEARCHES_PATH = '/dashboard/saved_searches';

/** "MX$1,250,000 (aprox. US$70,000)" / "MX$1,250,000 (approx. US$70,000)". */
export const priceLine = (price: number, priceUsd: number, lang: Lang): string =>
  `${formatMoney(price, 'MXN', lang, { cents: false })} (${lang === 'es' ? 'aprox.' : 'approx.'} ${formatMoney(priceUsd, 'USD', lang, { cents: false })})`;

export const propertyPath = (slug: string): string => `/property/${encodeURIComponent(slug)}`;

export function savedSearchAlert(d: SavedSearchAlertData, lang: Lang, ctx: RenderContext): EmailContent {
  const base = ctx.publicUrl.replace(/\/+$/, '');
  const home = `${base}${propertyPath(d.slug)}`;
  const manage = `${base}${SAVED_SEARCHES_PATH}`;
  const price = priceLine(d.price, d.priceUsd, lang);
  const place = `${d.city}, ${d.state}`;
  const image = d.imageUrl ? { url: d.imageUrl, alt: d.propertyName } : undefined;
  if (lang === 'es') {
    return {
      subject: `Nueva casa para tu búsqueda «${d.searchName}»: ${d.propertyName}`,
      preheader: `${d.propertyName} en ${place}, ${price}.`,
      greeting: d.name ? `Hola, ${d.name}:` : 'Hola:',
      paragraphs: [`Acabamos de publicar una casa que coincide con tu búsqueda guardada «${d.searchName}».`],
      ...(image ? { image } : {}),
      details: [
        { label: 'Casa', value: d.propertyName },
        { label: 'Precio', value: price },
        { label: 'Ubicación', value: place },
      ],
      action: { label: 'Ver la casa', url: home },
      links: [{ label: 'Administrar o detener esta alerta', url: manage }],
    };
  }
  return {
    subject: `A new home for your search “${d.searchName}”: ${d.propertyName}`,
    preheader: `${d.propertyName} in ${place}, ${price}.`,
    greeting: d.name ? `Hi ${d.name},` : 'Hello,',
    paragraphs: [`We just published a home that matches your saved search “${d.searchName}”.`],
    ...(image ? { image } : {}),
    details: [
      { label: 'Home', value: d.propertyName },
      { label: 'Price', value: price },
      { label: 'Location', value: place },
    ],
    action: { label: 'See the home', url: home },
    links: [{ label: 'Manage or stop this alert', url: manage }],
  };
}
