import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ErrorResponse, checkSubmission } from '@casona/proto';
import { build } from '@casona/proto/validation/test-builders';
import { errorBody } from '../app/app.ts';
import { isAppError, notFound, validationFailed } from './errors.ts';
import { assertSubmission } from './submission.ts';

describe("proto's error response schema", () => {
  it('describes what the error handler answers, with and without field messages', () => {
    const invalid = errorBody(validationFailed([{ path: '/name', key: 'validation.required' }]), 'en');
    expect(invalid).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Please correct the errors in the form.',
      errors: [{ path: '/name', message: 'This field is required.' }],
    });
    expect(Value.Check(ErrorResponse, invalid)).toBe(true);
    expect(Value.Check(ErrorResponse, errorBody(notFound(), 'es'))).toBe(true);
    expect(Value.Check(ErrorResponse, { statusCode: 400, code: 'VALIDATION' })).toBe(false);
  });
});

describe('assertSubmission', () => {
  const registration = build('register');

  it('passes a valid submission', () => {
    expect(checkSubmission('register', registration).ok).toBe(true);
    expect(() => assertSubmission('register', registration)).not.toThrow();
  });

  it("throws one 400 with every issue, the schema's and the cross-field rules'", () => {
    let thrown: unknown;
    try {
      assertSubmission('register', { ...registration, name: '', passwordConfirmation: 'otra-cosa-1' });
    } catch (err) {
      thrown = err;
    }
    expect(isAppError(thrown)).toBe(true);
    expect(errorBody(thrown as Parameters<typeof errorBody>[0], 'en')).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Please correct the errors in the form.',
      errors: [
        { path: '/name', message: 'This field is required.' },
        { path: '/passwordConfirmation', message: 'The passwords do not match.' },
      ],
    });
  });
});
