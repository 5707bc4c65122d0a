import type { DriverDelivery } from '#domain/driver-deliveries/responses.ts';

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
