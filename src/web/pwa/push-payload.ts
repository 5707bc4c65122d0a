// What the server sends in a Web Push message (issue "Never miss an order"):
// { kind, title, body, url, orderId }, JSON. The service worker reads it here; anything else (a
// message from an older or broken sender, a payload that is not JSON) is ignored, never thrown on.

export interface PushPayload {
  /** What happened, e.g. "new-order" or "order-ready"; with orderId it tags the notification. */
  kind: string;
  title: string;
  body: string;
  /** An app path ("/restaurant-app") relative to the app's base, or a same-origin address. */
  url: string;
  orderId: number | null;
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

const isText = (value: unknown): value is string => typeof value === 'string';

/** The payload when `raw` has its shape, else null. */
export function parsePushPayload(raw: unknown): PushPayload | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { kind, title, body, url, orderId } = raw as Record<string, unknown>;
  if (!isText(kind) || kind.trim() === '' || !isText(title) || title.trim() === '') return null;
  if (!isText(body) || !isText(url)) return null;
  if (orderId !== undefined && orderId !== null && !Number.isSafeInteger(orderId)) return null;
  return { kind, title, body, url, orderId: typeof orderId === 'number' ? orderId : null };
}

/** The payload of a push message's data (PushMessageData), or null when it is absent or not ours. */
export function readPushData(data: { text(): string } | null | undefined): PushPayload | null {
  if (!data) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(data.text());
  } catch {
    return null;
  }
  return parsePushPayload(raw);
}

/**
 * The tag groups a notification with the next one about the same thing (a newer status of one
 * order replaces the older one instead of piling up); the url rides along for the click.
 */
export function notificationTag(payload: Pick<PushPayload, 'kind' | 'orderId'>): string {
  return payload.orderId === null ? payload.kind : `${payload.kind}:${payload.orderId}`;
}

export function notificationOptions(payload: PushPayload): NotificationOptions & { data: { url: string } } {
  return {
    body: payload.body,
    tag: notificationTag(payload),
    data: { url: payload.url },
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
  };
}
