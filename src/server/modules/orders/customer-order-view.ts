import type { CustomerOrder, OrderLine } from '../../../domain/customer-order';
import { etaMinutes } from '../../../domain/geo';
import type { CustomerOrderRow, TimelineRow } from './orders.repo';

// Stored order rows -> the customer's view of them (src/domain/customer-order.ts).

/** The stored items text (JSON written by placeOrder) as lines; anything unreadable is skipped. */
export function parseStoredItems(text: string): OrderLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry): OrderLine[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, quantity, price } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || typeof quantity !== 'number') return [];
    return [{ name, quantity, price: String(price ?? '0.00') }];
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const MINUTE_MS = 60_000;

export function toCustomerOrder(row: CustomerOrderRow, timeline: readonly TimelineRow[]): CustomerOrder {
  const items = parseStoredItems(row.items);
  const travelMinutes = row.deliveryDistance === null ? null : etaMinutes(Number(row.deliveryDistance));
  // The phone look-up's driver reads timestamps as text on some paths: normalise through Date.
  const readyBy = row.readyBy === null ? null : new Date(row.readyBy);
  return {
    ...row,
    items,
    itemCount: items.reduce((count, line) => count + line.quantity, 0),
    etaMinutes: travelMinutes,
    readyBy: iso(readyBy),
    estimatedArrival:
      readyBy === null || travelMinutes === null
        ? null
        : new Date(readyBy.getTime() + travelMinutes * MINUTE_MS).toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actualDeliveryTime: iso(row.actualDeliveryTime),
    timeline: timeline
      .filter((entry) => entry.orderId === row.id)
      .map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
  };
}
