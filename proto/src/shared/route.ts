/**
 * One operation of the API, declared once: method, path below `/api/v1` (Fastify style,
 * `/property/:id`), the schemas of its params, query and body, its success answer, the error statuses
 * it documents, and who may call it. The service registers it with kit's `route()` (handler typed from
 * it) and the SPA calls it with `api()` (web/src/lib/api/client.ts): both read this one definition.
 *
 *     export const getJokes = defineRoute({
 *       method: 'GET', path: '/joke', tags: ['joke'], summary: 'Approved jokes',
 *       query: PublicJokesQuery, response: { 200: JokePage }, errors: [400],
 *     });
 */
import type { Static, TObject, TSchema } from 'typebox';
import { errors as errorResponses, type ErrorResponse, type ErrorStatus } from './responses.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The answers a route succeeds with; 302 for the redirects of browser flows (e.g. Google sign-in). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;
/** The success answers of a route, by status (usually one). */
export type SuccessResponses = { [S in SuccessStatus]?: TSchema };

/**
 * Who may call: anyone; any signed-in caller (401 otherwise); company staff; administrators
 * (403 for a signed-in caller without the role). Kit enforces it before validation.
 */
export type RouteAuth = 'public' | 'signedIn' | 'staff' | 'admin';

/** `'id' | 'slug'` for `/property/:id/photo/:slug`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The `params` a path takes: none without `:parameters`; else an object schema naming exactly them
 * (a missing schema or a wrong name is a compile error at the definition).
 */
type ParamsField<P extends string, Params> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : {
      params: Params &
        (Params extends TObject<infer Props>
          ? [Exclude<PathParamNames<P>, keyof Props> | Exclude<keyof Props, PathParamNames<P>>] extends [
              never,
            ]
            ? unknown
            : `params must name exactly the parameters of ${P}`
          : TObject<{ [K in PathParamNames<P>]: TSchema }>);
    };

export interface RouteSpec<
  M extends HttpMethod,
  P extends string,
  Params extends TObject | undefined,
  Query extends TObject | undefined,
  Body extends TSchema | undefined,
  Response extends SuccessResponses,
  Errors extends readonly ErrorStatus[],
> {
  method: M;
  /** Below `/api/v1`, with `:name` parameters, e.g. `/property/:id`. */
  path: P;
  summary: string;
  tags: readonly string[];
  description?: string;
  /** Defaults to 'public'. */
  auth?: RouteAuth;
  /** Body media types other than JSON, e.g. `['multipart/form-data']` (documentation only). */
  consumes?: readonly string[];
  /** Left out of the OpenAPI document (service-to-service routes). */
  hide?: boolean;
  /** The `:parameters` of the path (required exactly when it has some). */
  params?: Params;
  query?: Query;
  body?: Body;
  /** The success answer(s) by status, e.g. `{ 201: Created }`. */
  response: Response;
  /** The error statuses documented with the shared ErrorResponse body, e.g. `[400, 429]`. */
  errors?: Errors;
}

export interface Route<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends TObject | undefined = TObject | undefined,
  Query extends TObject | undefined = TObject | undefined,
  Body extends TSchema | undefined = TSchema | undefined,
  Response extends SuccessResponses = SuccessResponses,
  Errors extends readonly ErrorStatus[] = readonly ErrorStatus[],
> {
  readonly method: M;
  readonly path: P;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly description: string | undefined;
  readonly auth: RouteAuth;
  readonly consumes: readonly string[] | undefined;
  readonly hide: boolean;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  readonly errors: Errors;
  /** Success and error answers together, as Fastify's `schema.response` and OpenAPI take them. */
  readonly responses: Response & { [K in Errors[number]]: typeof ErrorResponse };
}

/** Any route definition (for tables and generic code). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- variance: any route must fit
export type AnyRoute = Route<HttpMethod, string, any, any, any, any, any>;
/** A service's route table: operation name → definition. */
export type RouteTable = Readonly<Record<string, AnyRoute>>;

type StaticOr<S, Else> = S extends TSchema ? Static<S> : Else;
/** The path parameters of a route (`undefined` when its path has none). */
export type RouteParams<R extends AnyRoute> = StaticOr<R['params'], undefined>;
/** The query string of a route (`undefined` when it takes none). */
export type RouteQuery<R extends AnyRoute> = StaticOr<R['query'], undefined>;
/** The request body of a route (`undefined` when it takes none). */
export type RouteBody<R extends AnyRoute> = StaticOr<R['body'], undefined>;
/** The success answer of a route (the union when it has several success statuses). */
export type RouteAnswer<R extends AnyRoute> = {
  [S in keyof R['response']]: StaticOr<R['response'][S], never>;
}[keyof R['response']];

/** Declares one operation; see the file's comment. Types flow from the schemas to both ends. */
export function defineRoute<
  const M extends HttpMethod,
  const P extends string,
  const Response extends SuccessResponses,
  const Errors extends readonly ErrorStatus[] = [],
  Params extends TObject | undefined = undefined,
  Query extends TObject | undefined = undefined,
  Body extends TSchema | undefined = undefined,
>(
  spec: Omit<RouteSpec<M, P, Params, Query, Body, Response, Errors>, 'params'> & ParamsField<P, Params>,
): Route<M, P, Params, Query, Body, Response, Errors> {
  const errors = (spec.errors ?? []) as unknown as Errors;
  return Object.freeze({
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    tags: spec.tags,
    description: spec.description,
    auth: spec.auth ?? 'public',
    consumes: spec.consumes,
    hide: spec.hide ?? false,
    params: spec.params as Params,
    query: spec.query as Query,
    body: spec.body as Body,
    response: spec.response,
    errors,
    responses: { ...spec.response, ...errorResponses(...errors) },
  });
}

/**
 * The path with its `:parameters` filled in and URI-encoded: `fillPath('/property/:id', { id: 'a b' })`
 * is `/property/a%20b`. A missing or empty parameter throws rather than calling a wrong URL.
 */
export function fillPath(path: string, params?: Readonly<Record<string, unknown>>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
