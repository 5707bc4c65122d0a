import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '#server/config.ts';
import { canonicalBase, pageUrl, rootFileUrl } from '#server/http/public-origin.ts';
import { buildTestApp, openTestDatabase, type TestDatabase } from '../../support/test-app';

// robots.txt, sitemap.xml and the app shell never repeat the request's Host (or a forwarded host):
// their absolute URLs come from PUBLIC_URL or CUSTOM_DOMAIN only, so a shared cache cannot be
// poisoned with links to another site.

const EVIL = 'evil.example';
let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** An app on the shared test database (seeded by the first one built). */
async function appWith(env: Env): Promise<FastifyInstance> {
  const { app } = await buildTestApp({ database, seed: apps.length === 0, env });
  apps.push(app);
  return app;
}

/** A request whose Host and X-Forwarded-Host name another site. */
const fromEvil = (app: FastifyInstance, url: string) =>
  app.inject({ url, headers: { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' } });

function expectNoEvilHost(res: LightMyRequestResponse) {
  expect(res.body).not.toContain(EVIL);
  expect(JSON.stringify(res.headers)).not.toContain(EVIL);
}

/** Every <loc> of a sitemap. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe.each([
  {
    name: 'PUBLIC_URL',
    // A trusted proxy would make a forwarded host believable: it must still not be used.
    env: { PUBLIC_URL: 'https://quickbite.example/', TRUST_PROXY: '1' },
    home: 'https://quickbite.example/',
    restaurant: 'https://quickbite.example/restaurant/1',
    sitemap: 'https://quickbite.example/sitemap.xml',
  },
  {
    name: 'CUSTOM_DOMAIN',
    env: { CUSTOM_DOMAIN: 'Eats.Example.com' },
    home: 'https://eats.example.com/d',
    restaurant: 'https://eats.example.com/d/restaurant/1',
    sitemap: 'https://eats.example.com/sitemap.xml',
  },
  {
    name: 'PUBLIC_URL and CUSTOM_DOMAIN (PUBLIC_URL wins)',
    env: { PUBLIC_URL: 'https://quickbite.example/d', CUSTOM_DOMAIN: 'eats.example.com' },
    home: 'https://quickbite.example/d',
    restaurant: 'https://quickbite.example/d/restaurant/1',
    sitemap: 'https://quickbite.example/sitemap.xml',
  },
])('with $name', ({ env, home, restaurant, sitemap }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(env);
  });

  it('names the configured address in robots.txt, cacheable', async () => {
    const res = await fromEvil(app, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body.split('\n').filter((line) => line.startsWith('Sitemap:'))).toEqual([
      `Sitemap: ${sitemap}`,
    ]);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expectNoEvilHost(res);
  });

  it('lists every URL of the sitemap under the configured address, cacheable', async () => {
    const res = await fromEvil(app, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const urls = locs(res.body);
    expect(urls[0]).toBe(home);
    expect(urls).toContain(restaurant);
    expect(urls).toContain(`${home.replace(/\/$/, '')}/track-order`);
    for (const url of urls) expect(url?.startsWith(home.replace(/\/$/, ''))).toBe(true);
    expectNoEvilHost(res);
  });

  it.each(['/', '/restaurant/1/menu', '/d/order-tracking/abc'])(
    'serves the app shell for %s without the Host',
    async (path) => {
      const res = await fromEvil(app, path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expectNoEvilHost(res);
    },
  );
});

describe('without PUBLIC_URL or CUSTOM_DOMAIN', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });

  it('serves robots.txt without a Sitemap line', async () => {
    const res = await fromEvil(app, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /order-tracking');
    expect(res.body).not.toContain('Sitemap');
    // The private pages are closed under /d too, where the custom domain serves every page.
    for (const path of [
      '/admin',
      '/restaurant-app',
      '/driver-app',
      '/financial-dashboard',
      '/checkout',
      '/order-tracking',
      '/receipt',
    ]) {
      expect(res.body.split('\n')).toEqual(
        expect.arrayContaining([`Disallow: ${path}`, `Disallow: /d${path}`]),
      );
    }
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expectNoEvilHost(res);
  });

  it('has no sitemap: a JSON 404 that is not stored', async () => {
    const res = await fromEvil(app, '/sitemap.xml');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: expect.stringContaining('PUBLIC_URL') });
    expect(res.headers['cache-control']).toBe('no-store');
    expectNoEvilHost(res);
  });

  it.each(['/', '/restaurant/1/menu'])('serves the app shell for %s without the Host', async (path) => {
    const res = await fromEvil(app, path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expectNoEvilHost(res);
  });
});

describe('canonicalBase', () => {
  it('prefers PUBLIC_URL, then https://CUSTOM_DOMAIN/d, else none', () => {
    const publicUrl = 'https://quickbite.example';
    expect(canonicalBase({ publicUrl, customDomain: 'eats.example.com' })).toBe(publicUrl);
    expect(canonicalBase({ publicUrl: undefined, customDomain: 'eats.example.com:8443' })).toBe(
      'https://eats.example.com:8443/d',
    );
    expect(canonicalBase({ publicUrl: undefined, customDomain: undefined })).toBeUndefined();
  });

  it('joins page paths and root files to a base with or without /d', () => {
    expect(pageUrl('https://q.example', '/')).toBe('https://q.example/');
    expect(pageUrl('https://q.example', '/apps')).toBe('https://q.example/apps');
    expect(pageUrl('https://q.example/d', '/')).toBe('https://q.example/d');
    expect(pageUrl('https://q.example/d', '/restaurant/3')).toBe('https://q.example/d/restaurant/3');
    expect(rootFileUrl('https://q.example/d', '/sitemap.xml')).toBe('https://q.example/sitemap.xml');
    expect(rootFileUrl('http://localhost:5000', '/sitemap.xml')).toBe('http://localhost:5000/sitemap.xml');
  });
});
