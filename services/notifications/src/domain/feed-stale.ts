/**
 * The stale-feed email (issue 12): an Airbnb listing's calendar has not synced for 24 h, so new,
 * moved or canceled bookings are not reaching Casona (nor the cleanings planned from them). Sent once
 * per stale episode (listings.airbnb_listing.stale) to the property's managers, in their language.
 */
import { formatDateTime, type EmailContent, type Lang, type RenderContext } from './templates.ts';

export interface AirbnbFeedStaleData {
  name: string | null;
  propertyId: string;
  propertyName: string | null;
  listingName: string;
  listingUrl: string;
  /** null: the calendar never synced since the listing was added */
  lastSuccessAt: string | null;
  lastError: string | null;
}

export function airbnbFeedStale(d: AirbnbFeedStaleData, lang: Lang, ctx: RenderContext): EmailContent {
  const url = `${ctx.publicUrl.replace(/\/+$/, '')}/dashboard/property/${d.propertyId}`;
  const property = d.propertyName ?? (lang === 'es' ? 'tu propiedad' : 'your property');
  if (lang === 'es') {
    return {
      subject: `El calendario de «${d.listingName}» lleva 24 horas sin sincronizarse`,
      preheader: 'Las reservaciones nuevas, movidas o canceladas no nos están llegando.',
      greeting: d.name ? `Hola, ${d.name}:` : 'Hola:',
      paragraphs: [
        `No hemos podido leer el calendario del anuncio de Airbnb «${d.listingName}» de ${property} en las últimas 24 horas.`,
        'Mientras tanto, las reservaciones nuevas, movidas o canceladas no se reflejan en Casona ni en las limpiezas programadas. Revisa que el enlace del calendario (ICS) siga vigente en Airbnb y sincroniza de nuevo.',
      ],
      details: [
        { label: 'Anuncio', value: d.listingUrl, href: d.listingUrl },
        {
          label: 'Última sincronización correcta',
          value: d.lastSuccessAt ? formatDateTime(d.lastSuccessAt, lang) : 'Nunca',
        },
        ...(d.lastError ? [{ label: 'Último error', value: d.lastError }] : []),
      ],
      action: { label: 'Revisar el calendario', url },
      closing: ['Te avisaremos de nuevo solo si vuelve a dejar de sincronizarse después de recuperarse.'],
    };
  }
  return {
    subject: `The calendar of “${d.listingName}” has not synced for 24 hours`,
    preheader: 'New, moved or canceled bookings are not reaching us.',
    greeting: d.name ? `Hi ${d.name},` : 'Hello,',
    paragraphs: [
      `We could not read the calendar of the Airbnb listing “${d.listingName}” of ${property} in the last 24 hours.`,
      'Meanwhile, new, moved or canceled bookings do not show in Casona nor in the cleanings planned from them. Check that the calendar (ICS) link is still valid on Airbnb and sync again.',
    ],
    details: [
      { label: 'Listing', value: d.listingUrl, href: d.listingUrl },
      {
        label: 'Last successful sync',
        value: d.lastSuccessAt ? formatDateTime(d.lastSuccessAt, lang) : 'Never',
      },
      ...(d.lastError ? [{ label: 'Last error', value: d.lastError }] : []),
    ],
    action: { label: 'Check the calendar', url },
    closing: ['We will only write again if it stops syncing after it recovers.'],
  };
}
