/**
 * The room id of an Airbnb listing link, in every shape a person pastes: any Airbnb domain
 * (airbnb.com, www.airbnb.mx, es.airbnb.com, airbnb.co.uk, m.airbnb.com.mx …), `/rooms/{id}`,
 * `/rooms/plus/{id}`, `/luxury/listing/{id}`, `/h/…?…` is not a room; query strings, fragments and a
 * trailing slash allowed; a link without a scheme (`airbnb.mx/rooms/1`) too. Share links carry the
 * room the same way (`…/rooms/123?source_impression_id=…&guests=1`). Anything else: null, which
 * the intake answers with 'Invalid listing URL'.
 */

const AIRBNB_HOST = /^(?:[a-z0-9-]+\.)*airbnb\.(?:[a-z]{2,3})(?:\.[a-z]{2})?$/i;
const ROOM_PATH = /^\/(?:rooms(?:\/plus)?|luxury\/listing)\/(\d{1,20})\/?$/;

export function roomIdOf(input: string): string | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;
  if (!AIRBNB_HOST.test(url.hostname)) return null;
  const id = ROOM_PATH.exec(url.pathname)?.[1];
  if (id === undefined || /^0+$/.test(id)) return null;
  return id;
}
