import { type RefObject, useEffect } from 'react';

/**
 * Scrolls to and focuses `ref` when the URL's hash is `#hash` (the "delivered" notification opens
 * the tracker at #rate): the section renders only once the order has loaded, after the browser's
 * own jump to the anchor found nothing, so it is done here; a later change to that hash does it
 * again. `shown` is false while the section is not on the page.
 */
export function useHashFocus(hash: string, ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const focusIfNamed = () => {
      const element = ref.current;
      if (window.location.hash !== `#${hash}` || !element) return;
      element.scrollIntoView?.({ block: 'start' });
      element.focus({ preventScroll: true });
    };
    focusIfNamed();
    window.addEventListener('hashchange', focusIfNamed);
    return () => window.removeEventListener('hashchange', focusIfNamed);
  }, [hash, ref, shown]);
}
