import {
  CUSTOM_DOMAIN_META_NAME,
  isMobileDevice,
  isOnCustomDomain,
  purgeCustomDomainData,
} from './custom-domain-purge';
import { refetchStylesheets } from './refetch-stylesheets';
import { registerServiceWorker } from './register-service-worker';

let started = false;

/**
 * Whether this page load is a phone on the custom domain: its storage and service workers are
 * cleared on every load, so it runs no service worker (nor can it keep a push subscription).
 */
export function purgesThisDevice(): boolean {
  const declaredDomain = document
    .querySelector<HTMLMetaElement>(`meta[name="${CUSTOM_DOMAIN_META_NAME}"]`)
    ?.getAttribute('content');
  const device = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return isMobileDevice(device) && isOnCustomDomain(window.location, declaredDomain);
}

/**
 * Runs once per page load, before the app renders: on a phone on the custom domain, the purge of
 * SPEC section 4 (and no service worker, which the next load would remove again); everywhere else,
 * the service worker (production builds only: the dev server has none).
 */
export function startPwa(): void {
  if (started) return;
  started = true;

  if (purgesThisDevice()) {
    void purgeCustomDomainData({
      // Reached through functions: merely reading window.localStorage throws where storage is blocked.
      localStorage: { clear: () => window.localStorage.clear() },
      sessionStorage: {
        clear: () => window.sessionStorage.clear(),
        getItem: (key) => window.sessionStorage.getItem(key),
        setItem: (key, value) => window.sessionStorage.setItem(key, value),
      },
      serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
      caches: 'caches' in window ? window.caches : undefined,
      refetchStylesheets: () => refetchStylesheets(document, Date.now()),
      reload: () => window.location.reload(),
    });
    return;
  }
  if (import.meta.env.PROD) registerServiceWorker();
}
