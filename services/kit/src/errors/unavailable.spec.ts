import { describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';
import { errorBody, toAppError } from '../app/app.ts';
import { isConnectionError } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a dependency that cannot be reached answers 503, not 500 (#17)', () => {
  const down = [
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('connection failure', '08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('query failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
  ];
  it.each(down.map((e) => [e.message, e]))('%s → 503 with "try again later"', (_m, error) => {
    expect(isConnectionError(error)).toBe(true);
    const appError = toAppError(error);
    expect(appError.statusCode).toBe(503);
    for (const lang of ['es', 'en'] as const)
      expect(errorBody(appError, lang)).toEqual({
        statusCode: 503,
        code: 'UNAVAILABLE',
        message: translate('error.generic', lang),
      });
  });

  it('leaves real faults of the code or the data a 500', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('relation "x" does not exist', '42P01'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ]) {
      expect(isConnectionError(error)).toBe(false);
      expect(toAppError(error).statusCode).toBe(500);
    }
  });
});
