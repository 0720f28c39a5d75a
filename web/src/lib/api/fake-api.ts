/**
 * Test double of the API for transport and client specs: answers from a queue and records every
 * call. Test-only: nothing in the app imports it.
 */
import { vi } from 'vitest';

import { configureTransport } from './transport.ts';

export type Call = { url: string; init: RequestInit };

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Wires the transport to a fake fetch answering `answers` in order (language: en); returns the calls. */
export function fakeApi(...answers: Response[]): Call[] {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${String(url)}`);
    return next;
  });
  configureTransport({ fetch: fetch as unknown as typeof globalThis.fetch, language: () => 'en' });
  return calls;
}
