/**
 * Link previews of a property (#16): WhatsApp, Facebook and X read the Open Graph tags of the HTML a
 * link answers with and run no JavaScript, so the gateway writes them into the SPA's index.html for
 * /property/{id or slug} — the name, the price with its currency, the first photo and the page's
 * address on the host the link was opened on.
 */
import { formatMoney } from '@casona/proto/shared/money';

/** What a preview needs from GET /property/display/{id}. */
export interface PreviewedProperty {
  slug: string;
  name: string;
  price: number;
  price_usd: number;
  city: string;
  state: string;
  images: readonly string[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The `<meta>` tags of a property's preview; `origin` is where the link was opened (scheme://host). */
export function openGraphTags(property: PreviewedProperty, origin: string, lang: 'es' | 'en'): string {
  const price = formatMoney(property.price, 'MXN', lang, { cents: false });
  const usd = formatMoney(property.price_usd, 'USD', lang, { cents: false });
  const title = `${property.name} · ${price}`;
  const description =
    lang === 'es'
      ? `${property.city}, ${property.state} · ${price} (aprox. ${usd}) · Casona`
      : `${property.city}, ${property.state} · ${price} (approx. ${usd}) · Casona`;
  const url = `${origin}/property/${encodeURIComponent(property.slug)}`;
  const image = property.images[0];
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', 'Casona'],
    ['og:locale', lang === 'es' ? 'es_MX' : 'en_US'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
    ...(image ? ([['og:image', image]] as [string, string][]) : []),
  ];
  return [
    `<title>${escape(title)}</title>`,
    ...tags.map(([p, content]) => `<meta property="${p}" content="${escape(content)}">`),
    `<meta name="description" content="${escape(description)}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
}

/** index.html with the preview's tags in its head (its own `<title>` replaced by the property's). */
export function withOpenGraph(indexHtml: string, tags: string): string {
  const withoutTitle = indexHtml.replace(/<title>[^<]*<\/title>/i, '');
  return withoutTitle.replace(/<\/head>/i, `${tags}</head>`);
}

/** `/property/{id or slug}` (no deeper path) → the id or slug; anything else → null. */
export function propertyOfPath(pathname: string): string | null {
  const match = /^\/property\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
