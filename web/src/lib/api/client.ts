/**
 * The SPA's typed client: one call per operation declared in proto (`defineRoute`), its path
 * parameters, query, body and answer checked by the compiler from that one declaration.
 *
 *     const page = await api(notificationForms.jokes, { query: { page: 2, locale: 'EN' }, signal });
 *     await api(notificationForms.contact, { body: contact });
 *
 * Built on transport.ts's `request()`, so the bearer token, the one shared refresh on 401, the
 * timeout and the typed errors (ApiError, NetworkError, SessionExpiredError) are the same.
 */
import type { TSchema } from 'typebox';
import {
  fillPath,
  type AnyRoute,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
} from '@casona/proto/shared/route';

import { request, type Query } from './transport.ts';

type ParamsOption<R extends AnyRoute> = R['params'] extends TSchema
  ? { params: RouteParams<R> }
  : { params?: undefined };
type QueryOption<R extends AnyRoute> = R['query'] extends TSchema
  ? Partial<RouteQuery<R>> extends RouteQuery<R>
    ? { query?: RouteQuery<R> }
    : { query: RouteQuery<R> }
  : { query?: undefined };
type BodyOption<R extends AnyRoute> = R['body'] extends TSchema
  ? { body: RouteBody<R> }
  : { body?: undefined };

/** What a call of route R takes: its params, query and body as declared, plus the transport's options. */
export type CallOptions<R extends AnyRoute> = ParamsOption<R> &
  QueryOption<R> &
  BodyOption<R> & {
    signal?: AbortSignal;
    /** Skip the bearer header and the refresh (login, refresh, client logs). */
    anonymous?: boolean;
    /** The multipart body of a route that consumes multipart/form-data (a file upload). */
    form?: FormData;
    /** Resolve with the answer's bytes (a file download followed through its redirect). */
    blob?: boolean;
    /** The raw text body of a route that consumes a text type (a CSV import), sent with that type. */
    text?: { body: string; type: 'text/csv' };
  };

/** The options argument is optional exactly when the route needs no params, body or query. */
type CallArgs<R extends AnyRoute> =
  Partial<CallOptions<R>> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** Calls the operation `route` and resolves with its success answer; see the file's comment. */
export async function api<R extends AnyRoute>(route: R, ...[options]: CallArgs<R>): Promise<RouteAnswer<R>> {
  const { params, query, body, form, text, blob, signal, anonymous } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
    form?: FormData;
    text?: { body: string; type: string };
    blob?: boolean;
    signal?: AbortSignal;
    anonymous?: boolean;
  };
  return request<RouteAnswer<R>>(route.method, fillPath(route.path, params), {
    query,
    body: form ?? text?.body ?? body,
    contentType: text?.type,
    signal,
    anonymous,
    blob,
  });
}
