import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  preferredEncoding,
  registerWebApp,
  type WebApp,
  withRunModeMeta,
} from '#server/http/web-app.ts';

// The web-app serving rules on a small built app written to a temporary folder: cache headers per
// kind of file and pre-compressed siblings chosen by Accept-Encoding.

const shellHtml = `<!doctype html><html><head><title>QuickBite</title></head><body>${'<p>shell</p>'.repeat(50)}<div id="root"></div></body></html>`;
const script = `console.log(${JSON.stringify('QuickBite '.repeat(200))});\n`;
let dir: string;
let app: FastifyInstance;
let webApp: WebApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quickbite-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), shellHtml);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"QuickBite"}');
  writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
  app = Fastify();
  webApp = await registerWebApp(app, dir);
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('cache headers', () => {
  it.each([
    ['/sw.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/assets/app-1a2b3c.js', 'public, max-age=31536000, immutable'],
    ['/icons/icon-192.png', 'public, max-age=3600, stale-while-revalidate=86400'],
  ])('%s is served with %s', async (url, cacheControl) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it('judges a pre-compressed sibling by its original name', () => {
    expect(cacheControlFor(`${dir}${sep}sw.js.br`)).toBe('no-cache');
    expect(cacheControlFor(`${dir}${sep}assets${sep}app-1a2b3c.js.gz`)).toContain('immutable');
  });

  it('serves the manifest with its own content type', async () => {
    const res = await app.inject('/manifest.webmanifest');
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.json()).toEqual({ name: 'QuickBite' });
  });
});

describe('pre-compressed files', () => {
  it('sends brotli when the browser accepts it', async () => {
    const res = await app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends gzip to a browser without brotli', async () => {
    const res = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    const res = await app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('never serves a compressed sibling under its own name', async () => {
    expect(webApp.isStaticFile('/assets/app-1a2b3c.js')).toBe(true);
    expect(webApp.isStaticFile('/assets/app-1a2b3c.js.br')).toBe(false);
    const res = await app.inject('/assets/app-1a2b3c.js.br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toContain('text/html'); // the app shell, like any unknown path
  });
});

describe('the app shell', () => {
  it('is sent compressed to browsers that accept it, and plain otherwise', async () => {
    const br = await app.inject({
      url: '/orders',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(shellHtml);

    const gzip = await app.inject({ url: '/d/orders', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(shellHtml);

    const plain = await app.inject('/no/such/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(shellHtml);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
  ] as const)('Accept-Encoding %s gives %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('the run mode in the app shell', () => {
  it('names the mode in a meta tag, so the first paint knows whether to show the demo bar', async () => {
    const demo = Fastify();
    try {
      await registerWebApp(demo, dir, { mode: 'demo' });
      const res = await demo.inject('/orders');
      expect(res.body).toContain('<meta name="quickbite-mode" content="demo"></head>');
    } finally {
      await demo.close();
    }
  });

  it('adds nothing without a mode', () => {
    expect(withRunModeMeta(shellHtml, undefined)).toBe(shellHtml);
    expect(withRunModeMeta(shellHtml, 'production')).toContain('content="production"');
  });
});
