import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { RUN_MODE_META_NAME, type RunMode } from '#domain/shared/run-mode.ts';

// Serves the built web app (dist/web): hashed assets with a long cache life, the service worker and
// web manifest always revalidated, and the app shell (index.html) for every page path, with or
// without the /d prefix. API paths never get the shell.

/** Pre-compressed siblings are served in place of their original, never under their own name. */
const COMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(root)) return files;
  // One recursive listing with the entries' types: no stat per file at every start.
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory() || COMPRESSED_SUFFIXES.some((suffix) => entry.name.endsWith(suffix))) continue;
    files.add(`/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  }
  return files;
}

/** Files the browser must re-check on every use, or clients keep an old app (or manifest) forever. */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

/** Cache-Control of a built file, given its path on disk (possibly a pre-compressed .br/.gz sibling). */
export function cacheControlFor(filePath: string): string {
  const path = filePath.replace(/\.(br|gz)$/, '');
  // Hashed bundle files never change under the same name.
  if (path.includes(`${sep}assets${sep}`)) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATED.has(basename(path))) return 'no-cache';
  // Icons and images keep their names across releases: short freshness, refreshed in the background.
  return 'public, max-age=3600, stale-while-revalidate=86400';
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The app shell as sent: each encoding compressed once, when first asked for (not per request,
 * and not on the path of a start: the first answers a restart gives are mostly the API's).
 */
function compressedVariants(html: Buffer): Record<Encoding, Buffer> {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    identity: html,
    get br() {
      br ??= brotliCompressSync(html);
      return br;
    },
    get gzip() {
      gzip ??= gzipSync(html, { level: 9 });
      return gzip;
    },
  };
}

/** br, else gzip, else none; "q=0" refuses an encoding (RFC 9110). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const offered = new Set(
    String(acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim())
      .filter((part) => !/;\s*q=0(\.0+)?$/.test(part))
      .map((part) => part.split(';', 1)[0]?.trim()),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return 'identity';
}

export interface WebApp {
  isStaticFile(path: string): boolean;
}

/**
 * Tells the page which host is the product's custom domain (SPEC section 4: phones there start
 * every visit with clean caches). The value passed config validation as a host name; escaped anyway.
 */
export function withCustomDomainMeta(html: string, customDomain: string | undefined): string {
  if (!customDomain) return html;
  const escaped = customDomain.replace(/[^a-z0-9.:-]/gi, '');
  return html.replace('</head>', `<meta name="quickbite-custom-domain" content="${escaped}"></head>`);
}

/**
 * Tells the page the server's run mode, so the demo bar is part of the first paint (no layout
 * shift while a request for it is under way). The service worker's cached shell carries it too.
 */
export function withRunModeMeta(html: string, mode: RunMode | undefined): string {
  if (!mode) return html;
  return html.replace('</head>', `<meta name="${RUN_MODE_META_NAME}" content="${mode}"></head>`);
}

export async function registerWebApp(
  app: FastifyInstance,
  configuredDir: string,
  options: { customDomain?: string; mode?: RunMode } = {},
): Promise<WebApp> {
  const webDistDir = resolve(configuredDir);
  const files = listFiles(webDistDir);
  const indexPath = join(webDistDir, 'index.html');
  const shell = existsSync(indexPath)
    ? compressedVariants(
        Buffer.from(
          withCustomDomainMeta(
            withRunModeMeta(readFileSync(indexPath, 'utf8'), options.mode),
            options.customDomain,
          ),
        ),
      )
    : undefined;

  if (files.size > 0) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      // One route for every built file, serving a path only when it is one (listed above): any
      // other path falls through to the not-found handler (the app shell). A route per file
      // (wildcard: false) had the plugin walk the build a second time and the router compile
      // ~250 routes at every start.
      wildcard: true,
      allowedPath: (path: string) => files.has(path),
      // The build writes .br and .gz beside each text file; browsers that accept them get those.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('Cache-Control', cacheControlFor(filePath));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `No route for ${request.method} ${path}`, code: 'not_found' });
    }
    if (!shell) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run "npm run build" (or "npm start", which builds it).');
    }
    // Unknown page paths still get the shell: the app renders its own "404 Page Not Found" screen.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (encoding === 'identity') return reply.send(shell.identity);
    return reply.header('Content-Encoding', encoding).send(shell[encoding]);
  });

  return { isStaticFile: (path) => files.has(path) && path !== '/index.html' };
}
