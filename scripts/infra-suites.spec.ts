/**
 * CI's last step runs only the files scripts/infra-suites.ts names against the real servers: a file
 * it missed would lose its real-server run, so these pin what it must find, directly and through
 * imports, and what it must leave to the fresh clone's run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { infraSuites } from './infra-suites.ts';

describe('the suites CI runs again against the real servers', () => {
  const suites = infraSuites();

  it('include every suite that asks the kit for a server, and the platform started on them', () => {
    expect(suites).toEqual(
      expect.arrayContaining([
        'services/kit/src/jobs/bullmq-queue.spec.ts',
        'services/kit/src/events/kafka-bus.spec.ts',
        'services/kit/src/events/pipeline-kafka.spec.ts',
        'services/kit/src/storage/s3.spec.ts',
        'services/kit/src/runtime/service.int.spec.ts',
        'qa/src/faults/consumer-crash.int.spec.ts',
        'scripts/start.spec.ts',
      ]),
    );
  });

  it('include the suites whose harness puts jobs on BullMQ (finance, notifications)', () => {
    expect(suites).toEqual(
      expect.arrayContaining([
        'services/finance/src/payments.int.spec.ts',
        'services/notifications/src/forms.int.spec.ts',
        'services/notifications/src/whatsapp.int.spec.ts',
      ]),
    );
  });

  it('leave out suites that no server variable changes', () => {
    for (const file of [
      'services/notifications/src/domain/forms.spec.ts',
      'services/kit/src/events/pipeline-in-process.spec.ts',
      'qa/src/matrix.int.spec.ts',
      'gateway/src/gateway.spec.ts',
    ]) {
      expect(suites).not.toContain(file);
    }
    expect(suites.some((file) => file.startsWith('web/'))).toBe(false);
  });

  describe('on a made-up repository', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'casona-infra-suites-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('follows relative and package imports, and reads a handed-on environment in the file itself', () => {
      for (const dir of ['proto', 'gateway', 'scripts', 'charts', 'web', 'qa'])
        mkdirSync(path.join(root, dir));
      write('services/kit/package.json', '{"name":"@casona/kit"}');
      write('services/kit/src/testing/infra.ts', 'export function infraUrl() {}');
      write(
        'services/kit/src/testing/platform.ts',
        "import { infraUrl } from './infra.ts';\ninfraUrl('redis');",
      );
      write('services/kit/src/testing/redis.ts', "export const url = infraUrl('redis');");
      write('services/a/package.json', '{"name":"@casona/a"}');
      write('services/a/src/testing/harness.ts', 'startTestPlatform({ redis: true });');
      write('services/a/src/jobs.int.spec.ts', "import { h } from './testing/harness.ts';");
      write('services/a/src/queue.spec.ts', "import { url } from '@casona/kit/testing/redis';");
      write('services/a/src/platform.int.spec.ts', "import { p } from '@casona/kit/testing/platform';");
      write('services/a/src/child.spec.ts', 'spawn(cmd, [], { env: { ...process.env, PORT: "1" } });');
      write('services/a/src/rule.spec.ts', "import { r } from './rule.ts';");
      write('services/a/src/rule.ts', "import { r } from './rule.spec.ts';");
      expect(infraSuites(root)).toEqual([
        'services/a/src/child.spec.ts',
        'services/a/src/jobs.int.spec.ts',
        'services/a/src/queue.spec.ts',
      ]);
    });
  });
});
