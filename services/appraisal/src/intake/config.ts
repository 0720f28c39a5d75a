/**
 * The intake's settings: where Airbnb pages are read from and how long a page may take.
 *
 * - `AIRBNB_BASE_URL` (default https://www.airbnb.mx): tests and demos point it at the local pages
 *   server (src/testing/airbnb-pages-server.ts). Only the room id comes from the person; this host
 *   is the operator's, so it is trusted even when private (a local server), and every other address
 *   stays refused by the SSRF-safe fetcher.
 * - `INTAKE_FETCH_TIMEOUT_MS` (default 6000): the page's whole exchange; with the estimate the
 *   intake stays under 10 s.
 */
export interface IntakeConfig {
  baseUrl: string;
  fetchTimeoutMs: number;
}

export const DEFAULT_AIRBNB_BASE_URL = 'https://www.airbnb.mx';
export const DEFAULT_INTAKE_FETCH_TIMEOUT_MS = 6000;

export function loadIntakeConfig(env: NodeJS.ProcessEnv = process.env): IntakeConfig {
  const raw = env['AIRBNB_BASE_URL']?.trim();
  let baseUrl = DEFAULT_AIRBNB_BASE_URL;
  if (raw) {
    const url = new URL(raw); // a malformed setting fails the start, not a request
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`AIRBNB_BASE_URL: ${raw} is not http(s)`);
    baseUrl = url.toString().replace(/\/+$/, '');
  }
  const timeout = Number(env['INTAKE_FETCH_TIMEOUT_MS'] ?? DEFAULT_INTAKE_FETCH_TIMEOUT_MS);
  return {
    baseUrl,
    fetchTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_INTAKE_FETCH_TIMEOUT_MS,
  };
}
