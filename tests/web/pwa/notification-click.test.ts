import { describe, expect, it } from 'vitest';
import {
  type ClientsLike,
  openNotificationTarget,
  resolveAppUrl,
  scopeBase,
  showsTarget,
  targetInWindow,
  type WindowClientLike,
} from '#web/pwa/notification-click.ts';

const ROOT = 'https://quickbite.test/';
const UNDER_D = 'https://quickbite.test/d/';
const TRACKER = '/order-tracking?phone=%2B14165550101';

describe('resolveAppUrl', () => {
  it('puts an app path under the base the worker scope tells', () => {
    expect(scopeBase(ROOT)).toBe('');
    expect(scopeBase(UNDER_D)).toBe('/d');
    expect(resolveAppUrl('/restaurant-app', ROOT).href).toBe('https://quickbite.test/restaurant-app');
    expect(resolveAppUrl('/restaurant-app', UNDER_D).href).toBe('https://quickbite.test/d/restaurant-app');
    expect(resolveAppUrl(TRACKER, UNDER_D).href).toBe(`https://quickbite.test/d${TRACKER}`);
  });

  it('keeps a same-origin address and refuses any other, opening the app instead', () => {
    expect(resolveAppUrl('https://quickbite.test/admin', ROOT).href).toBe('https://quickbite.test/admin');
    for (const url of [
      'https://evil.test/admin',
      '//evil.test/admin',
      'javascript:alert(1)',
      'http://[',
      '',
      42,
    ]) {
      expect(resolveAppUrl(url, ROOT).href, String(url)).toBe('https://quickbite.test/');
      expect(resolveAppUrl(url, UNDER_D).href, String(url)).toBe('https://quickbite.test/d/');
    }
    expect(resolveAppUrl(undefined, ROOT).href).toBe('https://quickbite.test/');
  });
});

describe('which window shows the target', () => {
  const target = resolveAppUrl(TRACKER, ROOT);

  it('is one on the same page with every parameter of the target, under /d or not', () => {
    expect(showsTarget(`https://quickbite.test${TRACKER}`, target)).toBe(true);
    expect(showsTarget(`https://quickbite.test/d${TRACKER}&token=abc`, target)).toBe(true);
    expect(showsTarget('https://quickbite.test/order-tracking?phone=%2B14165550199', target)).toBe(false);
    expect(showsTarget('https://quickbite.test/order-tracking', target)).toBe(false);
    expect(showsTarget('https://quickbite.test/orders', target)).toBe(false);
    expect(showsTarget(`https://other.test${TRACKER}`, target)).toBe(false);
  });

  it('moves a window to the target under the base that window runs in', () => {
    expect(targetInWindow(target, 'https://quickbite.test/d/help-center')).toBe(`/d${TRACKER}`);
    expect(targetInWindow(target, 'https://quickbite.test/help-center')).toBe(TRACKER);
    expect(targetInWindow(resolveAppUrl('/', ROOT), 'https://quickbite.test/d/orders')).toBe('/d/');
  });
});

/** A browser's windows: each records what it was asked; `controlled` false refuses navigate(). */
function fakeClients(windows: { url: string; focused?: boolean; controlled?: boolean }[]) {
  const log: string[] = [];
  const clients: WindowClientLike[] = windows.map((window, index) => {
    const client: WindowClientLike = {
      url: window.url,
      focused: window.focused ?? false,
      focus: async () => {
        log.push(`focus ${index}`);
        return client;
      },
      navigate: async (url) => {
        if (window.controlled === false)
          throw new TypeError('This service worker is not the client’s active one');
        log.push(`navigate ${index} ${url}`);
        return client;
      },
    };
    return client;
  });
  const api: ClientsLike = {
    matchAll: async () => clients,
    openWindow: async (url) => {
      log.push(`open ${url}`);
      return null;
    },
  };
  return { api, log };
}

describe('openNotificationTarget', () => {
  it('focuses a window that already shows the page', async () => {
    const { api, log } = fakeClients([
      { url: 'https://quickbite.test/', focused: true },
      { url: 'https://quickbite.test/restaurant-app' },
    ]);
    expect(await openNotificationTarget('/restaurant-app', ROOT, api)).toBe('focused');
    expect(log).toEqual(['focus 1']);
  });

  it('takes the focused window of the app there when none shows it, keeping its /d prefix', async () => {
    const { api, log } = fakeClients([
      { url: 'https://quickbite.test/api/docs', focused: true },
      { url: 'https://quickbite.test/help-center' },
      { url: 'https://quickbite.test/d/orders', focused: true },
    ]);
    expect(await openNotificationTarget(TRACKER, ROOT, api)).toBe('navigated');
    expect(log).toEqual([`navigate 2 /d${TRACKER}`, 'focus 2']);
  });

  it('skips a window it may not navigate and opens a new one when none is left', async () => {
    const { api, log } = fakeClients([{ url: 'https://quickbite.test/', controlled: false }]);
    expect(await openNotificationTarget('/driver-app', ROOT, api)).toBe('opened');
    expect(log).toEqual(['open https://quickbite.test/driver-app']);
  });

  it('opens the app, not another site, for a foreign address', async () => {
    const { api, log } = fakeClients([]);
    expect(await openNotificationTarget('https://evil.test/', UNDER_D, api)).toBe('opened');
    expect(log).toEqual(['open https://quickbite.test/d/']);
  });
});
