import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_COUNTRY_CODE } from '#domain/countries/country-list.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { useCustomerOrders } from './api/get-customer-orders';
import { useTrackedOrders } from './api/get-tracked-order';
import { lookupPhone, readPhoneEntry } from './lookup-phone';
import { type HeldToken, heldTokensFor, liveTokens, type OrderView, orderViews } from './order-views';
import { useCustomerLiveUpdates } from './use-customer-live-updates';

/**
 * A phone look-up with live updates: nothing is requested until a phone is submitted; then that
 * phone's orders are loaded and kept current over the live channel. Orders whose tracking token
 * this device holds (`held`) are also loaded in full and shown in the full view, their drivers
 * followed live; the others keep the phone view. Phones are read in `country` (two letters, the
 * one the customer selected; the spec's Canada by default), exactly as the server reads them.
 */
export function useOrderLookup(
  initialPhone: string | null | undefined,
  held: readonly HeldToken[],
  country: string = DEFAULT_COUNTRY_CODE,
) {
  // E.164, as orders store it: the same number however it was typed.
  const [phone, setPhone] = useState<string | null>(() => lookupPhone(initialPhone, country));
  const orders = useCustomerOrders(phone, country);
  const phoneOrders = orders.data;

  const tokens = useMemo(() => heldTokensFor(phoneOrders ?? [], held), [phoneOrders, held]);
  const tracked = useTrackedOrders([...tokens.values()]);
  const tokenOf = useCallback((orderId: number) => tokens.get(orderId), [tokens]);
  const live = useCustomerLiveUpdates({
    phone,
    trackingTokens: liveTokens(phoneOrders ?? [], tokens),
    tokenOf,
  });

  const trackedById = new Map<number, { order: TrackedOrder; trackingToken: string }>();
  const loadingFull = new Set<number>();
  [...tokens].forEach(([orderId, trackingToken], index) => {
    const query = tracked[index];
    if (query?.data?.id === orderId) trackedById.set(orderId, { order: query.data, trackingToken });
    else if (query?.isPending) loadingFull.add(orderId);
  });
  const views: OrderView[] | undefined = phoneOrders
    ? orderViews(phoneOrders, trackedById, live.driverPositions)
    : undefined;

  /**
   * Looks `raw` up in the look-up's country. Answers the field's message when it is not a phone
   * number there ("Enter a valid phone number", as the server would), else null; a blank entry
   * does nothing (SPEC section 5).
   */
  const search = (raw: string): string | null => {
    const entry = readPhoneEntry(raw, country);
    if (entry.kind === 'invalid') return entry.message;
    if (entry.kind === 'blank') return null;
    // Searching the same number again means "look again", e.g. after an error.
    if (entry.phone === phone) void orders.refetch();
    else setPhone(entry.phone);
    return null;
  };

  return {
    phone,
    orders,
    views,
    live,
    search,
    /** Whether the full view of a held order is still loading (its phone view stands in meanwhile). */
    isLoadingFull: (orderId: number) => loadingFull.has(orderId),
  };
}
