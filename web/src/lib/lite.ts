/**
 * The lite version of the website: on a connection that asks to save data (Save-Data, 2G) or when a
 * person picks it (`?lite=1`), the site skips decorative images and heavy widgets, and says so
 * (spec §2 "a lite web version notice exists"). The choice lasts for the browser tab.
 */
const KEY = 'casona.lite';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

export function connectionPrefersLite(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  );
}

export function isLiteMode(): boolean {
  if (typeof window === 'undefined') return false;
  const param = new URLSearchParams(window.location.search).get('lite');
  if (param === '1') sessionStorage.setItem(KEY, '1');
  if (param === '0') sessionStorage.setItem(KEY, '0');
  const chosen = sessionStorage.getItem(KEY);
  if (chosen !== null) return chosen === '1';
  return connectionPrefersLite();
}

export function setLiteMode(on: boolean): void {
  sessionStorage.setItem(KEY, on ? '1' : '0');
}
