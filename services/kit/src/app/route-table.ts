/**
 * Registers routes declared in proto (`defineRoute`) on a service's app. The handler's
 * `request.params/query/body` and its reply are typed from the definition through Fastify's TypeBox
 * type provider, exactly as if the schemas were written inline; the definition's `auth` is enforced
 * before validation (401 for a missing caller, 403 for a missing role).
 *
 *     route(app, notificationForms.jokes, async (request) => approvedJokes(deps, request.query));
 *     routes(app, notificationForms, { contact: async (request, reply) => …, jokes: …, … });
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { AnyRoute, RouteAuth, RouteTable } from '@casona/proto/shared/route';
import { requireAdmin, requireProfile, requireStaff } from '../auth/context.ts';
import type { App } from './app.ts';

/** The Fastify schema of a route definition (what the type provider reads the handler's types from). */
export type RouteSchema<R extends AnyRoute> = {
  params: R['params'];
  querystring: R['query'];
  body: R['body'];
  response: R['responses'];
};

/** A handler for route definition R: request and reply typed from its schemas. */
export type RouteHandler<R extends AnyRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  RouteSchema<R>,
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;

/** One handler per operation of a route table. */
export type RouteHandlers<T extends RouteTable> = { [K in keyof T]: RouteHandler<T[K]> };

const BEARER = [{ bearer: [] }];

const GUARDS: Record<RouteAuth, ((request: FastifyRequest) => Promise<void>) | undefined> = {
  public: undefined,
  signedIn: async (request) => void requireProfile(request.auth),
  staff: async (request) => requireStaff(request.auth),
  admin: async (request) => requireAdmin(request.auth),
};

/** Registers one route definition with its handler. */
export function route<R extends AnyRoute>(app: App, definition: R, handler: RouteHandler<R>): void {
  const schema: Record<string, unknown> = {
    tags: [...definition.tags],
    summary: definition.summary,
    response: definition.responses,
  };
  if (definition.description) schema.description = definition.description;
  if (definition.consumes) schema.consumes = [...definition.consumes];
  if (definition.hide) schema.hide = true;
  if (definition.params) schema.params = definition.params;
  if (definition.query) schema.querystring = definition.query;
  if (definition.body) schema.body = definition.body;
  if (definition.auth !== 'public') schema.security = BEARER;
  const guard = GUARDS[definition.auth];
  app.route({
    method: definition.method,
    url: definition.path,
    schema,
    ...(guard ? { onRequest: guard } : {}),
    handler: handler as RouteHandlerMethod,
  });
}

/** Registers every operation of a table; a missing handler is a compile error. */
export function routes<T extends RouteTable>(app: App, table: T, handlers: RouteHandlers<T>): void {
  for (const name of Object.keys(table) as (keyof T & string)[]) route(app, table[name]!, handlers[name]);
}
