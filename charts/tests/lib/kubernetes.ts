/**
 * Validation of rendered manifests against the Kubernetes API schemas, in two passes:
 *
 * 1. `kubernetes-models`: validators compiled from the Kubernetes OpenAPI schema (types, required
 *    fields, enums, formats) for every built-in kind.
 * 2. Unknown fields: those validators accept any extra key, as the OpenAPI schema does, while
 *    `kubectl apply` (strict field validation) rejects it, and a misspelt `readinesProbe` would
 *    otherwise slip through as silently dropped. The field lists come from the model metadata of
 *    `@kubernetes/client-node`, generated from the same OpenAPI schema.
 */
import * as models from '@kubernetes/client-node/dist/gen/models/all.js';
import type { Manifest } from './render.ts';

interface Attribute {
  baseName: string;
  type: string;
}
type ModelClass = { attributeTypeMap?: Attribute[]; getAttributeTypeMap?: () => Attribute[] };
const registry = models as unknown as Record<string, ModelClass | undefined>;

interface Validatable {
  validate(): void;
}
type ModelConstructor = new (data: unknown) => Validatable;

async function kubernetesModel(apiVersion: string, kind: string): Promise<ModelConstructor> {
  const specifier = ['kubernetes-models', apiVersion, kind].join('/');
  const module = (await import(/* @vite-ignore */ specifier)) as Record<string, ModelConstructor>;
  const model = module[kind];
  if (!model) throw new Error(`kubernetes-models has no ${apiVersion} ${kind}`);
  return model;
}

function clientModelName(apiVersion: string, kind: string): string {
  const version = apiVersion.split('/').pop()!;
  return version.charAt(0).toUpperCase() + version.slice(1) + kind;
}

function attributes(type: string): Attribute[] | undefined {
  const model = registry[type];
  return model?.getAttributeTypeMap?.() ?? model?.attributeTypeMap;
}

function unknownFields(value: unknown, type: string, at: string, problems: string[]): void {
  if (value === null || value === undefined) return;
  const array = /^Array<(.+)>$/.exec(type);
  if (array) {
    if (Array.isArray(value))
      value.forEach((item, i) => unknownFields(item, array[1]!, `${at}/${i}`, problems));
    return;
  }
  const map = /^\{ \[key: string\]: (.+); \}$/.exec(type);
  if (map) {
    if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) unknownFields(item, map[1]!, `${at}/${key}`, problems);
    }
    return;
  }
  const fields = attributes(type);
  // Primitives, IntOrString, Quantity and free-form objects have no field list.
  if (!fields || typeof value !== 'object' || Array.isArray(value)) return;
  const byName = new Map(fields.map((f) => [f.baseName, f.type]));
  for (const [key, item] of Object.entries(value)) {
    const fieldType = byName.get(key);
    if (fieldType === undefined) problems.push(`${at}/${key}: unknown field (not in ${type})`);
    else unknownFields(item, fieldType, `${at}/${key}`, problems);
  }
}

/** Every problem found in one manifest; empty when it is valid. */
export async function validateManifest(manifest: Manifest): Promise<string[]> {
  const where = `${manifest.kind}/${manifest.metadata?.name}`;
  const problems: string[] = [];
  let Model: ModelConstructor;
  try {
    Model = await kubernetesModel(manifest.apiVersion, manifest.kind);
  } catch (err) {
    return [
      `${where}: ${manifest.apiVersion} ${manifest.kind} is not a Kubernetes API kind (${(err as Error).message})`,
    ];
  }
  try {
    new Model(manifest).validate();
  } catch (err) {
    problems.push(`${where}: ${(err as Error).message}`);
  }
  const type = clientModelName(manifest.apiVersion, manifest.kind);
  if (!attributes(type)) problems.push(`${where}: no field list for ${type}`);
  const unknown: string[] = [];
  unknownFields(manifest, type, '', unknown);
  problems.push(...unknown.map((p) => `${where}: ${p}`));
  return problems;
}

export async function validateAll(manifests: Manifest[]): Promise<string[]> {
  return (await Promise.all(manifests.map(validateManifest))).flat();
}
