import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { restaurants } from '../db/schema';

// robots.txt and sitemap.xml for search engines: public customer pages and approved restaurants only.

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

function origin(request: { protocol: string; headers: { host?: string | undefined } }): string {
  const host = (request.headers.host ?? 'localhost').replace(/[^a-zA-Z0-9.:-]/g, '');
  return `${request.protocol}://${host}`;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function registerSeoRoutes(app: FastifyInstance, db: Database): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /restaurant-app',
      'Disallow: /driver-app',
      'Disallow: /financial-dashboard',
      // Per-customer pages: their URLs can carry a phone number.
      'Disallow: /checkout',
      'Disallow: /order-tracking',
      `Sitemap: ${origin(request)}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').send(body);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const base = origin(request);
    const rows = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.isApproved, true))
      .orderBy(asc(restaurants.id));
    const urls = [...PUBLIC_PAGES, ...rows.map((r) => `/restaurant/${r.id}`)];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').send(body);
  });
}
