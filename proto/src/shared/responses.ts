/**
 * The answers every service shares: the error body (what kit's `errorBody` sends for any 4xx/5xx),
 * `errors(...)` to document a route's error statuses with it, the empty and message-only answers,
 * and a page of a list.
 */
import { Type, type Static, type TNull, type TSchema } from 'typebox';

import { PAGE_SIZE } from '../constants.ts';

/** The body of every error answer: a stable code and a message in the caller's language. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
    errors: Type.Optional(
      Type.Array(
        Type.Object({
          path: Type.String(),
          message: Type.String(),
          /** A file upload's problems (CSV import): the line of the file, or the row's number, and its column. */
          line: Type.Optional(Type.Integer({ minimum: 1 })),
          index: Type.Optional(Type.Integer({ minimum: 1 })),
          field: Type.Optional(Type.String()),
        }),
      ),
    ),
  },
  { title: 'Error' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** The error statuses a route may document. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/** `{ 400: ErrorResponse, 409: ErrorResponse }` for `errors(400, 409)`: a route's documented failures. */
export function errors<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof ErrorResponse } {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponse])) as {
    [K in S[number]]: typeof ErrorResponse;
  };
}

/** An answer without a body (202/204). */
export const NoContent: TNull = Type.Null({ description: 'No content' });

/** A localized confirmation and nothing else. */
export const MessageResponse = Type.Object({ message: Type.String() }, { title: 'Message' });

/** A 201 of a form: the new row's id and the localized confirmation. */
export const Created = Type.Object(
  { id: Type.String({ format: 'uuid' }), message: Type.String() },
  { title: 'Created' },
);
export type Created = Static<typeof Created>;

/** A page of results: `{ items, total, page, pageSize }`; pages start at 1, 20 items by default. */
export function Paginated<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: PAGE_SIZE }),
  });
}
export type Paginated<T> = { items: T[]; total: number; page: number; pageSize: number };
