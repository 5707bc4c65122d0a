import type { BadgeTone } from '../../components/ui/badge';

// How the recent-orders table names an order's status and payment. The admin sees the real status
// ("Picked up"), as on the order desk; unknown values are shown as they came.

const STATUS_TEXT: Record<string, string> = {
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready',
  'picked-up': 'Picked up',
  'on-the-way': 'On the way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const STATUS_TONE: Record<string, BadgeTone> = {
  confirmed: 'brand',
  preparing: 'warning',
  ready: 'warning',
  'picked-up': 'info',
  'on-the-way': 'info',
  delivered: 'success',
  cancelled: 'danger',
};

export function orderStatusText(status: string): string {
  return STATUS_TEXT[status] ?? status;
}

export function orderStatusTone(status: string): BadgeTone {
  return STATUS_TONE[status] ?? 'neutral';
}

const PAYMENT_STATUS_TEXT: Record<string, string> = {
  paid: 'paid',
  cash_due: 'due',
  cash_collected: 'collected',
  refund_pending: 'refund pending',
  refunded: 'refunded',
};

/** "Card, paid", "Cash, due". */
export function paymentText(method: string, status: string): string {
  const how = method === 'card' ? 'Card' : method === 'cash' ? 'Cash' : method;
  return `${how}, ${PAYMENT_STATUS_TEXT[status] ?? status.replaceAll('_', ' ')}`;
}
