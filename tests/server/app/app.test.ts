import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CUSTOM_DOMAIN: 'eats.example.com' } });
});
afterAll(() => t.close());

describe('health and documentation', () => {
  it('reports the database as up', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/restaurants',
        '/api/restaurants/{id}',
        '/api/restaurants/{id}/menu',
        '/api/restaurants/{id}/reviews',
        '/api/orders/track/{token}/rating',
        '/api/restaurant/reviews/{id}/reply',
        '/api/admin/reviews/{id}',
        '/api/health',
      ]),
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('serves the docs page and its files, and answers anything else under /api/docs as an unknown route', async () => {
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const script = await t.app.inject('/api/docs/static/swagger-ui-bundle.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(Number(script.headers['content-length'])).toBe(script.rawPayload.length);
    const unknown = await t.app.inject('/api/docs/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('documents the health check\'s "starting" answer beside its "degraded" one', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    };
    const unavailable = JSON.stringify(doc.paths['/api/health']?.get.responses['503']);
    expect(unavailable).toContain('"starting"');
    expect(unavailable).toContain('"degraded"');
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('never answers 5xx to malformed or oversized requests', async () => {
    const cases = [
      t.app.inject({
        method: 'POST',
        url: '/api/restaurants',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/restaurants',
        headers: { 'content-type': 'text/plain' },
        payload: 'hi',
      }),
      t.app.inject({ method: 'GET', url: '/api/restaurants/%E0%A4%A' }),
      t.app.inject({ method: 'DELETE', url: '/api/restaurants/1' }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/at .+\.ts:\d+/); // no stack traces
    }
  });

  it('carries a request id and the security headers of a JSON answer', async () => {
    for (const url of ['/api/restaurants', '/api/nope', '/api/restaurants/1/menu?x=1']) {
      const res = await t.app.inject(url);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Headers only a document acts on are not sent with data.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('gives pages, and the HTML API docs, the full set of page headers', async () => {
    for (const url of ['/', '/restaurant/1', '/no/such/page']) {
      const res = await t.app.inject(url);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain('tile.openstreetmap.org');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    const docs = await t.app.inject('/api/docs/');
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('web app shell', () => {
  it.each(['/', '/orders', '/restaurant/1', '/d', '/d/orders', '/no/such/page'])(
    'serves the shell for %s',
    async (path) => {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable and the service worker as revalidated', async () => {
    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await t.app.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('serves robots.txt and a sitemap listing approved restaurants, on the custom domain', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /order-tracking');
    expect(robots.body).toContain('Sitemap: https://eats.example.com/sitemap.xml\n');
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('xml');
    expect(sitemap.body).toContain('<loc>https://eats.example.com/d/restaurant/1</loc>');
    expect(sitemap.body).toContain('<loc>https://eats.example.com/d/track-order</loc>');
  });
});

describe('custom domain', () => {
  const onDomain = (url: string) => t.app.inject({ url, headers: { host: 'eats.example.com' } });

  it('names the custom domain in the app shell, so phones there start with clean caches', async () => {
    const res = await onDomain('/d/orders');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="quickbite-custom-domain" content="eats.example.com"></head>');
  });

  it.each([
    ['/', '/d'],
    ['/orders', '/d/orders'],
    ['/driver-app', '/d/driver-app'],
    ['/restaurant/3?ref=x', '/d/restaurant/3?ref=x'],
  ])('redirects %s to %s with a 308', async (from, to) => {
    const res = await onDomain(from);
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(to);
  });

  it.each([
    '/d',
    '/d/orders',
    '/api/health',
    '/ws',
    '/icons/icon.svg',
    '/manifest.webmanifest',
    '/sitemap.xml',
    '/robots.txt',
    '/.well-known/security.txt',
    '/x/google/verify',
    '/sw.js',
    '/assets/app-abc123.js',
  ])('does not redirect %s', async (path) => {
    expect((await onDomain(path)).statusCode).not.toBe(308);
  });

  it('does not redirect on other hosts', async () => {
    expect((await t.app.inject({ url: '/orders', headers: { host: 'localhost:5000' } })).statusCode).toBe(
      200,
    );
  });
});
