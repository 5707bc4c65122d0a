// What a delivery card offers in each status: the one next step for the driver, or why there is none.

/** The driver's next step on an active delivery. */
export type DeliveryStep =
  /** Claimed while the kitchen cooks: Picked Up is shown but disabled. */
  | 'wait-for-kitchen'
  | 'pick-up'
  | 'depart'
  | 'deliver'
  /** Too many wrong codes: an administrator finishes the order. */
  | 'locked'
  /** Delivered, cancelled or a status this app does not know: nothing to press. */
  | 'none';

export function deliveryStep(delivery: { status: string; deliveryLocked: boolean }): DeliveryStep {
  if (delivery.deliveryLocked) return 'locked';
  switch (delivery.status) {
    case 'preparing':
      return 'wait-for-kitchen';
    case 'ready':
      return 'pick-up';
    case 'picked-up':
      return 'depart';
    case 'on-the-way':
      return 'deliver';
    default:
      return 'none';
  }
}

const STATUS_LABELS: Record<string, string> = {
  confirmed: 'Waiting for the kitchen',
  preparing: 'Being prepared',
  ready: 'Ready for pickup',
  'picked-up': 'Picked up',
  'on-the-way': 'On the way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** A status as the driver reads it; an unknown one as written, dashes turned to spaces. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status.replace(/[-_]/g, ' ');
}

export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'ready':
    case 'delivered':
      return 'success';
    case 'preparing':
      return 'warning';
    case 'picked-up':
    case 'on-the-way':
      return 'info';
    case 'cancelled':
      return 'danger';
    default:
      return 'neutral';
  }
}
