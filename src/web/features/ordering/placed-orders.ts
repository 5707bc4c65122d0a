// The orders this device placed, each with its tracking token (DESIGN section 5): the token is what
// shows the full view of an order (street address, dishes, delivery code, the driver on the map),
// and only POST /api/orders ever hands it out, so the device keeps it. Newest first, a few at most.
//
// No zod here on purpose: the cart drawer (in the app shell) stores the token after an order, and
// the shell must not pay for zod before the first order.

export interface PlacedOrderEntry {
  orderId: number;
  trackingToken: string;
}

export const PLACED_ORDERS_KEY = 'quickbite.placedOrders';
/** Older entries are dropped: a device follows its recent orders, not its history. */
export const MAX_PLACED_ORDERS = 20;

/** The shape of a tracking token (32 random bytes, base64url): domain/tracking.ts TRACKING_TOKEN_PATTERN. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function isEntry(value: unknown): value is PlacedOrderEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { orderId, trackingToken } = value as Record<string, unknown>;
  return (
    typeof orderId === 'number' &&
    Number.isSafeInteger(orderId) &&
    orderId > 0 &&
    typeof trackingToken === 'string' &&
    TOKEN_PATTERN.test(trackingToken)
  );
}

/**
 * The stored entries, newest first. Anything unreadable (no value, broken JSON, another shape, a
 * malformed entry) is skipped rather than trusted; an order listed twice keeps its first entry.
 */
export function parsePlacedOrders(raw: string | null): PlacedOrderEntry[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  const seen = new Set<number>();
  const entries: PlacedOrderEntry[] = [];
  for (const item of json) {
    if (!isEntry(item) || seen.has(item.orderId)) continue;
    seen.add(item.orderId);
    entries.push({ orderId: item.orderId, trackingToken: item.trackingToken });
    if (entries.length === MAX_PLACED_ORDERS) break;
  }
  return entries;
}

/** `entry` first, any older entry of the same order dropped, at most `max` entries kept. */
export function addPlacedOrder(
  entries: readonly PlacedOrderEntry[],
  entry: PlacedOrderEntry,
  max = MAX_PLACED_ORDERS,
): PlacedOrderEntry[] {
  if (!isEntry(entry)) return [...entries];
  return [entry, ...entries.filter((existing) => existing.orderId !== entry.orderId)].slice(0, max);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    // No window (tests) or storage switched off (private mode, blocked cookies).
    return null;
  }
}

/** The orders this device placed, newest first; empty when storage is unavailable or unreadable. */
export function readPlacedOrders(storage: StorageLike | null = browserStorage()): PlacedOrderEntry[] {
  if (!storage) return [];
  try {
    return parsePlacedOrders(storage.getItem(PLACED_ORDERS_KEY));
  } catch {
    return [];
  }
}

/**
 * Remembers an order and its token. Never throws: without storage (full, disabled) the order is
 * still placed, and the tracking link still carries its token.
 */
export function rememberPlacedOrder(
  entry: PlacedOrderEntry,
  storage: StorageLike | null = browserStorage(),
): void {
  if (!storage) return;
  try {
    const next = addPlacedOrder(readPlacedOrders(storage), entry);
    storage.setItem(PLACED_ORDERS_KEY, JSON.stringify(next));
  } catch {
    // Quota exceeded or storage switched off meanwhile: nothing more to do.
  }
}
