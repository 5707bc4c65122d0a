import { describe, expect, it } from 'vitest';
import { TRACKING_TOKEN_PATTERN } from '#domain/tracking/rules.ts';
import {
  addPlacedOrder,
  MAX_PLACED_ORDERS,
  PLACED_ORDERS_KEY,
  type PlacedOrderEntry,
  parsePlacedOrders,
  readPlacedOrders,
  rememberPlacedOrder,
} from '#web/features/ordering/placed-orders.ts';

// The device's own orders and their tracking tokens: newest first, at most 20, and storage that
// is missing, full or corrupt never breaks ordering or tracking.

const token = (n: number) => `${'A'.repeat(40)}${String(n).padStart(3, '0')}`;
const entry = (orderId: number): PlacedOrderEntry => ({ orderId, trackingToken: token(orderId) });

function memoryStorage(initial?: string) {
  const values = new Map<string, string>();
  if (initial !== undefined) values.set(PLACED_ORDERS_KEY, initial);
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('parsePlacedOrders', () => {
  it('reads stored entries in order', () => {
    expect(parsePlacedOrders(JSON.stringify([entry(3), entry(2)]))).toEqual([entry(3), entry(2)]);
  });

  it('tolerates nothing stored, broken JSON and other shapes', () => {
    expect(parsePlacedOrders(null)).toEqual([]);
    expect(parsePlacedOrders('')).toEqual([]);
    expect(parsePlacedOrders('{not json')).toEqual([]);
    expect(parsePlacedOrders('{"orderId":1}')).toEqual([]);
    expect(parsePlacedOrders('null')).toEqual([]);
  });

  it('skips malformed entries and keeps the first of an order listed twice', () => {
    const raw = JSON.stringify([
      entry(5),
      null,
      'text',
      { orderId: '6', trackingToken: token(6) },
      { orderId: 7, trackingToken: 'short' },
      { orderId: -1, trackingToken: token(1) },
      { orderId: 1.5, trackingToken: token(1) },
      { orderId: 5, trackingToken: token(99) },
      { ...entry(4), extra: true },
    ]);
    expect(parsePlacedOrders(raw)).toEqual([entry(5), entry(4)]);
  });

  it('never returns more than the cap', () => {
    const many = Array.from({ length: 30 }, (_, index) => entry(index + 1));
    expect(parsePlacedOrders(JSON.stringify(many))).toHaveLength(MAX_PLACED_ORDERS);
  });
});

describe('addPlacedOrder', () => {
  it('puts the new order first', () => {
    expect(addPlacedOrder([entry(1)], entry(2))).toEqual([entry(2), entry(1)]);
  });

  it('moves an order placed again (an idempotent retry) to the front without duplicating it', () => {
    expect(addPlacedOrder([entry(2), entry(1)], entry(1))).toEqual([entry(1), entry(2)]);
  });

  it('keeps the 20 newest', () => {
    let entries: PlacedOrderEntry[] = [];
    for (let id = 1; id <= 25; id += 1) entries = addPlacedOrder(entries, entry(id));
    expect(entries).toHaveLength(MAX_PLACED_ORDERS);
    expect(entries[0]).toEqual(entry(25));
    expect(entries.at(-1)).toEqual(entry(6));
  });

  it('refuses an entry without a real token', () => {
    expect(addPlacedOrder([entry(1)], { orderId: 2, trackingToken: '' })).toEqual([entry(1)]);
  });
});

describe('storage', () => {
  it('remembers and reads back', () => {
    const storage = memoryStorage();
    rememberPlacedOrder(entry(1), storage);
    rememberPlacedOrder(entry(2), storage);
    expect(readPlacedOrders(storage)).toEqual([entry(2), entry(1)]);
  });

  it('replaces corrupt storage instead of failing', () => {
    const storage = memoryStorage('][');
    expect(readPlacedOrders(storage)).toEqual([]);
    rememberPlacedOrder(entry(8), storage);
    expect(JSON.parse(storage.values.get(PLACED_ORDERS_KEY) ?? '')).toEqual([entry(8)]);
  });

  it('never throws when storage is missing or refuses', () => {
    expect(readPlacedOrders(null)).toEqual([]);
    expect(() => rememberPlacedOrder(entry(1), null)).not.toThrow();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readPlacedOrders(broken)).toEqual([]);
    expect(() => rememberPlacedOrder(entry(1), broken)).not.toThrow();
  });

  it('checks tokens like the domain does', () => {
    const real = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ-_01234';
    expect(TRACKING_TOKEN_PATTERN.test(real)).toBe(true);
    expect(parsePlacedOrders(JSON.stringify([{ orderId: 1, trackingToken: real }]))).toHaveLength(1);
    const bad = `${real.slice(0, 42)}=`;
    expect(TRACKING_TOKEN_PATTERN.test(bad)).toBe(false);
    expect(parsePlacedOrders(JSON.stringify([{ orderId: 1, trackingToken: bad }]))).toEqual([]);
  });
});
