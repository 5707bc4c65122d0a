import { DRIVER_ASSIGNABLE_STATUSES, type OrderStatus } from '../../../domain/order-status';
import type { BadgeTone } from '../../components/ui/badge';

// What the admin's order desk says about an order: its status, payment and age, and which actions
// it offers.

const STATUS_TEXT: Record<OrderStatus, string> = {
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready',
  'picked-up': 'Picked up',
  'on-the-way': 'On the way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  confirmed: 'brand',
  preparing: 'warning',
  ready: 'warning',
  'picked-up': 'info',
  'on-the-way': 'info',
  delivered: 'success',
  cancelled: 'danger',
};

/** The admin sees the real status ("Picked up"), not the customer's four steps; unknown ones as they are. */
export function deskStatusText(status: string): string {
  return STATUS_TEXT[status as OrderStatus] ?? status;
}

export function deskStatusTone(status: string): BadgeTone {
  return STATUS_TONE[status as OrderStatus] ?? 'neutral';
}

const PAYMENT_STATUS_TEXT: Record<string, string> = {
  paid: 'paid',
  cash_due: 'due',
  cash_collected: 'collected',
  refund_pending: 'refund pending',
  refunded: 'refunded',
};

/** "Card, paid", "Cash, due", "Card, refund pending". */
export function paymentText(method: string, status: string): string {
  const how = method === 'card' ? 'Card' : method === 'cash' ? 'Cash' : method;
  return `${how}, ${PAYMENT_STATUS_TEXT[status] ?? status.replaceAll('_', ' ')}`;
}

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
