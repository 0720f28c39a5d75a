/**
 * Fetching a listing's calendar feed through the kit's SSRF-safe fetcher (issue 12): a browser-like
 * User-Agent (Airbnb answers 403 without one), a timeout and a size cap per request, and a
 * conditional GET with the validators the feed last offered. Every failure becomes a `FetchedFeed`
 * error, never an exception, so the sync records it.
 */
import { FetchFailedError, FetchRefusedError, type SafeFetch } from '@casona/kit/http/safe-fetch';
import type { FetchedFeed } from './calendar-sync.ts';

export const FEED_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
export const FEED_TIMEOUT_MS = 8_000;
/** The largest real feeds (merged multi-listing exports) are well under 1 MB. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;

export async function fetchFeed(
  fetch: SafeFetch,
  url: string,
  conditional: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<FetchedFeed> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      headers: { 'User-Agent': FEED_USER_AGENT, Accept: 'text/calendar, */*;q=0.5', ...conditional },
      signal: timeout,
    });
    if (response.status === 304) return { kind: 'not_modified' };
    if (response.status < 200 || response.status > 299)
      return { kind: 'error', error: `HTTP ${response.status}` };
    if (response.body.length > FEED_MAX_BYTES)
      return { kind: 'error', error: `too-large: more than ${FEED_MAX_BYTES} bytes` };
    return {
      kind: 'body',
      body: response.body.toString('utf8'),
      etag: response.headers.etag ?? null,
      lastModified: response.headers['last-modified'] ?? null,
    };
  } catch (error) {
    if (error instanceof FetchRefusedError) return { kind: 'error', error: `refused (${error.reason})` };
    if (error instanceof FetchFailedError)
      return { kind: 'error', error: `${error.reason}: ${error.message}` };
    if (timeout.aborted) return { kind: 'error', error: 'timeout' };
    return { kind: 'error', error: error instanceof Error ? error.message : String(error) };
  }
}
