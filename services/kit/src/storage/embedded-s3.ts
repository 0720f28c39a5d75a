import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  allowsAnonymous,
  parseBucketPolicy,
  type BucketPolicyDocument,
  type S3Action,
} from './bucket-policy.ts';

/**
 * The embedded default of object storage: `@20minutes/s3rver` in-process on 127.0.0.1, files on local
 * disk, spoken to by the same minio adapter as a real S3 server.
 *
 * s3rver checks signatures but has no notion of access control: any unsigned request reads (and
 * writes) anything, and bucket policies answer NotImplemented. A gate in front of it restores what the
 * platform relies on: unsigned requests only read what the bucket's policy opens to everyone, and the
 * policy API (PUT/GET/DELETE ?policy) is implemented over a file beside the bucket.
 */

export interface EmbeddedS3Options {
  /** Where objects live on disk. */
  directory?: string;
  /** 0 picks a free port. */
  port?: number;
  accessKey: string;
  secretKey: string;
}

export interface EmbeddedS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  close(): Promise<void>;
}

// s3rver ships no types; these are the parts of it (a Koa app) and of its models we use.
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  params?: Record<string, string | undefined>;
  state: Record<string, unknown>;
  status: number;
  body: unknown;
  type: string;
  req: IncomingMessage;
  set(field: string, value: string): void;
}
type Next = () => Promise<void>;
type Middleware = (ctx: KoaContext, next: Next) => Promise<void>;
interface S3rverApp {
  middleware: Middleware[];
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  logger: { exceptions: { unhandle(): void }; close(): void };
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverApp;
type S3ErrorConstructor = new (
  code: string,
  message: string,
  detail?: Record<string, string>,
) => Error & { status: number };
interface AwsAccountModule {
  DUMMY_ACCOUNT: {
    createKeyPair(accessKey: string, secretKey: string): void;
    revokeAccessKey(accessKey: string): void;
  };
}

const require = createRequire(import.meta.url);
const S3rver = require('@20minutes/s3rver') as S3rverConstructor;
const S3Error = require('@20minutes/s3rver/lib/models/error') as S3ErrorConstructor;
const accounts = require('@20minutes/s3rver/lib/models/account') as AwsAccountModule;
const authenticationMiddleware =
  require('@20minutes/s3rver/lib/middleware/authentication') as () => Middleware;

/** s3rver's built-in key pair: anyone who read its README could sign requests with it. */
const S3RVER_DEFAULT_ACCESS_KEY = 'S3RVER';

// Bucket names as S3 allows them; anything else never reaches the disk as a path.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Same test as s3rver's authentication middleware, so both agree on what "unsigned" means. */
const isSigned = (ctx: KoaContext): boolean =>
  'authorization' in ctx.headers || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;

interface Target {
  bucket?: string;
  key?: string;
}

function parseTarget(path: string): Target {
  const [, bucket, ...rest] = path.split('/');
  if (!bucket) return {};
  try {
    const key = rest.length > 0 && rest.join('/') !== '' ? decodeURIComponent(rest.join('/')) : undefined;
    return { bucket: decodeURIComponent(bucket), key };
  } catch (error) {
    if (error instanceof URIError) throw new S3Error('InvalidURI', "Couldn't parse the specified URI.");
    throw error;
  }
}

// Query parameters that turn a GET into another operation (reading ACLs, policies, uploads...), which
// the public-read policy does not grant. Other parameters (a cache buster) leave it a plain read.
const SUBRESOURCES = new Set([
  'accelerate',
  'acl',
  'analytics',
  'cors',
  'delete',
  'encryption',
  'inventory',
  'legal-hold',
  'lifecycle',
  'location',
  'logging',
  'metrics',
  'notification',
  'object-lock',
  'partNumber',
  'policy',
  'policyStatus',
  'publicAccessBlock',
  'replication',
  'requestPayment',
  'restore',
  'retention',
  'select',
  'tagging',
  'torrent',
  'uploadId',
  'uploads',
  'versionId',
  'versioning',
  'versions',
  'website',
]);

/** The action an unsigned request needs; null for anything never granted anonymously here. */
function anonymousAction(ctx: KoaContext, target: Target): S3Action | null {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return null;
  if (!target.bucket) return null;
  if (Object.keys(ctx.query).some((q) => SUBRESOURCES.has(q))) return null;
  return target.key === undefined ? 's3:ListBucket' : 's3:GetObject';
}

// Keys live in a process-wide registry inside s3rver, shared by every embedded server in the process.
const registeredKeys = new Map<string, { secretKey: string; users: number }>();

function registerKey(accessKey: string, secretKey: string): void {
  // The built-in pair would let anyone who read s3rver's README sign requests.
  if (accessKey !== S3RVER_DEFAULT_ACCESS_KEY)
    accounts.DUMMY_ACCOUNT.revokeAccessKey(S3RVER_DEFAULT_ACCESS_KEY);
  const existing = registeredKeys.get(accessKey);
  if (existing && existing.secretKey !== secretKey) {
    throw new Error(
      `startEmbeddedS3: access key ${accessKey} is already in use in this process with another secret`,
    );
  }
  if (existing) {
    existing.users += 1;
    return;
  }
  accounts.DUMMY_ACCOUNT.createKeyPair(accessKey, secretKey);
  registeredKeys.set(accessKey, { secretKey, users: 1 });
}

function releaseKey(accessKey: string): void {
  const existing = registeredKeys.get(accessKey);
  if (!existing) return;
  existing.users -= 1;
  if (existing.users > 0) return;
  registeredKeys.delete(accessKey);
  accounts.DUMMY_ACCOUNT.revokeAccessKey(accessKey);
}

/**
 * Headers on every answer of the embedded server. A real S3 cannot add headers of its own to
 * objects: where S3_PUBLIC_URL names a CDN in front of the public bucket, the CDN sets these.
 */
export const OBJECT_RESPONSE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

const accessDenied = (): Error => new S3Error('AccessDenied', 'Access Denied');

export async function startEmbeddedS3(options: EmbeddedS3Options): Promise<EmbeddedS3> {
  const { accessKey, secretKey } = options;
  if (!accessKey || !secretKey) throw new Error('startEmbeddedS3: accessKey and secretKey are required');
  const directory = resolve(options.directory ?? './.data/s3');
  await mkdir(directory, { recursive: true });

  const policyPath = (bucket: string) => join(directory, bucket, '._S3rver_policy.json');
  const bucketExists = async (bucket: string) => {
    try {
      return (await stat(join(directory, bucket))).isDirectory();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  };
  const readPolicy = async (bucket: string): Promise<BucketPolicyDocument | null> => {
    try {
      return parseBucketPolicy(await readFile(policyPath(bucket), 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  const app = new S3rver({
    directory,
    silent: true,
    // Path-style only: a Host header must never be able to pick the bucket.
    vhostBuckets: false,
    allowMismatchedSignatures: false,
    resetOnClose: false,
  });

  registerKey(accessKey, secretKey);

  const authenticate = authenticationMiddleware();

  async function policyApi(ctx: KoaContext, bucket: string): Promise<void> {
    if (!(await bucketExists(bucket))) {
      throw new S3Error('NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucket });
    }
    switch (ctx.method) {
      case 'PUT': {
        const chunks: Buffer[] = [];
        for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          parseBucketPolicy(text);
        } catch (error) {
          throw new S3Error('MalformedPolicy', `Policies must be valid JSON: ${(error as Error).message}`);
        }
        // Temp file then rename: a crash never leaves a half-written policy that would fail closed forever.
        const tmp = `${policyPath(bucket)}.${randomUUID()}.tmp`;
        await writeFile(tmp, text);
        await rename(tmp, policyPath(bucket));
        ctx.status = 204;
        return;
      }
      case 'GET': {
        const text = await readFile(policyPath(bucket), 'utf8').catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') {
            throw new S3Error('NoSuchBucketPolicy', 'The bucket policy does not exist', {
              BucketName: bucket,
            });
          }
          throw error;
        });
        ctx.type = 'application/json';
        ctx.body = text;
        return;
      }
      case 'DELETE':
        await rm(policyPath(bucket), { force: true });
        ctx.status = 204;
        return;
      default:
        throw new S3Error('MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  const gate: Middleware = async (ctx, next) => {
    // Objects are what uploaders sent: a browser must never sniff one into HTML, nor run anything
    // in it if it is opened directly. Images still show in <img> (CSP governs documents only).
    for (const [name, value] of Object.entries(OBJECT_RESPONSE_HEADERS)) ctx.set(name, value);
    // CORS preflights carry no credentials by design and disclose nothing.
    if (ctx.method === 'OPTIONS') return next();
    const target = parseTarget(ctx.path);
    if (target.bucket !== undefined && !BUCKET_NAME.test(target.bucket)) {
      throw new S3Error('InvalidBucketName', 'The specified bucket is not valid.', {
        BucketName: target.bucket,
      });
    }

    if (target.bucket && target.key === undefined && 'policy' in ctx.query) {
      const bucket = target.bucket;
      if (!isSigned(ctx)) throw accessDenied();
      // Reuse s3rver's own signature check; it throws SignatureDoesNotMatch & co. itself.
      ctx.params = { bucket };
      ctx.state.vhost = false;
      await authenticate(ctx, async () => {
        if (!ctx.state.account) throw accessDenied();
        await policyApi(ctx, bucket);
      });
      return;
    }

    if (isSigned(ctx)) return next();

    const action = anonymousAction(ctx, target);
    if (!action || !target.bucket) throw accessDenied();
    const policy = await readPolicy(target.bucket);
    if (!policy || !allowsAnonymous(policy, action, target.bucket, target.key)) throw accessDenied();
    return next();
  };
  // First in the chain: before s3rver's router, which would otherwise serve unsigned requests.
  app.middleware.unshift(gate);

  const server: Server = createServer(app.callback());
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKey,
    secretKey,
    close: async () => {
      // Keep-alive sockets from clients would hold close() open for their idle timeout.
      server.closeIdleConnections();
      await new Promise<void>((resolveClose, rejectClose) =>
        server.close((error) => (error ? rejectClose(error) : resolveClose())),
      );
      releaseKey(accessKey);
      // s3rver hooks process-wide exception handlers through its winston logger.
      app.logger.exceptions.unhandle();
      app.logger.close();
    },
  };
}
