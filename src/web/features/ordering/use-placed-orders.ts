import { useCallback, useEffect, useState } from 'react';
import {
  PLACED_ORDERS_KEY,
  type PlacedOrderEntry,
  readPlacedOrders,
  rememberPlacedOrder,
} from './placed-orders';

/**
 * The orders this device placed, with their tracking tokens, newest first. Follows other tabs
 * (an order placed in one shows its full view in another); `remember` adds one, e.g. the order a
 * tracking link opened on this device.
 */
export function usePlacedOrders() {
  const [entries, setEntries] = useState<readonly PlacedOrderEntry[]>(() => readPlacedOrders());

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null: the whole storage was cleared.
      if (event.key === null || event.key === PLACED_ORDERS_KEY) setEntries(readPlacedOrders());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const remember = useCallback((entry: PlacedOrderEntry) => {
    rememberPlacedOrder(entry);
    setEntries(readPlacedOrders());
  }, []);

  return { entries, remember };
}
