import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@casona/kit/log/logger';
import type { FastifyInstance } from 'fastify';
import { createGateway } from './gateway.ts';
import { openGraphTags, propertyOfPath, withOpenGraph } from './open-graph.ts';

const home = {
  slug: 'casa-olimpica-guadalajara',
  name: 'Casa Olímpica',
  price: 675_000,
  price_usd: 36_685,
  city: 'Guadalajara',
  state: 'Jalisco',
  images: [
    'http://127.0.0.1:9000/public/properties/p/1.jpg',
    'http://127.0.0.1:9000/public/properties/p/2.jpg',
  ],
};

describe('a property link preview', () => {
  it('names the property, its price in MX$ and the first photo, at the host the link was opened on', () => {
    const tags = openGraphTags(home, 'http://127.0.0.1:9123', 'es');
    expect(tags).toContain('<meta property="og:title" content="Casa Olímpica · MX$675,000">');
    expect(tags).toContain('content="Guadalajara, Jalisco · MX$675,000 (aprox. US$36,685) · Casona"');
    expect(tags).toContain(
      '<meta property="og:image" content="http://127.0.0.1:9000/public/properties/p/1.jpg">',
    );
    expect(tags).toContain(
      '<meta property="og:url" content="http://127.0.0.1:9123/property/casa-olimpica-guadalajara">',
    );
    expect(tags).toContain('<title>Casa Olímpica · MX$675,000</title>');
    expect(openGraphTags(home, 'https://casona.mx', 'en')).toContain('(approx. US$36,685)');
  });
  it('has no image tag without photos, and escapes what people typed', () => {
    const tags = openGraphTags({ ...home, name: 'Casa "La <Loma>"', images: [] }, 'https://casona.mx', 'es');
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('content="Casa &quot;La &lt;Loma&gt;&quot; · MX$675,000"');
    expect(tags).toContain('content="summary"');
  });
  it("goes into index.html's head, replacing its title", () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"><title>Casona</title></head><body></body></html>';
    const out = withOpenGraph(html, openGraphTags(home, 'https://casona.mx', 'es'));
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out).toMatch(/<meta property="og:title"[^>]*><meta[\s\S]*<\/head><body>/);
  });
  it('is made for /property/{id or slug} only', () => {
    expect(propertyOfPath('/property/casa-olimpica')).toBe('casa-olimpica');
    expect(propertyOfPath('/property/casa%20x/')).toBe('casa x');
    expect(propertyOfPath('/property/a/b')).toBeNull();
    expect(propertyOfPath('/market')).toBeNull();
    expect(propertyOfPath('/property/%E0%A4%A')).toBeNull();
  });
});

describe('the gateway serves /property/{slug} with its preview', () => {
  let gateway: FastifyInstance;
  let listings: Server;
  const asked: string[] = [];
  beforeAll(async () => {
    // Listings as the gateway reaches it: GET /api/v1/property/display/{id or slug}.
    listings = createServer((req, res) => {
      asked.push(req.url ?? '');
      const known = req.url === '/api/v1/property/display/casa-olimpica-guadalajara';
      res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(known ? home : { message: 'Property not found' }));
    });
    await new Promise<void>((resolve) => listings.listen(0, '127.0.0.1', resolve));
    const dist = mkdtempSync(path.join(tmpdir(), 'casona-og-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Casona</title></head><body><div id="root"></div></body></html>',
    );
    gateway = await createGateway({
      logger: createLogger('open-graph-test', 'silent'),
      services: { listings: `http://127.0.0.1:${(listings.address() as AddressInfo).port}` },
      internalToken: 'internal-secret-for-tests',
      rateLimit: { max: 10_000, timeWindowMs: 60_000 },
      bodyLimit: 1024 * 1024,
      corsOrigins: [],
      webDist: dist,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    listings?.close();
  });

  it('writes the tags into the HTML a crawler reads, for the host it asked', async () => {
    const res = await gateway.inject({
      method: 'GET',
      url: '/property/casa-olimpica-guadalajara?utm_source=whatsapp',
      headers: { host: 'casona.local:9123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<meta property="og:title" content="Casa Olímpica · MX$675,000">');
    expect(res.body).toContain('content="http://casona.local:9123/property/casa-olimpica-guadalajara"');
    expect(res.body).toContain('<div id="root">');
    // The preview's read is not a visit: no utm_source reaches listings.
    expect(asked.at(-1)).toBe('/api/v1/property/display/casa-olimpica-guadalajara');
  });

  it('serves the app without tags for a property it cannot show', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/property/no-existe' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('og:title');
  });
});
