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
  return merged;
}
