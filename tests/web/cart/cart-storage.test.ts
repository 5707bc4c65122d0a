import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  CART_STORAGE_VERSION,
  parseStoredCart,
  readStoredCart,
  serializeCart,
  storeCart,
} from '#web/features/cart/cart-storage.ts';

// The stored cart (DESIGN deviation 15): a versioned record read back exactly, and anything else
// ignored, never trusted.

const margherita = {
  id: 11,
  name: 'Margherita',
  price: 9.5,
  currency: 'CAD',
  quantity: 2,
  restaurantId: 1,
  restaurantName: 'Nonna Rosa Pizzeria',
  imageUrl: '/images/menu/margherita.jpg',
};
const tiramisu = { ...margherita, id: 12, name: 'Tiramisu', price: 6.99, quantity: 1, imageUrl: null };

const record = (change: Record<string, unknown> = {}) =>
  JSON.stringify({
    version: CART_STORAGE_VERSION,
    restaurantId: 1,
    items: [margherita, tiramisu],
    savedAt: '2026-05-01T12:00:00.000Z',
    ...change,
  });

/** A Storage in memory, or one that throws on every call (storage switched off). */
function memoryStorage(throws = false) {
  const values = new Map<string, string>();
  const guard = () => {
    if (throws) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    values,
    getItem: (key: string) => {
      guard();
      return values.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      guard();
      values.set(key, value);
    },
    removeItem: (key: string) => {
      guard();
      values.delete(key);
    },
  };
}

describe('the stored cart', () => {
  it('is written as a versioned record of one restaurant with the time it was saved', () => {
    const text = serializeCart([margherita, tiramisu], new Date('2026-05-01T12:00:00.000Z'));
    expect(JSON.parse(text ?? 'null')).toEqual({
      version: 1,
      restaurantId: 1,
      items: [margherita, tiramisu],
      savedAt: '2026-05-01T12:00:00.000Z',
    });
    expect(parseStoredCart(text)).toEqual([margherita, tiramisu]);
  });

  it('is not kept at all when empty', () => {
    expect(serializeCart([])).toBeNull();
    const storage = memoryStorage();
    storeCart([margherita], storage);
    expect(storage.values.has(CART_STORAGE_KEY)).toBe(true);
    storeCart([], storage);
    expect(storage.values.has(CART_STORAGE_KEY)).toBe(false);
  });

  it('reads back nothing from a missing, broken or foreign value', () => {
    for (const raw of [null, '', '{broken', 'null', '42', '"cart"', '[]', JSON.stringify([margherita])]) {
      expect(parseStoredCart(raw)).toEqual([]);
    }
  });

  it('ignores another version, older or newer', () => {
    expect(parseStoredCart(record({ version: 0 }))).toEqual([]);
    expect(parseStoredCart(record({ version: 2 }))).toEqual([]);
    expect(parseStoredCart(record({ version: '1' }))).toEqual([]);
    const { version: _, ...unversioned } = JSON.parse(record());
    expect(parseStoredCart(JSON.stringify(unversioned))).toEqual([]);
  });

  it('drops the whole cart when any line is not a cart line of its restaurant', () => {
    const bad: Record<string, unknown>[] = [
      { ...tiramisu, restaurantId: 2 },
      { ...tiramisu, id: 0 },
      { ...tiramisu, id: '12' },
      { ...tiramisu, price: '6.99' },
      { ...tiramisu, price: 6.999 },
      { ...tiramisu, price: 0 },
      { ...tiramisu, price: Number.NaN },
      { ...tiramisu, quantity: 0 },
      { ...tiramisu, quantity: 1.5 },
      { ...tiramisu, quantity: 100 },
      { ...tiramisu, name: null },
      { ...tiramisu, imageUrl: 7 },
      { ...tiramisu, currency: 'cad' },
      { ...tiramisu, currency: 12 },
      // Two currencies in one cart: one restaurant prices in one.
      { ...tiramisu, currency: 'USD' },
      { ...margherita },
    ];
    for (const line of bad) {
      expect(parseStoredCart(record({ items: [margherita, line] }))).toEqual([]);
    }
    expect(parseStoredCart(record({ restaurantId: 'x' }))).toEqual([]);
    expect(parseStoredCart(record({ items: 'x' }))).toEqual([]);
  });

  it('keeps only the fields of a cart line', () => {
    const extra = { ...margherita, isAdmin: true, note: '<script>' };
    expect(parseStoredCart(record({ items: [extra] }))).toEqual([margherita]);
  });

  it('keeps a cart saved before carts recorded their currency, its lines without one', () => {
    const { currency: _a, ...oldMargherita } = margherita;
    const { currency: _b, ...oldTiramisu } = tiramisu;
    expect(parseStoredCart(record({ items: [oldMargherita, oldTiramisu] }))).toEqual([
      { ...margherita, currency: null },
      { ...tiramisu, currency: null },
    ]);
  });

  it('reads a yen cart back in whole yen', () => {
    const ramen = { ...margherita, id: 50, name: 'Tonkotsu Ramen', price: 980, currency: 'JPY' };
    expect(parseStoredCart(record({ items: [ramen] }))).toEqual([ramen]);
  });

  it('never throws where storage is switched off (the cart lives in memory then)', () => {
    const storage = memoryStorage(true);
    expect(readStoredCart(storage)).toEqual([]);
    expect(() => storeCart([margherita], storage)).not.toThrow();
    expect(readStoredCart(null)).toEqual([]);
    expect(() => storeCart([margherita], null)).not.toThrow();
  });
});

describe('the stored cart with options (issue 37)', () => {
  const large = { id: 5, group: 'Size', name: 'Large', priceDelta: '4.00' };
  const largeOne = { ...margherita, price: 13.5, quantity: 1, options: [large] };

  it('reads back lines of one dish with other choices as two lines', () => {
    const text = serializeCart([margherita, largeOne]);
    expect(parseStoredCart(text)).toEqual([margherita, largeOne]);
  });

  it('still reads a cart kept from before options, and refuses broken options', () => {
    expect(parseStoredCart(record())).toEqual([margherita, tiramisu]);
    const broken = { ...largeOne, options: [{ id: 5, name: 'Large' }] };
    expect(parseStoredCart(record({ items: [broken] }))).toEqual([]);
    expect(parseStoredCart(record({ items: [largeOne, largeOne] }))).toEqual([]);
  });
});
