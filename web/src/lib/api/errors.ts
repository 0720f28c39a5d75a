/**
 * What the transport throws. Screens decide how to show each one; the transport never shows a
 * toast or redirects. Every error body from the gateway and the services has the same shape
 * (`{ statusCode, code, message, errors? }`, message already localized from Accept-Language).
 */
import type { ErrorResponse } from '@casona/proto/shared/responses';
import type { LocalizedIssue } from '@casona/proto/validation/validate';

/** The stable codes of the platform's typed errors (services/kit errors, mapped by the gateway). */
export type ApiErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'UPSTREAM'
  | 'INTERNAL';

/** The body of every error answer, as proto declares it for the services and the gateway. */
export type ApiErrorBody = ErrorResponse;

/** The API answered with an error status. `message` is the server's localized text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Field problems of a 400 VALIDATION answer, one localized message per JSON pointer. */
  readonly issues: LocalizedIssue[];

  constructor(status: number, body: Partial<ApiErrorBody> | undefined, fallbackMessage: string) {
    super(body?.message ?? fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    // proto types `code` as a string; the platform only sends the codes above (kit's AppError).
    this.code = (body?.code as ApiErrorCode | undefined) ?? codeOfStatus(status);
    this.issues = body?.errors ?? [];
  }
}

/** The request never got an answer (offline, DNS, aborted by timeout). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** 401 and the refresh token could not renew the session: the person has to log in again. */
export class SessionExpiredError extends Error {
  constructor() {
    super('You need to login');
    this.name = 'SessionExpiredError';
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

function codeOfStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
    case 504:
      return 'UPSTREAM';
    default:
      return 'INTERNAL';
  }
}
