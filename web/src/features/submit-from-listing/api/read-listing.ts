/**
 * POST /api/v1/property/from_room_id (proto's `appraisalIntake.read`): the listing-link intake,
 * read as it streams — one JSON event a line (NDJSON) — so the page shows each step as it happens.
 * A 400 (the link has no room id) is thrown as an ApiError with the server's es/en message.
 */
import { appraisalIntake, type IntakeEvent } from '@casona/proto/appraisal/intake';

import { ApiError, NetworkError } from '../../../lib/api/errors.ts';
import { buildUrl } from '../../../lib/api/transport.ts';

/** Splits streamed text into complete lines; the unfinished tail is carried to the next chunk. */
export function splitLines(carry: string, chunk: string): { lines: string[]; carry: string } {
  const text = carry + chunk;
  const parts = text.split('\n');
  const rest = parts.pop() ?? '';
  return { lines: parts.map((l) => l.trim()).filter((l) => l !== ''), carry: rest };
}

/** One line as an event, or null for a line that is not one (never thrown at the reader). */
export function parseEvent(line: string): IntakeEvent | null {
  try {
    const value = JSON.parse(line) as unknown;
    return typeof value === 'object' && value !== null && 'step' in value ? (value as IntakeEvent) : null;
  } catch {
    return null;
  }
}

export async function readListing(
  url: string,
  language: string,
  onEvent: (event: IntakeEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUrl(appraisalIntake.read.path), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/x-ndjson, application/json',
        'accept-language': language,
      },
      body: JSON.stringify({ url }),
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok || response.body === null) {
    const body = (await response.json().catch(() => undefined)) as ConstructorParameters<typeof ApiError>[1];
    throw new ApiError(response.status, body, response.statusText);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let carry = '';
  for (;;) {
    const { done, value } = await reader.read();
    const split = splitLines(carry, done ? '\n' : decoder.decode(value, { stream: true }));
    carry = split.carry;
    for (const line of split.lines) {
      const event = parseEvent(line);
      if (event) onEvent(event);
    }
    if (done) return;
  }
}
