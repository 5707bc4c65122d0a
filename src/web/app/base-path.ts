// SPEC section 2: every route also exists under a /d prefix, and when the app runs there every
// internal link must carry the prefix. On the product's custom domain the server already redirects
// every page path to /d/..., so looking at the pathname once at start-up covers both cases: the
// custom domain and a /d URL opened anywhere else. The router then runs with base "/d" and every
// wouter <Link href="/orders"> and navigate("/orders") resolves to /d/orders by itself.

export const PREFIX = '/d';

/** '/d' or '' for the given pathname ('/d' and '/d/...' use the prefix; '/dogs' does not). */
export function detectBasePath(pathname: string): string {
  return pathname === PREFIX || pathname.startsWith(`${PREFIX}/`) ? PREFIX : '';
}

/** The base path of this page load. */
export const basePath: string = typeof window === 'undefined' ? '' : detectBasePath(window.location.pathname);
