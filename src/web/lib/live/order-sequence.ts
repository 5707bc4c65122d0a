import type { ServerMessage } from '#domain/shared/live-messages.ts';

// Events of one order arrive in commit order, and each carries the order's version (`seq`). After
// a reconnect, or when a refetch and an event cross, a client can still be handed something older
// than what it already shows: this filter drops it, so a screen never steps back.

/** How many orders' last versions are remembered; the oldest are forgotten first. */
const REMEMBERED_ORDERS = 1000;

/** The order a message is about and its version, or null for messages that carry none. */
export function orderVersionOf(message: ServerMessage): { orderId: number; seq: number } | null {
  switch (message.type) {
    case 'order_created':
    case 'order_updated': {
      const { id, seq } = message.data;
      return id !== undefined && seq !== undefined ? { orderId: id, seq } : null;
    }
    case 'payment_completed': {
      const { orderId, seq } = message.data;
      return seq !== undefined ? { orderId, seq } : null;
    }
    default:
      return null;
  }
}

export function createOrderSequenceFilter(limit = REMEMBERED_ORDERS) {
  const latest = new Map<number, number>();
  return {
    /** False when the message is about an order already shown at a newer version. */
    accept(message: ServerMessage): boolean {
      const version = orderVersionOf(message);
      if (!version) return true;
      const shown = latest.get(version.orderId);
      if (shown !== undefined && version.seq < shown) return false;
      // Re-inserting moves the order to the newest end of the map's order.
      latest.delete(version.orderId);
      latest.set(version.orderId, version.seq);
      if (latest.size > limit) latest.delete(latest.keys().next().value as number);
      return true;
    },
  };
}
