/**
 * Just enough of the S3 bucket-policy language to decide whether an anonymous request may read an
 * object. The embedded S3 server uses it to emulate what MinIO and AWS do with the public-read policy
 * that `ensureBuckets` sets, so the same adapter and the same contract tests hold on both.
 */

export type S3Action = 's3:GetObject' | 's3:ListBucket';

interface PolicyStatement {
  Effect?: unknown;
  Principal?: unknown;
  NotPrincipal?: unknown;
  Action?: unknown;
  NotAction?: unknown;
  Resource?: unknown;
  NotResource?: unknown;
  Condition?: unknown;
}

export interface BucketPolicyDocument {
  Version?: string;
  Statement: PolicyStatement[];
}

/** The policy `ensureBuckets` sets on the public bucket: anyone may GET any object, nobody may list. */
export function publicReadPolicy(bucket: string): BucketPolicyDocument {
  return {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: { AWS: ['*'] },
        Action: ['s3:GetObject'],
        Resource: [`arn:aws:s3:::${bucket}/*`],
      },
    ],
  };
}

/** Parses a policy body; throws on anything that is not a policy document, as S3 answers MalformedPolicy. */
export function parseBucketPolicy(text: string): BucketPolicyDocument {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('policy must be a JSON object');
  const statement = (parsed as { Statement?: unknown }).Statement;
  const statements = Array.isArray(statement) ? statement : statement === undefined ? [] : [statement];
  if (statements.length === 0) throw new Error('policy has no Statement');
  for (const s of statements) {
    if (typeof s !== 'object' || s === null) throw new Error('policy statement must be an object');
    const effect = (s as PolicyStatement).Effect;
    if (effect !== 'Allow' && effect !== 'Deny')
      throw new Error('policy statement Effect must be Allow or Deny');
  }
  return { ...(parsed as BucketPolicyDocument), Statement: statements as PolicyStatement[] };
}

const asList = (value: unknown): string[] | null => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return null;
};

/** IAM wildcards: `*` any run of characters, `?` exactly one. */
const wildcardMatch = (pattern: string, value: string): boolean => {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 's').test(value);
};

const isAnonymousPrincipal = (principal: unknown): boolean => {
  if (principal === '*') return true;
  if (typeof principal === 'object' && principal !== null) {
    const aws = asList((principal as { AWS?: unknown }).AWS);
    return aws !== null && aws.includes('*');
  }
  return false;
};

/**
 * Whether the statement surely applies to an anonymous request for `action` on `resource`.
 * Elements we do not evaluate (conditions, Not* forms) make it "unknown", returned as null.
 */
function statementApplies(statement: PolicyStatement, action: S3Action, resource: string): boolean | null {
  if (
    statement.NotPrincipal !== undefined ||
    statement.NotAction !== undefined ||
    statement.NotResource !== undefined
  ) {
    return null;
  }
  if (!isAnonymousPrincipal(statement.Principal)) return false;
  const actions = asList(statement.Action);
  const resources = asList(statement.Resource);
  if (actions === null || resources === null) return null;
  const actionMatches = actions.some((a) => wildcardMatch(a.toLowerCase(), action.toLowerCase()));
  const resourceMatches = resources.some((r) => wildcardMatch(r, resource));
  if (!actionMatches || !resourceMatches) return false;
  return statement.Condition === undefined ? true : null;
}

/**
 * Evaluates the policy for an anonymous request the way IAM does: an explicit Deny wins, otherwise an
 * Allow is needed. Unknown elements count against access: a Deny we cannot evaluate denies, an Allow we
 * cannot evaluate does not allow. Failing closed is right for the private-by-default store.
 */
export function allowsAnonymous(
  policy: BucketPolicyDocument,
  action: S3Action,
  bucket: string,
  key?: string,
): boolean {
  const resource = key === undefined ? `arn:aws:s3:::${bucket}` : `arn:aws:s3:::${bucket}/${key}`;
  let allowed = false;
  for (const statement of policy.Statement) {
    const applies = statementApplies(statement, action, resource);
    if (statement.Effect === 'Deny' && applies !== false) return false;
    if (statement.Effect === 'Allow' && applies === true) allowed = true;
  }
  return allowed;
}
