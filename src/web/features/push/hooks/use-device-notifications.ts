import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDeviceSubscription } from '../api/delete-device-subscription';
import { pushKeyQuery } from '../api/get-push-key';
import { saveDeviceSubscription } from '../api/save-device-subscription';
import {
  askPermission,
  currentSubscription,
  PermissionDismissedError,
  subscribeThisDevice,
} from '../browser-push';
import { failureText } from '../failure-text';
import { REFRESH_FAILED, TURN_OFF_FAILED, TURN_ON_FAILED } from '../messages';
import { type PushSupport, pushSupport } from '../push-support';
import { isDeviceOn, rememberDeviceOn } from '../remembered';
import { usePermissionChanges } from './use-permission-changes';

export type DeviceStatus =
  | { status: 'checking' }
  | { status: 'unsupported'; support: Exclude<PushSupport, 'supported'> }
  | { status: 'blocked' }
  | { status: 'off' }
  | { status: 'on' };

export interface DeviceNotifications {
  state: DeviceStatus;
  /** A tap is being carried out (permission, subscription, server). */
  busy: boolean;
  /** The last failure, as a sentence; cleared by the next tap. */
  error: string | null;
  /** The switch's handler: call it from the tap itself (the permission prompt needs the gesture). */
  setEnabled: (on: boolean) => void;
}

/** Where this device stands, read without asking anything; `on` also needs this device's own choice. */
async function readDevice(): Promise<{ state: DeviceStatus; subscription: PushSubscription | null }> {
  const support = pushSupport();
  if (support !== 'supported') return { state: { status: 'unsupported', support }, subscription: null };
  if (Notification.permission === 'denied') return { state: { status: 'blocked' }, subscription: null };
  const subscription = await currentSubscription();
  const on = subscription !== null && Notification.permission === 'granted' && isDeviceOn();
  return { state: { status: on ? 'on' : 'off' }, subscription: on ? subscription : null };
}

/**
 * A signed-in restaurant's, driver's or admin's "Notifications on this device". Loading the screen
 * never prompts: it only reads the browser's state, and when this device is on, sends its
 * subscription again so the server binds it to whoever is signed in now (and has its current keys).
 */
export function useDeviceNotifications(): DeviceNotifications {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeviceStatus>({ status: 'checking' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(false);

  const refresh = useCallback(async (renew: boolean) => {
    const device = await readDevice();
    if (busyRef.current) return; // a tap under way decides the state
    setState(device.state);
    if (renew && device.subscription) {
      await saveDeviceSubscription(device.subscription.toJSON()).catch((failure: unknown) =>
        setError(failureText(REFRESH_FAILED, failure)),
      );
    }
  }, []);

  useEffect(() => {
    refresh(true).catch((failure: unknown) => setError(failureText(REFRESH_FAILED, failure)));
  }, [refresh]);
  // Allowed or blocked in the browser's settings while the screen is open: show it at once.
  usePermissionChanges(
    useCallback(() => {
      refresh(false).catch((failure: unknown) => setError(failureText(REFRESH_FAILED, failure)));
    }, [refresh]),
  );

  const run = useCallback((lead: string, work: () => Promise<DeviceStatus>) => {
    busyRef.current = true;
    setBusy(true);
    setError(null);
    work()
      .then(setState)
      .catch((failure: unknown) => setError(failureText(lead, failure)))
      .finally(() => {
        busyRef.current = false;
        setBusy(false);
      });
  }, []);

  const setEnabled = useCallback(
    (on: boolean) => {
      if (busyRef.current) return;
      if (!on) {
        run(TURN_OFF_FAILED, async () => {
          const subscription = await currentSubscription();
          if (subscription) {
            // The server forgets it first: if that fails, the device stays on and says so.
            await deleteDeviceSubscription(subscription.endpoint);
            await subscription.unsubscribe();
          }
          rememberDeviceOn(false);
          return { status: 'off' };
        });
        return;
      }
      const permission = askPermission();
      run(TURN_ON_FAILED, async () => {
        const answer = await permission;
        if (answer === 'denied') return { status: 'blocked' };
        if (answer !== 'granted') throw new PermissionDismissedError();
        const { publicKey } = await queryClient.fetchQuery(pushKeyQuery());
        const subscription = await subscribeThisDevice(publicKey);
        await saveDeviceSubscription(subscription.toJSON());
        rememberDeviceOn(true);
        return { status: 'on' };
      });
    },
    [queryClient, run],
  );

  return { state, busy, error, setEnabled };
}
