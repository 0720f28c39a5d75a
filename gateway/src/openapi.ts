import { ADMIN_FAMILY_PREFIX, ErrorResponse } from '@casona/proto';

/** Just the parts of an OpenAPI 3.1 document the merge touches. */
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string }[];
}

/**
 * One document for the whole API: every service's paths (already under /api/v1), their component
 * schemas namespaced by service so two services may both define `Error`, and a tag per service.
 */
export function mergeOpenApi(
  base: OpenApiDocument,
  services: { name: string; doc: OpenApiDocument }[],
): OpenApiDocument {
  const merged: OpenApiDocument = {
    ...base,
    paths: { ...(base.paths ?? {}) },
    components: { ...(base.components ?? {}), schemas: { ...(base.components?.schemas ?? {}) } },
    tags: [...(base.tags ?? [])],
  };
  for (const { name, doc } of services) {
    merged.tags!.push({ name, description: `${name} service` });
    const rename = (json: string) =>
      json.replace(
        /"#\/components\/schemas\/([^"]+)"/g,
        (_m, schema: string) => `"#/components/schemas/${name}.${schema}"`,
      );
    for (const [route, operations] of Object.entries(doc.paths ?? {})) {
      const ops = JSON.parse(rename(JSON.stringify(operations))) as Record<string, Record<string, unknown>>;
      for (const op of Object.values(ops)) {
        if (op && typeof op === 'object' && !Array.isArray(op))
          op.tags = [name, ...((op.tags as string[]) ?? [])];
      }
      merged.paths![route] = { ...(merged.paths![route] ?? {}), ...ops };
    }
    for (const [schemaName, schema] of Object.entries(doc.components?.schemas ?? {})) {
      merged.components!.schemas![`${name}.${schemaName}`] = JSON.parse(rename(JSON.stringify(schema)));
    }
  }
  documentEdgeAnswers(merged);
  return merged;
}

const METHODS = new Set(['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'trace', 'query']);
const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** Why an operation may answer each status besides what its service documents. */
const EDGE_ANSWERS = {
  400: 'Bad request: a parameter, query or body that is malformed or fails validation',
  401: 'No valid access token, or its session has ended',
  403: 'The caller may not do this',
  404: 'Nothing with this id',
  413: 'The body is larger than the service accepts',
  415: 'The body is not in a content type the operation reads',
  429: 'Too many requests from this caller; Retry-After says when to try again',
  431: 'The request line and headers together are larger than the edge reads (16 KB)',
  503: 'The session could not be checked right now; try again',
} as const;

/**
 * Every answer an operation can give, not only the ones its service thought of: each may be refused
 * as malformed (400), by the global rate limit (429) or for headers past what the edge reads (431);
 * a path with ids may find nothing (404); a body may be too large (413) or of another type (415); a
 * token is checked wherever one is sent, public operations included, so any operation may answer
 * that it has ended (401) or cannot be checked for now (503); the back office refuses non-staff (403).
 */
function documentEdgeAnswers(doc: OpenApiDocument): void {
  doc.components!.schemas!.Error = JSON.parse(JSON.stringify(ErrorResponse)) as Record<string, unknown>;
  for (const [route, operations] of Object.entries(doc.paths ?? {})) {
    const admin = route.startsWith(`/api/v1/${ADMIN_FAMILY_PREFIX}`);
    for (const [method, value] of Object.entries(operations)) {
      if (!METHODS.has(method) || !value || typeof value !== 'object') continue;
      const op = value as {
        security?: unknown[];
        requestBody?: unknown;
        responses?: Record<string, unknown>;
      };
      const responses = (op.responses ??= {});
      const add = (status: keyof typeof EDGE_ANSWERS) => {
        responses[status] ??= {
          description: EDGE_ANSWERS[status],
          content: { 'application/json': { schema: ERROR_REF } },
        };
      };
      add(400);
      // Every operation: a caller may send a token to a public one too, and the gateway checks it.
      add(401);
      add(503);
      if (admin) add(403);
      if (route.includes('{')) add(404);
      if (op.requestBody !== undefined) {
        add(413);
        add(415);
      }
      add(429);
      add(431);
      // Statuses in order, as a reader scans them.
      op.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
}
