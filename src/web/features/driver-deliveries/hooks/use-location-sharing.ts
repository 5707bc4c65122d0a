import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnUnauthorized } from '#web/lib/partner-session.tsx';
import { sendDriverLocation } from '../api/send-driver-location';
import {
  createLocationSender,
  geolocationProblem,
  INITIAL_LOCATION_STATE,
  type LocationSender,
  type LocationState,
  locationBody,
} from '../location-sharing';

/** How often the timer asks the sender whether a reading is due (the sender keeps the 5 s pace). */
const TICK_MS = 1000;

const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 5000, timeout: 30_000 };
const ONE_SHOT_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 30_000, timeout: 15_000 };

function geolocation(): Geolocation | null {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;
}

/**
 * Shares the phone's position while `sharing` (a delivery is active and the page is visible): the
 * readings of watchPosition go to POST /api/driver/location every LOCATION_SEND_INTERVAL_MS.
 * `sendOnce` sends one reading at once (after going online, so offers are sorted by distance) and
 * resolves true when the server took it. `state` drives the notice under the header.
 */
export function useLocationSharing(sharing: boolean) {
  const onUnauthorized = useOnUnauthorized();
  const [state, setState] = useState<LocationState>(INITIAL_LOCATION_STATE);
  const unauthorizedRef = useRef(onUnauthorized);
  useEffect(() => {
    unauthorizedRef.current = onUnauthorized;
  }, [onUnauthorized]);

  const senderRef = useRef<LocationSender | null>(null);
  useEffect(() => {
    const sender = createLocationSender({
      send: sendDriverLocation,
      onState: setState,
      onUnauthorized: () => unauthorizedRef.current(),
    });
    senderRef.current = sender;
    return () => {
      sender.stop();
      if (senderRef.current === sender) senderRef.current = null;
    };
  }, []);

  useEffect(() => {
    const sender = senderRef.current;
    if (!sharing || !sender) return;
    const geo = geolocation();
    if (!geo) {
      sender.positionError('unsupported');
      return;
    }
    const watchId = geo.watchPosition(
      (position) => sender.position(locationBody(position.coords)),
      (error) => sender.positionError(geolocationProblem(error.code)),
      WATCH_OPTIONS,
    );
    const timer = setInterval(() => sender.tick(), TICK_MS);
    return () => {
      geo.clearWatch(watchId);
      clearInterval(timer);
      sender.clearProblem();
    };
  }, [sharing]);

  const sendOnce = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        const sender = senderRef.current;
        const geo = geolocation();
        if (!sender) return resolve(false);
        if (!geo) {
          sender.positionError('unsupported');
          return resolve(false);
        }
        geo.getCurrentPosition(
          (position) => void sender.sendNow(locationBody(position.coords)).then(resolve),
          (error) => {
            sender.positionError(geolocationProblem(error.code));
            resolve(false);
          },
          ONE_SHOT_OPTIONS,
        );
      }),
    [],
  );

  return { state, sendOnce };
}
