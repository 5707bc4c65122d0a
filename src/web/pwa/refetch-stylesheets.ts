/**
 * Loads every same-origin stylesheet again under a fresh URL, so a copy kept by an old cache or
 * service worker is replaced. The old <link> stays until the new one has loaded: no unstyled flash.
 */
export function refetchStylesheets(doc: Document, stamp: number): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')) {
    const url = new URL(link.href, doc.baseURI);
    if (url.origin !== doc.location.origin) continue;
    url.searchParams.set('refresh', String(stamp));
    const fresh = link.cloneNode() as HTMLLinkElement;
    fresh.href = url.href;
    const dropOld = () => link.remove();
    fresh.addEventListener('load', dropOld, { once: true });
    fresh.addEventListener('error', () => fresh.remove(), { once: true });
    link.after(fresh);
  }
}
