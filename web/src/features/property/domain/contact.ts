/**
 * How a buyer reaches Casona about a home and shares it (#16): a WhatsApp chat with the contact number,
 * its message already naming the property and linking its page, and share links whose preview the
 * gateway's Open Graph tags fill.
 */

/**
 * The contact WhatsApp number (spec §9's constant), international digits only: configuration, set at
 * build time with VITE_CONTACT_WHATSAPP. Without it there is no contact button (no dead link).
 */
export function contactWhatsapp(configured: string | undefined): string | null {
  const digits = (configured ?? '').replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

/** `https://wa.me/<number>?text=…` with the property's name and page in the reader's language. */
export function whatsappContactLink(
  number: string,
  property: { name: string; url: string },
  lang: 'es' | 'en',
): string {
  const text =
    lang === 'es'
      ? `Hola, me interesa la propiedad «${property.name}» que vi en Casona: ${property.url}`
      : `Hi, I am interested in the property "${property.name}" I saw on Casona: ${property.url}`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export type ShareTarget = 'whatsapp' | 'facebook' | 'x';

/** Where each network shares a link; its preview comes from the page's Open Graph tags. */
export function shareLinks(property: { name: string; url: string }): Record<ShareTarget, string> {
  const url = encodeURIComponent(property.url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${property.name} ${property.url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    x: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(property.name)}`,
  };
}
