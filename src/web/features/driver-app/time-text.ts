import type { DriverDelivery } from '#domain/driver-deliveries/responses.ts';

/** The clock time of an ISO instant or epoch ms in the phone's locale and zone, e.g. "14:35" or "2:35 PM"; '' when unreadable. */
export function clockTime(at: string | number, withSeconds = false): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
  });
}

/** "Mar 5, 2026, 2:35 PM" in the phone's locale; '' when unreadable. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** When a past delivery ended: handed over, or last changed (cancelled). */
export function endedAt(delivery: Pick<DriverDelivery, 'actualDeliveryTime' | 'updatedAt'>): string {
  return delivery.actualDeliveryTime ?? delivery.updatedAt;
}
