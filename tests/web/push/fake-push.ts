import { vi } from 'vitest';

// A browser with Web Push for DOM tests: Notification (its permission and the prompt's answer),
// PushManager, and a service worker registration whose push manager hands out subscriptions. Every
// call is recorded, so tests can tell that nothing was asked before a tap.

/** The server's test key: an uncompressed P-256 point (0x04 then 64 bytes), base64url. */
export const PUBLIC_KEY = `BA${'A'.repeat(85)}`;
export const ENDPOINT = 'https://push.example.test/send/device-1';
const P256DH = `BA${'B'.repeat(85)}`;
const AUTH = 'AAAAAAAAAAAAAAAAAAAAAA';

export interface FakePushOptions {
  permission?: NotificationPermission;
  /** What the prompt answers when asked. */
  answer?: NotificationPermission;
  /** The browser already holds a subscription (made by another screen of the app). */
  subscribed?: boolean;
  /** The push service's refusal, as Debian's headless Chromium answers without one. */
  subscribeError?: Error;
}

export function fakePush(options: FakePushOptions = {}) {
  const calls: string[] = [];
  let permission: NotificationPermission = options.permission ?? 'default';
  let subscription: ReturnType<typeof makeSubscription> | null = null;

  function makeSubscription(key: ArrayBuffer | null) {
    const made = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }),
      unsubscribe: async () => {
        calls.push('unsubscribe');
        subscription = null;
        return true;
      },
    };
    return made;
  }
  if (options.subscribed) subscription = makeSubscription(decodeKey(PUBLIC_KEY));

  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      calls.push('subscribe');
      if (options.subscribeError) throw options.subscribeError;
      subscription = makeSubscription(applicationServerKey.slice().buffer);
      return subscription;
    },
  };
  const registration = { pushManager };

  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: async () => {
      calls.push('requestPermission');
      permission = options.answer ?? 'granted';
      return permission;
    },
  });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return {
    calls,
    get subscription() {
      return subscription;
    },
  };
}

/** Undoes fakePush's navigator.serviceWorker (vi.unstubAllGlobals undoes the rest). */
export function removeFakeServiceWorker() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

function decodeKey(text: string): ArrayBuffer {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
}
