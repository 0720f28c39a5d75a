/**
 * The gateway serves the SPA's pages with 200 and any other path with the app's not-found page and
 * HTTP 404 (issue 16 item 8); deep links with parameters and query strings keep working, and real
 * files of the build are served as they are.
 */
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@casona/kit/log/logger';
import { SPA_PATHS, isSpaPath } from '@casona/proto';
import type { FastifyInstance } from 'fastify';
import { createGateway } from './gateway.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app.js"></script></body></html>';
let gateway: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'casona-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  gateway = await createGateway({
    logger: createLogger('spa-not-found-test', 'silent'),
    services: {},
    internalToken: 'internal-secret-for-tests',
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    bodyLimit: 1024 * 1024,
    corsOrigins: [],
    webDist: dist,
  });
});
afterAll(async () => gateway?.close());

const get = (url: string) => gateway.inject({ method: 'GET', url });

describe('SPA paths at the gateway', () => {
  it('answers every page of the SPA with the app and 200, parameters and query strings included', async () => {
    for (const spaPath of SPA_PATHS) {
      const url = spaPath.replace(/\$[A-Za-z_]+/g, '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f');
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await get('/market?state=Jalisco&page=2')).statusCode).toBe(200);
    expect((await get('/property/casa-en-el-centro-de-m%C3%A9rida')).statusCode).toBe(200);
    expect((await get('/dashboard/')).statusCode).toBe(200);
  });

  it('answers a path no page has with the app (its not-found page) and 404', async () => {
    for (const url of [
      '/esta/pagina/no/existe',
      '/appraisal/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/nothing',
      '/dashboard/property/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/nothing',
      '/marketplace',
      '/property',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('serves the build’s real files, and an API path it does not know stays a JSON 404', async () => {
    const asset = await get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const api = await get('/api/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('matches whole segments only', () => {
    expect(isSpaPath('/property/abc')).toBe(true);
    expect(isSpaPath('/property/abc/def')).toBe(false);
    expect(isSpaPath('/marketx')).toBe(false);
    expect(isSpaPath('/')).toBe(true);
  });
});
