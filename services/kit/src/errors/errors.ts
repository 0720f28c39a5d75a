/**
 * A handful of typed errors with stable codes. Domain code throws them; the error handler maps each
 * one to its HTTP status and the localized message (es/en) in one place.
 */
export type ErrorCode =
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
  | 'UNAVAILABLE'
  | 'INTERNAL';

export interface IssueDetail {
  path: string;
  /** Message key of the proto catalogue. */
  key: string;
  params?: Record<string, string | number>;
}

export interface AppErrorOptions {
  /** Message key of the proto catalogue; the handler translates it. */
  messageKey: string;
  params?: Record<string, string | number>;
  /** Field-level problems (validation). */
  issues?: IssueDetail[];
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly messageKey: string;
  readonly params: Record<string, string | number>;
  readonly issues: IssueDetail[];

  constructor(code: ErrorCode, statusCode: number, options: AppErrorOptions) {
    super(options.messageKey, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
    this.messageKey = options.messageKey;
    this.params = options.params ?? {};
    this.issues = options.issues ?? [];
  }
}

type Options = Omit<AppErrorOptions, 'messageKey'> & { messageKey?: string };

export const badRequest = (o: Options = {}) =>
  new AppError('BAD_REQUEST', 400, { messageKey: 'http.badRequest', ...o });
export const validationFailed = (issues: IssueDetail[], o: Options = {}) =>
  new AppError('VALIDATION', 400, { messageKey: 'form.invalid', ...o, issues });
export const unauthorized = (o: Options = {}) =>
  new AppError('UNAUTHORIZED', 401, { messageKey: 'http.unauthorized', ...o });
export const forbidden = (o: Options = {}) =>
  new AppError('FORBIDDEN', 403, { messageKey: 'http.forbidden', ...o });
export const notFound = (o: Options = {}) =>
  new AppError('NOT_FOUND', 404, { messageKey: 'http.notFound', ...o });
export const conflict = (o: Options = {}) =>
  new AppError('CONFLICT', 409, { messageKey: 'error.generic', ...o });
export const payloadTooLarge = (o: Options = {}) =>
  new AppError('PAYLOAD_TOO_LARGE', 413, { messageKey: 'http.payloadTooLarge', ...o });
export const rateLimited = (o: Options = {}) =>
  new AppError('RATE_LIMITED', 429, { messageKey: 'http.tooManyRequests', ...o });
/** A call to a service we depend on failed: the §8 server-helper wording. */
export const upstreamFailed = (message: string, o: Options = {}) =>
  new AppError('UPSTREAM', 502, { messageKey: 'server.apiCallFailed', params: { message }, ...o });

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
