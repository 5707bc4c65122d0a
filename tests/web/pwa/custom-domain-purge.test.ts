import { describe, expect, it, vi } from 'vitest';
import {
  isMobileDevice,
  isOnCustomDomain,
  PURGE_RELOAD_MARKER,
  type PurgeEnvironment,
  purgeCustomDomainData,
} from '#web/pwa/custom-domain-purge.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('isMobileDevice', () => {
  it.each([
    ['an iPhone', { userAgent: IPHONE, maxTouchPoints: 5 }, true],
    ['an Android phone', { userAgent: ANDROID, maxTouchPoints: 5 }, true],
    ['an iPad asking for desktop pages', { userAgent: MAC, maxTouchPoints: 5 }, true],
    ['a Mac', { userAgent: MAC, maxTouchPoints: 0 }, false],
    ['a Windows desktop', { userAgent: WINDOWS, maxTouchPoints: 0 }, false],
    [
      'a browser reporting mobile in client hints',
      { userAgent: WINDOWS, maxTouchPoints: 0, userAgentData: { mobile: true } },
      true,
    ],
  ])('%s', (_name, device, expected) => {
    expect(isMobileDevice(device)).toBe(expected);
  });
});

describe('isOnCustomDomain', () => {
  it('compares the host with a domain the server declares', () => {
    expect(
      isOnCustomDomain({ hostname: 'eats.example.com', pathname: '/d/orders' }, 'Eats.Example.com:443'),
    ).toBe(true);
    expect(
      isOnCustomDomain({ hostname: 'quickbite.example.org', pathname: '/d/orders' }, 'eats.example.com'),
    ).toBe(false);
  });

  it('without a declared domain, takes a page under /d as served by the custom domain', () => {
    expect(isOnCustomDomain({ hostname: 'eats.example.com', pathname: '/d' }, null)).toBe(true);
    expect(isOnCustomDomain({ hostname: 'eats.example.com', pathname: '/d/track-order' }, undefined)).toBe(
      true,
    );
    expect(isOnCustomDomain({ hostname: 'localhost', pathname: '/' }, null)).toBe(false);
    expect(isOnCustomDomain({ hostname: 'localhost', pathname: '/driver-app' }, '')).toBe(false);
  });
});

function fakeEnvironment(options: { controlled: boolean; session?: Record<string, string> }) {
  const local = new Map<string, string>([['quickbite.selectedCountry', '{"code":"JP"}']]);
  const session = new Map<string, string>(Object.entries(options.session ?? { draft: 'x' }));
  const unregister = vi.fn(async () => true);
  const cacheNames = ['workbox-precache-v2', 'quickbite-catalogue'];
  const env = {
    localStorage: { clear: () => local.clear() },
    sessionStorage: {
      clear: () => session.clear(),
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => void session.set(key, value),
    },
    serviceWorker: {
      controller: options.controlled ? {} : null,
      getRegistrations: async () => [{ unregister }, { unregister }],
    },
    caches: {
      keys: async () => [...cacheNames],
      delete: async (name: string) => cacheNames.splice(cacheNames.indexOf(name), 1).length === 1,
    },
    refetchStylesheets: vi.fn(),
    reload: vi.fn(),
  } satisfies PurgeEnvironment;
  return { env, local, session, unregister, cacheNames };
}

describe('purgeCustomDomainData', () => {
  it('clears storage, service workers and caches and re-fetches stylesheets', async () => {
    const { env, local, session, unregister, cacheNames } = fakeEnvironment({ controlled: false });
    const outcome = await purgeCustomDomainData(env);
    expect(local.size).toBe(0);
    expect(session.size).toBe(0);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(cacheNames).toEqual([]);
    expect(env.refetchStylesheets).toHaveBeenCalledOnce();
    // A page the network served is already fresh: no reload.
    expect(outcome.reloaded).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads once when a service worker served the page, and marks the tab', async () => {
    const { env, session } = fakeEnvironment({ controlled: true });
    expect(await purgeCustomDomainData(env)).toEqual({ reloaded: true });
    expect(env.reload).toHaveBeenCalledOnce();
    expect(session.get(PURGE_RELOAD_MARKER)).toBe('1');
  });

  it('never reloads a second time in the same tab, even if a worker still controls the page', async () => {
    const { env, session } = fakeEnvironment({ controlled: true, session: { [PURGE_RELOAD_MARKER]: '1' } });
    expect(await purgeCustomDomainData(env)).toEqual({ reloaded: false });
    expect(env.reload).not.toHaveBeenCalled();
    // Storage is still cleared, but the marker survives so later loads in this tab cannot loop either.
    expect([...session.keys()]).toEqual([PURGE_RELOAD_MARKER]);
    expect(await purgeCustomDomainData(env)).toEqual({ reloaded: false });
  });

  it('does not reload when the marker cannot be stored (blocked sessionStorage)', async () => {
    const { env } = fakeEnvironment({ controlled: true });
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outcome = await purgeCustomDomainData({
      ...env,
      localStorage: { clear: blocked },
      sessionStorage: { clear: blocked, getItem: blocked, setItem: blocked },
    });
    expect(outcome.reloaded).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.refetchStylesheets).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('copes with browsers without service workers or Cache Storage', async () => {
    const { env, local } = fakeEnvironment({ controlled: false });
    const outcome = await purgeCustomDomainData({ ...env, serviceWorker: undefined, caches: undefined });
    expect(outcome.reloaded).toBe(false);
    expect(local.size).toBe(0);
  });
});
