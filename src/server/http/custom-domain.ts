import type { FastifyInstance } from 'fastify';

// SPEC section 2: on the product's own custom domain every page lives under /d, so a page path
// without it is redirected (308, keeping method and query) to the same path under /d.
// "/d", "/api", "/icons" and "/.well-known" are path segments (so /driver-app is still a page);
// "/manifest", "/sitemap" and "/robots" are file-name prefixes (manifest.webmanifest, robots.txt).
// Built static files (scripts, styles, images, the service worker) are served where they are:
// a redirected service-worker script cannot be registered. The live channel /ws is kept too: a
// WebSocket upgrade cannot follow a redirect (a necessary addition to the spec's list).

const EXCLUDED_SEGMENTS = ['/d', '/api', '/ws', '/icons', '/.well-known'];
const EXCLUDED_PREFIXES = ['/manifest', '/sitemap', '/robots'];

export function shouldRedirectToD(path: string, isStaticFile: (path: string) => boolean): boolean {
  if (EXCLUDED_SEGMENTS.some((segment) => path === segment || path.startsWith(`${segment}/`))) return false;
  if (EXCLUDED_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  if (path.includes('/google')) return false;
  return !isStaticFile(path);
}

export function hostWithoutPort(host: string | undefined): string {
  return (host ?? '').toLowerCase().replace(/:\d+$/, '');
}

export function registerCustomDomainRedirect(
  app: FastifyInstance,
  customDomain: string | undefined,
  isStaticFile: (path: string) => boolean,
): void {
  if (!customDomain) return;
  const domain = hostWithoutPort(customDomain);
  app.addHook('onRequest', async (request, reply) => {
    if (hostWithoutPort(request.headers.host) !== domain) return;
    const [path = '/', query] = request.url.split('?', 2);
    if (!shouldRedirectToD(path, isStaticFile)) return;
    const target = `/d${path === '/' ? '' : path}${query === undefined ? '' : `?${query}`}`;
    return reply.redirect(target || '/d', 308);
  });
}
