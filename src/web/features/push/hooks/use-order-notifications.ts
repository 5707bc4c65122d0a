import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { followOrder } from '../api/follow-order';
import { pushKeyQuery } from '../api/get-push-key';
import {
  askPermission,
  currentSubscription,
  PermissionDismissedError,
  subscribeThisDevice,
} from '../browser-push';
import { failureText } from '../failure-text';
import { FOLLOW_FAILED } from '../messages';
import { type PushSupport, pushSupport } from '../push-support';
import { isFollowedOrder, rememberFollowedOrder } from '../remembered';
import { usePermissionChanges } from './use-permission-changes';

export type OrderNotificationStatus =
  | { status: 'checking' }
  | { status: 'unsupported'; support: Exclude<PushSupport, 'supported'> }
  | { status: 'blocked' }
  | { status: 'ready' }
  | { status: 'following' };

export interface OrderNotifications {
  state: OrderNotificationStatus;
  busy: boolean;
  error: string | null;
  /** The button's handler: call it from the tap itself (the permission prompt needs the gesture). */
  follow: () => void;
}

async function readOrder(trackingToken: string): Promise<OrderNotificationStatus> {
  const support = pushSupport();
  if (support !== 'supported') return { status: 'unsupported', support };
  if (Notification.permission === 'denied') return { status: 'blocked' };
  // Followed earlier, and the browser still holds the subscription the server was given.
  const following =
    Notification.permission === 'granted' &&
    isFollowedOrder(trackingToken) &&
    (await currentSubscription()) !== null;
  return { status: following ? 'following' : 'ready' };
}

/**
 * The tracker's "Notify me about this order", for the holder of the order's tracking token.
 * Loading the page only reads the browser's state; the permission is asked in the tap.
 */
export function useOrderNotifications(trackingToken: string): OrderNotifications {
  const queryClient = useQueryClient();
  const [state, setState] = useState<OrderNotificationStatus>({ status: 'checking' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(false);

  const refresh = useCallback(() => {
    readOrder(trackingToken)
      .then((next) => {
        if (!busyRef.current) setState(next);
      })
      .catch((failure: unknown) => setError(failureText(FOLLOW_FAILED, failure)));
  }, [trackingToken]);
  useEffect(refresh, [refresh]);
  usePermissionChanges(refresh);

  const follow = useCallback(() => {
    if (busyRef.current) return;
    const permission = askPermission();
    busyRef.current = true;
    setBusy(true);
    setError(null);
    (async (): Promise<OrderNotificationStatus> => {
      const answer = await permission;
      if (answer === 'denied') return { status: 'blocked' };
      if (answer !== 'granted') throw new PermissionDismissedError();
      const { publicKey } = await queryClient.fetchQuery(pushKeyQuery());
      const subscription = await subscribeThisDevice(publicKey);
      await followOrder(trackingToken, subscription.toJSON());
      rememberFollowedOrder(trackingToken);
      return { status: 'following' };
    })()
      .then(setState)
      .catch((failure: unknown) => setError(failureText(FOLLOW_FAILED, failure)))
      .finally(() => {
        busyRef.current = false;
        setBusy(false);
      });
  }, [queryClient, trackingToken]);

  return { state, busy, error, follow };
}
