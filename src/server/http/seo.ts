import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from './app-error';
import { canonicalBase, type PublicOriginSettings, pageUrl, rootFileUrl } from './public-origin';
import { createSeoRepo } from './seo.repo';

// robots.txt and sitemap.xml for search engines: public customer pages and approved restaurants only.
// Absolute URLs use the configured canonical base (public-origin.ts), never the request's Host, so
// both answers are the same for every client and may be cached by shared caches.

/** An hour: new restaurants reach crawlers soon enough, and a crawl does not query on every fetch. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

const PUBLIC_PAGES = [
  '/',
  '/apps',
  '/track-order',
  '/about-us',
  '/careers',
  '/press',
  '/blog',
  '/help-center',
  '/contact-us',
  '/safety',
  '/terms',
  '/driver-register',
  '/restaurant-register',
];

/** Partners' apps, and per-customer pages whose URLs can carry a phone number. */
const PRIVATE_PAGES = [
  '/admin',
  '/restaurant-app',
  '/driver-app',
  '/financial-dashboard',
  '/checkout',
  '/order-tracking',
  '/receipt',
];

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function registerSeoRoutes(app: FastifyInstance, db: Database, settings: PublicOriginSettings): void {
  const base = canonicalBase(settings);
  const repo = createSeoRepo(db);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      // Each private page also under /d, where every page lives on the custom domain.
      ...PRIVATE_PAGES.flatMap((path) => [`Disallow: ${path}`, `Disallow: /d${path}`]),
      // Without a configured address there is no absolute URL to give.
      ...(base ? [`Sitemap: ${rootFileUrl(base, '/sitemap.xml')}`] : []),
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', SEO_CACHE_CONTROL).send(body);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    if (!base) {
      // A sitemap lists absolute URLs only. Not stored, so it appears as soon as an address is set.
      throw new AppError(
        404,
        'not_found',
        'No sitemap: the server has no public address (set PUBLIC_URL or CUSTOM_DOMAIN).',
        undefined,
        { 'Cache-Control': 'no-store' },
      );
    }
    const ids = await repo.listApprovedRestaurantIds();
    const urls = [...PUBLIC_PAGES, ...ids.map((id) => `/restaurant/${id}`)];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((path) => `  <url><loc>${escapeXml(pageUrl(base, path))}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', SEO_CACHE_CONTROL).send(body);
  });
}
