import { decodeBase64Url, P256_POINT_BYTES } from '#domain/push/requests.ts';

// The browser's side of Web Push: the service worker registration a subscription lives in, and the
// subscription itself. Nothing here asks the user anything: permission is asked by the hooks, in
// the tap that turns notifications on.

/** How long a tap waits for the service worker to finish installing (it starts after page load). */
export const WORKER_WAIT_MS = 10_000;

/** The page has no active service worker to hold a subscription (dev server, install still running). */
export class NoServiceWorkerError extends Error {
  constructor() {
    super('No active service worker');
    this.name = 'NoServiceWorkerError';
  }
}

/** The permission prompt was closed without an answer: asking again later is allowed. */
export class PermissionDismissedError extends Error {
  constructor() {
    super('Notification permission dismissed');
    this.name = 'PermissionDismissedError';
  }
}

/** The server's public key as the bytes pushManager.subscribe takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const bytes = decodeBase64Url(publicKey);
  if (!bytes || bytes.length !== P256_POINT_BYTES)
    throw new Error("The server's push key is not a P-256 public key");
  return new Uint8Array(bytes);
}

/** The registration with an active worker, waited for a while: subscribing needs one. */
export async function activeRegistration(
  waitMs: number = WORKER_WAIT_MS,
): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoServiceWorkerError()), waitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's push subscription, if it has one (never waits, never asks). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const held = new Uint8Array(buffer);
  return held.every((byte, index) => byte === bytes[index]);
}

/**
 * The subscription for the server's key: the one the browser has (one per registration, shared by
 * every screen of the app), or a new one. A subscription made for another key (the server's key
 * changed) is replaced: push services refuse messages signed with the new one.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscription> {
  const key = applicationServerKey(publicKey);
  const registration = await activeRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Asks for permission; call it first thing in a tap, browsers only prompt for a user's gesture. */
export function askPermission(): Promise<NotificationPermission> {
  return Promise.resolve(Notification.requestPermission());
}
