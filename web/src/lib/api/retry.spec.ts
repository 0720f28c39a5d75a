import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError, SessionExpiredError } from './errors.ts';
import { retryUnlessClientError } from './retry.ts';

const answer = (status: number) => new ApiError(status, undefined, `HTTP ${status}`);

describe('retryUnlessClientError (the one retry predicate of every query)', () => {
  it('tries a network failure or a 5xx again, twice at most', () => {
    expect(retryUnlessClientError(0, new NetworkError(new Error('offline')))).toBe(true);
    expect(retryUnlessClientError(1, answer(503))).toBe(true);
    expect(retryUnlessClientError(2, answer(503))).toBe(false);
  });

  it('never retries a 4xx: a 404 is an answer, not a hiccup', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(retryUnlessClientError(0, answer(status))).toBe(false);
  });

  it('never retries an expired session (the app sends the person to log in)', () => {
    expect(retryUnlessClientError(0, new SessionExpiredError())).toBe(false);
  });
});
