// SPEC section 4: a service worker is registered at /sw.js on load. vite-plugin-pwa builds it with
// Workbox (precache, offline navigations, catalogue reads network-first). It is registered after the
// window's load event so its precache downloads never compete with the first render. The plain
// browser API is enough: the worker activates itself (skipWaiting + clientsClaim).

export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // The app works without it (only offline use is lost), so this is not the user's problem.
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
