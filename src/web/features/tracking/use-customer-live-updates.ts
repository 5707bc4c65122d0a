import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LatLng } from '../../../domain/geo';
import type { ServerMessage } from '../../../domain/realtime';
import { isValidPhone } from '../../../domain/schemas/fields';
import { toast } from '../../components/ui/use-toast';
import { useLiveChannel } from '../../lib/live/use-live-channel';
import { trackingKeys } from './api/query-keys';
import { delayNotices } from './delay-notices';

export type DriverPositions = ReadonlyMap<number, LatLng>;

/**
 * Follows one phone's orders on the live channel (SPEC section 7, customer app): a status change or
 * a payment refreshes that phone's orders in place, and driver positions are kept per order for
 * the tracker map. The server sends a customer socket only the events of its own phone. When the
 * kitchen needs more time, the customer is told once ("Your order is running late").
 */
export function useCustomerLiveUpdates(normalizedPhone: string | null) {
  const queryClient = useQueryClient();
  const [driverPositions, setDriverPositions] = useState<DriverPositions>(() => new Map());
  // The server ignores a phone it cannot read, so such a socket would only ever sit idle.
  const enabled = normalizedPhone !== null && isValidPhone(normalizedPhone);

  const refresh = useCallback(() => {
    if (normalizedPhone === null) return;
    void queryClient.invalidateQueries({ queryKey: trackingKeys.customerOrders(normalizedPhone) });
  }, [queryClient, normalizedPhone]);

  const onMessage = (message: ServerMessage) => {
    switch (message.type) {
      case 'order_updated': {
        refresh();
        const notice = delayNotices.noticeFor(message.data, Date.now());
        if (notice) toast(notice);
        return;
      }
      case 'payment_completed':
        refresh();
        return;
      case 'driver_location_update': {
        const { orderId, latitude, longitude } = message.data;
        setDriverPositions((current) => new Map(current).set(orderId, { latitude, longitude }));
        return;
      }
      default:
        // Partner and admin notices are never meant for a customer socket.
        return;
    }
  };

  const channel = useLiveChannel({
    appType: 'customer',
    phone: normalizedPhone ?? undefined,
    enabled,
    onMessage,
    // Events sent while the socket was down are lost; read the orders again instead.
    onReconnect: refresh,
  });

  return { ...channel, enabled, driverPositions };
}
