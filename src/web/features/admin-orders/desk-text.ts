import { DRIVER_ASSIGNABLE_STATUSES } from '#domain/order-lifecycle/status-machine.ts';

// What the admin's order desk says about an order: its status, payment and age, and which actions
// it offers.

/** How long ago the order was placed: "under 1 min", "12 min", "3 h 5 min", "2 d". */
export function orderAge(createdAt: string, now: number): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return '';
  const minutes = Math.floor(Math.max(0, now - created) / 60_000);
  if (minutes < 1) return 'under 1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d`;
}

/** The admin may cancel anything not yet delivered, and nothing twice (DESIGN section 4). */
export function canCancel(status: string): boolean {
  return status !== 'delivered' && status !== 'cancelled';
}

/** A driver can be given an order the kitchen is working on or has ready. */
export function canAssign(status: string): boolean {
  return (DRIVER_ASSIGNABLE_STATUSES as readonly string[]).includes(status);
}
