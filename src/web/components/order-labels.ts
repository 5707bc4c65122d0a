import { ORDER_STATUSES, type OrderStatus } from '#domain/order-lifecycle/status-machine.ts';
import type { BadgeTone } from './ui/badge';

// How staff screens (the admin's order desk, the finance dashboard) name an order's status and
// payment: the real status ("Picked up"), not the customer's four steps; unknown values as they came.

const STATUS_TEXT: Record<OrderStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready',
  'picked-up': 'Picked up',
  'on-the-way': 'On the way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  scheduled: 'neutral',
  confirmed: 'brand',
  preparing: 'warning',
  ready: 'warning',
  'picked-up': 'info',
  'on-the-way': 'info',
  delivered: 'success',
  cancelled: 'danger',
};

const isKnown = (status: string): status is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status);

export function orderStatusText(status: string): string {
  return isKnown(status) ? STATUS_TEXT[status] : status;
}

export function orderStatusTone(status: string): BadgeTone {
  return isKnown(status) ? STATUS_TONE[status] : 'neutral';
}

const PAYMENT_STATUS_TEXT: Record<string, string> = {
  paid: 'paid',
  cash_due: 'due',
  cash_collected: 'collected',
  refund_pending: 'refund pending',
  refunded: 'refunded',
};

/** "Card, paid", "Cash, due", "Card, refund pending". */
export function orderPaymentText(method: string, status: string): string {
  const how = method === 'card' ? 'Card' : method === 'cash' ? 'Cash' : method;
  return `${how}, ${PAYMENT_STATUS_TEXT[status] ?? status.replaceAll('_', ' ')}`;
}
