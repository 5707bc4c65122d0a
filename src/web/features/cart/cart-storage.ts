import { type CartItem, type CartOption, cartLineKey, MAX_CART_ITEM_QUANTITY } from '#domain/cart/rules.ts';
import { centsOrNull } from '#domain/shared/money.ts';

// DESIGN deviation 15: the cart survives a reload and is shared by the browser's tabs. It is kept
// in localStorage as a versioned record; anything that is not exactly a cart of this version (an
// older or newer app, an edited or broken value) is ignored rather than trusted, so it can never
// crash the app or put a line the server would refuse into the cart. Lines saved before carts
// recorded their currency (DESIGN deviation 16) are still read, without one: the cart gives them
// their restaurant's currency once its menu is read (cart-context), so no kept cart is lost.

export const CART_STORAGE_KEY = 'quickbite-cart';
export const CART_STORAGE_VERSION = 1;

/** The stored record: one restaurant's lines, and when they were saved (ISO 8601). */
export interface StoredCart {
  version: typeof CART_STORAGE_VERSION;
  restaurantId: number;
  items: CartItem[];
  savedAt: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where there is none or touching it throws (some private modes). */
export function browserLocalStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function readLine(value: unknown, restaurantId: number): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  const { id, name, price, quantity, restaurantName, imageUrl, currency } = line;
  if (!isId(id) || line.restaurantId !== restaurantId) return null;
  if (currency !== undefined && currency !== null && !isCurrencyCode(currency)) return null;
  if (typeof name !== 'string' || typeof restaurantName !== 'string') return null;
  if (typeof price !== 'number') return null;
  const cents = centsOrNull(price);
  if (cents === null || cents <= 0) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return null;
  if (quantity < 1 || quantity > MAX_CART_ITEM_QUANTITY) return null;
  if (imageUrl !== null && typeof imageUrl !== 'string') return null;
  // Lines kept from before options (issue 37) have none and load as they were.
  const options = line.options === undefined ? undefined : readOptions(line.options);
  if (options === null) return null;
  return {
    id,
    name,
    price: cents / 100,
    currency: typeof currency === 'string' ? currency : null,
    quantity,
    restaurantId,
    restaurantName,
    imageUrl,
    ...(options && options.length > 0 ? { options } : {}),
  };
}

/** A line's chosen options, or null when any is not exactly { id, group, name, priceDelta }. */
function readOptions(value: unknown): CartOption[] | null {
  if (!Array.isArray(value)) return null;
  const options: CartOption[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { id, group, name, priceDelta } = entry as Record<string, unknown>;
    if (!isId(id) || typeof group !== 'string' || typeof name !== 'string') return null;
    if (typeof priceDelta !== 'string' || centsOrNull(priceDelta.replace(/^-/, '')) === null) return null;
    options.push({ id, group, name, priceDelta });
  }
  return options;
}

const isCurrencyCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value);

/**
 * The lines of a stored cart, or [] for no value, broken JSON, another version or any line that is
 * not a valid cart line of the record's restaurant, or lines in two currencies (the whole value is
 * dropped then: a cart missing a line without a word would be a silent change).
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof json !== 'object' || json === null) return [];
  const record = json as Record<string, unknown>;
  if (record.version !== CART_STORAGE_VERSION || !isId(record.restaurantId)) return [];
  if (!Array.isArray(record.items)) return [];
  const items: CartItem[] = [];
  const seen = new Set<string>();
  for (const value of record.items) {
    const line = readLine(value, record.restaurantId);
    if (!line || seen.has(cartLineKey(line))) return [];
    seen.add(cartLineKey(line));
    items.push(line);
  }
  const currencies = new Set(items.flatMap((line) => (line.currency === null ? [] : [line.currency])));
  return currencies.size > 1 ? [] : items;
}

/** The stored text of a cart, or null for an empty one (nothing is kept then). */
export function serializeCart(items: readonly CartItem[], now: Date = new Date()): string | null {
  const first = items[0];
  if (!first) return null;
  const record: StoredCart = {
    version: CART_STORAGE_VERSION,
    restaurantId: first.restaurantId,
    items: items.map((item) => ({ ...item })),
    savedAt: now.toISOString(),
  };
  return JSON.stringify(record);
}

/** The stored cart's lines; [] when there is none or storage cannot be read. */
export function readStoredCart(storage: StorageLike | null = browserLocalStorage()): CartItem[] {
  if (!storage) return [];
  try {
    return parseStoredCart(storage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

/**
 * Keeps `items` (an empty cart removes the record). Never throws: without storage (private mode,
 * quota exceeded) the cart simply lives in memory for this page.
 */
export function storeCart(
  items: readonly CartItem[],
  storage: StorageLike | null = browserLocalStorage(),
): void {
  if (!storage) return;
  try {
    const text = serializeCart(items);
    if (text === null) storage.removeItem(CART_STORAGE_KEY);
    else storage.setItem(CART_STORAGE_KEY, text);
  } catch {
    // Nothing more to do: the cart on screen is still right.
  }
}
