import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import type { DriverPosition } from '#domain/tracking/rules.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { LiveConnection, type LiveStatus } from '#web/lib/live/live-connection.ts';
import { liveChannelUrl } from '#web/lib/live/live-url.ts';
import { trackingKeys } from './api/query-keys';
import { delayNotices } from './delay-notices';
import { liveSubscriptions } from './live-subscriptions';
import { positionFromUpdate } from './tracking-positions';

export type DriverPositions = ReadonlyMap<number, DriverPosition>;

interface CustomerLiveOptions {
  /** The phone whose orders are followed, in E.164 (as the server matches it), or null. */
  phone: string | null;
  /** Tracking tokens of orders this device follows in full (positions too). */
  trackingTokens: readonly string[];
  /** The token of a held order, to refresh exactly its full view on an update. */
  tokenOf?: (orderId: number) => string | undefined;
}

/**
 * Follows a phone's orders, and the held orders' full views, on the live channel (SPEC section 7,
 * customer app): a status change or a payment refreshes what is shown in place, and each
 * driver_location_update moves that order's driver. When the kitchen needs more time, the customer
 * is told once ("Your order is running late"). The status shown is the first socket's.
 */
export function useCustomerLiveUpdates({ phone, trackingTokens, tokenOf }: CustomerLiveOptions) {
  const queryClient = useQueryClient();
  const [driverPositions, setDriverPositions] = useState<DriverPositions>(() => new Map());
  const subscriptions = liveSubscriptions(phone, trackingTokens);
  const enabled = subscriptions.length > 0;
  // The sockets change only when what they subscribe to changes, not on every render.
  const subscriptionKey = JSON.stringify(subscriptions);
  const [status, setStatus] = useState<LiveStatus>(enabled ? 'connecting' : 'disconnected');
  const connectionsRef = useRef<LiveConnection[]>([]);

  /** Reads again what an event changed: the phone's list, and the full view of a held order. */
  const refresh = useCallback(
    (orderId?: number) => {
      if (phone !== null)
        void queryClient.invalidateQueries({ queryKey: trackingKeys.customerOrders(phone) });
      // No order named (a reconnect): every full view shown; an order not held has none.
      const token = orderId === undefined ? null : tokenOf?.(orderId);
      if (token === undefined) return;
      void queryClient.invalidateQueries({
        queryKey: token === null ? trackingKeys.tracked : trackingKeys.trackedOrder(token),
      });
    },
    [queryClient, phone, tokenOf],
  );

  const onMessage = (message: ServerMessage) => {
    switch (message.type) {
      case 'order_updated': {
        refresh(message.data.id);
        const notice = delayNotices.noticeFor(message.data, Date.now());
        if (notice) toast(notice);
        return;
      }
      case 'payment_completed':
        refresh(message.data.orderId);
        return;
      case 'driver_location_update': {
        const { orderId } = message.data;
        const position = positionFromUpdate(message.data, Date.now());
        setDriverPositions((current) => new Map(current).set(orderId, position));
        return;
      }
      default:
        // Partner and admin notices are never meant for a customer socket.
        return;
    }
  };
  const onMessageRef = useRef(onMessage);
  const refreshRef = useRef(refresh);
  useEffect(() => {
    onMessageRef.current = onMessage;
    refreshRef.current = refresh;
  });

  useEffect(() => {
    const wanted = JSON.parse(subscriptionKey) as ReturnType<typeof liveSubscriptions>;
    if (wanted.length === 0) {
      setStatus('disconnected');
      return;
    }
    const connections = wanted.map((subscription, index) => {
      let connectedBefore = false;
      return new LiveConnection({
        url: liveChannelUrl(window.location),
        appType: 'customer',
        ...(subscription.phone ? { phone: subscription.phone } : {}),
        ...(subscription.trackingToken ? { trackingToken: subscription.trackingToken } : {}),
        onMessage: (message) => onMessageRef.current(message),
        onStatus: (next) => {
          if (index === 0) setStatus(next);
          if (next !== 'connected') return;
          // Events sent while the socket was down are lost; read the orders again instead.
          if (connectedBefore) refreshRef.current();
          connectedBefore = true;
        },
      });
    });
    connectionsRef.current = connections;
    for (const connection of connections) connection.start();
    return () => {
      for (const connection of connections) connection.stop();
      connectionsRef.current = [];
    };
  }, [subscriptionKey]);

  const retry = useCallback(() => {
    for (const connection of connectionsRef.current) connection.retry();
  }, []);

  return { status, retry, enabled, driverPositions };
}
