import { useState } from 'react';
import { useCustomerOrders } from './api/get-customer-orders';
import { lookupPhone } from './lookup-phone';
import { useCustomerLiveUpdates } from './use-customer-live-updates';

/**
 * A phone look-up with live updates: nothing is requested until a phone is submitted; then that
 * phone's orders are loaded and kept current over the live channel.
 */
export function useOrderLookup(initialPhone?: string | null) {
  const [phone, setPhone] = useState<string | null>(() => lookupPhone(initialPhone));
  const orders = useCustomerOrders(phone);
  const live = useCustomerLiveUpdates(phone);

  const search = (raw: string) => {
    const next = lookupPhone(raw);
    if (next === null) return;
    // Searching the same number again means "look again", e.g. after an error.
    if (next === phone) void orders.refetch();
    else setPhone(next);
  };

  return { phone, orders, live, search };
}
