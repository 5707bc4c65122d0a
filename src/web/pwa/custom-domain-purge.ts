import { detectBasePath, PREFIX } from '../app/base-path';

// SPEC section 4: "On mobile visiting the custom domain, caches, service workers and local/session
// storage are cleared once per load and stylesheets are re-fetched." Phones keep installed web
// apps (and their caches) for a long time; on the product's own domain every visit starts clean.
//
// Which host is the custom domain: the server may declare it in a <meta name="quickbite-custom-domain">
// of the page; without that, a page under /d is the signal, since the custom domain serves every
// page under /d (server redirect, SPEC section 2).
//
// Reload-loop guard: the page reloads only when a service worker served it (so what is on screen may
// be stale), at most once per tab session, marked in sessionStorage after clearing it.

export const CUSTOM_DOMAIN_META_NAME = 'quickbite-custom-domain';
export const PURGE_RELOAD_MARKER = 'quickbite.customDomainPurgeReloaded';

export interface DeviceInfo {
  userAgent: string;
  maxTouchPoints: number;
  userAgentData?: { mobile?: boolean };
}

export function isMobileDevice(device: DeviceInfo): boolean {
  if (device.userAgentData?.mobile === true) return true;
  if (/Android|iPhone|iPad|iPod|Mobi/i.test(device.userAgent)) return true;
  // iPadOS asks for desktop pages and says "Macintosh", but it has a touch screen.
  return /Macintosh/.test(device.userAgent) && device.maxTouchPoints > 1;
}

export function isOnCustomDomain(
  location: { hostname: string; pathname: string },
  declaredDomain: string | null | undefined,
): boolean {
  const domain = declaredDomain?.trim().toLowerCase().replace(/:\d+$/, '');
  if (domain) return location.hostname.toLowerCase() === domain;
  return detectBasePath(location.pathname) === PREFIX;
}

/** The pieces of the browser the purge touches, passed in so the rules can be tested. */
export interface PurgeEnvironment {
  localStorage: Pick<Storage, 'clear'>;
  sessionStorage: Pick<Storage, 'clear' | 'getItem' | 'setItem'>;
  serviceWorker?: {
    controller: unknown;
    getRegistrations(): Promise<ReadonlyArray<{ unregister(): Promise<boolean> }>>;
  };
  caches?: { keys(): Promise<string[]>; delete(name: string): Promise<boolean> };
  refetchStylesheets(): void;
  reload(): void;
}

export interface PurgeOutcome {
  reloaded: boolean;
}

function attempt(step: string, action: () => void): void {
  try {
    action();
  } catch (error) {
    // Storage can be disabled (private modes, policies); the rest of the purge still runs.
    console.warn(`Custom-domain purge: ${step} failed`, error);
  }
}

export async function purgeCustomDomainData(env: PurgeEnvironment): Promise<PurgeOutcome> {
  const servedByWorker = Boolean(env.serviceWorker?.controller);
  let alreadyReloaded = false;
  attempt('reading the reload marker', () => {
    alreadyReloaded = env.sessionStorage.getItem(PURGE_RELOAD_MARKER) === '1';
  });

  // Synchronous part first: the app reads storage as it renders.
  attempt('clearing localStorage', () => env.localStorage.clear());
  attempt('clearing sessionStorage', () => env.sessionStorage.clear());
  if (alreadyReloaded)
    attempt('keeping the reload marker', () => env.sessionStorage.setItem(PURGE_RELOAD_MARKER, '1'));
  attempt('re-fetching stylesheets', () => env.refetchStylesheets());

  await Promise.allSettled([
    (async () => {
      const registrations = (await env.serviceWorker?.getRegistrations()) ?? [];
      await Promise.allSettled(registrations.map((registration) => registration.unregister()));
    })(),
    (async () => {
      const names = (await env.caches?.keys()) ?? [];
      await Promise.allSettled(names.map((name) => env.caches?.delete(name)));
    })(),
  ]);

  if (!servedByWorker || alreadyReloaded) return { reloaded: false };
  let marked = false;
  attempt('setting the reload marker', () => {
    env.sessionStorage.setItem(PURGE_RELOAD_MARKER, '1');
    marked = env.sessionStorage.getItem(PURGE_RELOAD_MARKER) === '1';
  });
  // Without a marker that survives the reload, reloading could repeat forever: stay on this page.
  if (!marked) return { reloaded: false };
  env.reload();
  return { reloaded: true };
}
