import { type ClientsLike, openNotificationTarget } from './notification-click';
import { notificationOptions, readPushData } from './push-payload';

// Web Push in the service worker (issue "Never miss an order"). Workbox builds /sw.js (precache,
// offline pages); this script is compiled on its own (scripts/vite/push-worker.ts) and loaded by it
// with importScripts, so it adds the two events without touching the precache setup.
//
// The service worker's types (ServiceWorkerGlobalScope, PushEvent, NotificationEvent) live in the
// WebWorker library, which cannot be mixed with the DOM one in this project: the few members used
// are described here.

interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}

interface PushEventLike extends ExtendableEventLike {
  readonly data: { text(): string } | null;
}

interface NotificationClickEventLike extends ExtendableEventLike {
  readonly notification: { close(): void; readonly data: unknown };
}

interface PushWorkerScope {
  readonly registration: {
    readonly scope: string;
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  readonly clients: ClientsLike;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

const worker = self as unknown as PushWorkerScope;

/**
 * Keeps the worker alive until the work is done. The browser's own events are trusted; an event a
 * page or test dispatches is not, and refuses waitUntil, but its work runs all the same.
 */
function keepAlive(event: ExtendableEventLike, work: Promise<unknown>, what: string): void {
  const reported = work.catch((error: unknown) => console.error(`Push: ${what} failed`, error));
  if (event.isTrusted) event.waitUntil(reported);
}

worker.addEventListener('push', (event) => {
  const payload = readPushData(event.data);
  if (!payload) {
    console.warn('Push: a message without a notification was ignored');
    return;
  }
  keepAlive(
    event,
    worker.registration.showNotification(payload.title, notificationOptions(payload)),
    'showing the notification',
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null | undefined;
  keepAlive(
    event,
    openNotificationTarget(data?.url, worker.registration.scope, worker.clients),
    'opening the notification',
  );
});
