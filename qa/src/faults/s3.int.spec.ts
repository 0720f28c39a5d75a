/**
 * Fault (issue 17): object storage stops answering under documents. An upload then fails with a
 * clear 503 in the caller's language ("nothing was saved, try again later"), no row is written,
 * and every row that exists points at an object that is there; when storage returns, uploads work
 * again without a restart. A private embedded S3 behind a TCP relay the suite closes (connections
 * refused, as a storage outage looks), so nothing else on the machine notices.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDefinition, makeEvent, translate } from '@casona/proto';
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import { startEmbeddedS3, type EmbeddedS3 } from '@casona/kit/storage/embedded-s3';
import { registerAccount, staffAccount, type Account } from '@casona/kit/testing/accounts';
import { freePort, startTestPlatform, type TestPlatform } from '@casona/kit/testing/platform';
import { propertyCreatedPayload } from '@casona/kit/testing/property-events';
import { createDocumentsService } from '../../../services/documents/src/service.ts';
import { pdf, uploadForm } from '../../../services/documents/src/testing/harness.ts';
import { until } from './private-postgres.ts';

/** A TCP relay to `target` that can be closed (connections refused) and opened again on its port. */
function relay(port: number, target: number) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    open: () =>
      new Promise<void>((resolve, reject) => {
        server = createServer((client) => {
          const upstream = connect(target, '127.0.0.1');
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('close', () => sockets.delete(s));
            s.on('error', () => s.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}

type Services = 'identity' | 'documents';
let s3: EmbeddedS3;
let s3Dir: string;
let gate: ReturnType<typeof relay>;
let p: TestPlatform<Services>;
let staff: Account;
let propertyId: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'casona-fault-s3-'));
  s3 = await startEmbeddedS3({ directory: s3Dir, accessKey: 'casona', secretKey: 'casona-fault-secret' });
  const relayPort = await freePort();
  gate = relay(relayPort, Number(new URL(s3.endpoint).port));
  await gate.open();
  p = await startTestPlatform<Services>({
    name: 'faults-s3',
    config: {
      S3_ENDPOINT: `http://127.0.0.1:${relayPort}`,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
    },
    services: {
      identity: (schema) =>
        createIdentityService({
          name: schema,
          env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
        }),
      documents: (schema) => createDocumentsService({ name: schema, dailyJobs: false }),
    },
    gateway: (options) =>
      createGateway({
        ...options,
        rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        formRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        bodyLimit: 20 * 1024 * 1024,
      }),
  });
  const target = { ...p, identitySql: p.sql('identity') };
  staff = await staffAccount(target, 'STAFF', { name: 'Staff Archivo' });
  const owner = await registerAccount(target, { name: 'Dueña Archivo' });
  propertyId = crypto.randomUUID();
  const type = 'listings.property.created';
  await p.infra.bus.publish(eventDefinition(type).topic, [
    makeEvent(type, {
      producer: 'listings',
      payload: propertyCreatedPayload({
        propertyId,
        ownerProfileId: owner.id,
        createdBy: owner.id,
        name: 'Casa del archivo',
        slug: `casa-${propertyId.slice(0, 8)}`,
      }),
    }),
  ]);
  await until(
    async () => (await p.sql('documents')('SELECT 1 FROM property WHERE id = $1', [propertyId])).length === 1,
    'the property projection',
  );
}, 240_000);

afterAll(async () => {
  await gate?.open().catch(() => {});
  await p?.stop();
  await gate?.close();
  await s3?.close();
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
});

const upload = (lang: 'es' | 'en') =>
  p.call<{ id: string; message: string }>('POST', '/api/v1/property_file', {
    token: staff.accessToken,
    lang,
    raw: uploadForm(
      { property_id: propertyId, type: 'PREDIAL', valid_from: '2026-01-01', valid_to: '2026-12-31' },
      { bytes: pdf() },
    ),
  });

/** Every row of the property points at an object that is in the bucket. */
async function rowsWithoutObject(): Promise<number> {
  const rows = await p.sql('documents')<{ url: string }>(
    'SELECT url FROM property_file WHERE property_id = $1',
    [propertyId],
  );
  let missing = 0;
  for (const row of rows) if ((await p.infra.storage.stat('private', row.url)) === null) missing += 1;
  return missing;
}

describe('object storage unavailable under uploads', () => {
  it('refuses with a clear 503, writes nothing, and uploads again once storage returns', async () => {
    expect((await upload('en')).status).toBe(201);
    const count = async () =>
      (
        await p.sql('documents')<{ n: number }>(
          'SELECT count(*)::int AS n FROM property_file WHERE property_id = $1',
          [propertyId],
        )
      )[0]!.n;
    expect(await count()).toBe(1);

    await gate.close();
    const statuses: number[] = [];
    for (const lang of ['es', 'en'] as const) {
      const res = await upload(lang);
      statuses.push(res.status);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      // Said in the person's language (the staff account's profile is Spanish): never a code.
      expect(res.body.message).toBe(translate('propertyFile.storeFailed', 'es'));
    }
    expect(await count()).toBe(1);
    console.info(`[faults] S3 down: uploads answered ${JSON.stringify(statuses)}, rows unchanged (1)`);

    await gate.open();
    const back = await until(async () => (await upload('en')).status === 201, 'uploads to work again');
    console.info(`[faults] S3 back: an upload succeeded ${back} ms after storage returned`);
    expect(await count()).toBeGreaterThanOrEqual(2);
    expect(await rowsWithoutObject()).toBe(0);
  });
});
