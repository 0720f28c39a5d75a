/**
 * What an audit entry keeps of a change: the fields that differ, before and after, with secrets
 * left out. Pure, so every service writes entries one way and the SPA shows exactly what was kept.
 */

/** A record's fields as the entry stores them (JSON). */
export type AuditFields = Record<string, unknown>;

/** Field names never stored in an entry, whatever the record: passwords, tokens, keys, hashes. */
const SECRET = /(password|secret|token|hash|api_?key|private_?key|signature|credential)/i;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    const out: AuditFields = {};
    for (const [key, v] of Object.entries(value as AuditFields)) {
      if (SECRET.test(key) || v === undefined) continue;
      out[key] = redact(v);
    }
    return out;
  }
  return value;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The before and after an entry stores: a created record has no before, a removed one no after;
 * of a changed record only the fields whose value changed (both sides). Secrets and undefined
 * fields are dropped, dates become ISO text.
 */
export function auditChange(
  before: AuditFields | null,
  after: AuditFields | null,
): { before: AuditFields | null; after: AuditFields | null } {
  const b = before === null ? null : (redact(before) as AuditFields);
  const a = after === null ? null : (redact(after) as AuditFields);
  if (b === null || a === null) return { before: b, after: a };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !same(b[k], a[k]));
  return {
    before: Object.fromEntries(keys.filter((k) => k in b).map((k) => [k, b[k]])),
    after: Object.fromEntries(keys.filter((k) => k in a).map((k) => [k, a[k]])),
  };
}

/** Whether a change stored by auditChange changed anything at all. */
export const changedSomething = (change: {
  before: AuditFields | null;
  after: AuditFields | null;
}): boolean =>
  change.before === null ||
  change.after === null ||
  Object.keys(change.before).length > 0 ||
  Object.keys(change.after).length > 0;
