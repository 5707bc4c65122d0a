// The canonical base of every absolute URL the server writes (robots.txt, sitemap.xml): set by the
// operator, never read from the request. The Host header is whatever the client sent, so an answer
// built from it could name another site, and a shared cache would then serve that answer to
// everyone (cache poisoning). Without a configured address there is no absolute URL at all.

export interface PublicOriginSettings {
  /** PUBLIC_URL, already normalised by the configuration: an origin plus "" or "/d". */
  publicUrl: string | undefined;
  /** CUSTOM_DOMAIN: a host name, optionally with a port. */
  customDomain: string | undefined;
}

/**
 * PUBLIC_URL when set; else https://{CUSTOM_DOMAIN}/d (every page there lives under /d, decision
 * 0005); else undefined. No trailing slash.
 */
export function canonicalBase(settings: PublicOriginSettings): string | undefined {
  if (settings.publicUrl) return settings.publicUrl;
  if (settings.customDomain) return `https://${settings.customDomain}/d`;
  return undefined;
}

/** The absolute URL of a page path ("/", "/restaurant/3") under the base. */
export function pageUrl(base: string, path: string): string {
  if (path !== '/') return `${base}${path}`;
  // A bare origin needs its slash ("https://x.example/"); a prefixed base is the page itself (".../d").
  return new URL(base).pathname === '/' ? `${base}/` : base;
}

/** The absolute URL of a file the server answers at the root of the origin (/sitemap.xml). */
export function rootFileUrl(base: string, path: string): string {
  return `${new URL(base).origin}${path}`;
}
