import type { DriverLocation } from '#domain/driver-deliveries/requests.ts';
import {
  type DriverLocationResult,
  LOCATION_MIN_INTERVAL_MS,
  LOCATION_SEND_INTERVAL_MS,
} from '#domain/driver-deliveries/responses.ts';
import { isApiError, serverMessage } from '#web/lib/api-client.ts';

// The driver's position sharing, apart from the browser: which reading to send, when, and what the
// driver is told when it fails. The hook (use-location-sharing) only wires it to
// navigator.geolocation, a timer and the page's visibility.

/** Why the position is not reaching the server. */
export type LocationProblem =
  /** The browser has no Geolocation API. */
  | 'unsupported'
  /** The driver (or the browser's settings) refused location access. */
  | 'denied'
  /** No reading: no GPS fix, or it took too long. */
  | 'no-fix'
  /** A reading was taken but the server did not take it (network down, HTTP error). */
  | 'send-failed';

export interface LocationState {
  /** When a position last reached the server (ms since the epoch). */
  lastSentAt: number | null;
  /** The order whose customer saw that position; null when none was carried. */
  relayedTo: number | null;
  problem: LocationProblem | null;
  /** The failure's text for 'send-failed'. */
  detail: string | null;
}

export const INITIAL_LOCATION_STATE: LocationState = {
  lastSentAt: null,
  relayedTo: null,
  problem: null,
  detail: null,
};

/** A GeolocationPositionError's code as a problem: 1 is a refusal, 2 (unavailable) and 3 (timeout) mean no fix. */
export function geolocationProblem(code: number): LocationProblem {
  return code === 1 ? 'denied' : 'no-fix';
}

const MAX_ACCURACY_M = 100_000;

/** The request body for a reading; an accuracy the API would refuse is left out or capped. */
export function locationBody(coords: {
  latitude: number;
  longitude: number;
  accuracy?: number | null;
}): DriverLocation {
  const body: DriverLocation = { latitude: coords.latitude, longitude: coords.longitude };
  const accuracy = coords.accuracy;
  if (typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0) {
    body.accuracy = Math.min(accuracy, MAX_ACCURACY_M);
  }
  return body;
}

export interface SendDecision {
  now: number;
  /** When the last send started, successful or not; null before the first. */
  lastAttemptAt: number | null;
  /** A send is still waiting for its answer. */
  inFlight: boolean;
  /** There is a reading to send. */
  hasFix: boolean;
  intervalMs?: number;
}

/** Send now? Only with a reading, one request at a time, and not sooner than the interval after the last. */
export function shouldSendPosition({
  now,
  lastAttemptAt,
  inFlight,
  hasFix,
  intervalMs = LOCATION_SEND_INTERVAL_MS,
}: SendDecision): boolean {
  if (!hasFix || inFlight) return false;
  return lastAttemptAt === null || now - lastAttemptAt >= intervalMs;
}

export type SendFailure =
  /** 429: sent sooner than the server takes; the next round simply sends again. */
  | { kind: 'too-soon' }
  /** 401: the session ended elsewhere. */
  | { kind: 'signed-out' }
  | { kind: 'failed'; message: string };

export function sendFailure(error: unknown): SendFailure {
  if (isApiError(error, 429)) return { kind: 'too-soon' };
  if (isApiError(error, 401)) return { kind: 'signed-out' };
  if (isApiError(error)) return { kind: 'failed', message: serverMessage(error, error.message) };
  // fetch rejects with a TypeError when the network is down.
  return { kind: 'failed', message: 'No connection to QuickBite' };
}

export interface LocationSenderOptions {
  send: (body: DriverLocation) => Promise<DriverLocationResult>;
  onState: (state: LocationState) => void;
  onUnauthorized: () => void;
  now?: () => number;
  intervalMs?: number;
}

/**
 * Holds the latest reading and sends it at most once per interval. `position` and `positionError`
 * take the watcher's callbacks, `tick` is called by a timer, `sendNow` sends one reading at once (right
 * after going online). After `stop` nothing reports any more.
 */
export function createLocationSender({
  send,
  onState,
  onUnauthorized,
  now = Date.now,
  intervalMs = LOCATION_SEND_INTERVAL_MS,
}: LocationSenderOptions) {
  let state = INITIAL_LOCATION_STATE;
  let fix: DriverLocation | null = null;
  let lastAttemptAt: number | null = null;
  let inFlight = false;
  let stopped = false;

  const update = (next: Partial<LocationState>) => {
    if (stopped) return;
    state = { ...state, ...next };
    onState(state);
  };

  const attempt = async (body: DriverLocation): Promise<boolean> => {
    inFlight = true;
    lastAttemptAt = now();
    try {
      const result = await send(body);
      update({ lastSentAt: now(), relayedTo: result.relayedTo, problem: null, detail: null });
      return true;
    } catch (error) {
      const failure = sendFailure(error);
      if (failure.kind === 'signed-out' && !stopped) onUnauthorized();
      if (failure.kind === 'failed') update({ problem: 'send-failed', detail: failure.message });
      return false;
    } finally {
      inFlight = false;
    }
  };

  const tick = (): void => {
    if (stopped || !fix) return;
    if (shouldSendPosition({ now: now(), lastAttemptAt, inFlight, hasFix: true, intervalMs })) {
      void attempt(fix);
    }
  };

  return {
    position(reading: DriverLocation): void {
      fix = reading;
      if (state.problem === 'denied' || state.problem === 'no-fix' || state.problem === 'unsupported') {
        update({ problem: null, detail: null });
      }
      tick();
    },
    positionError(problem: LocationProblem): void {
      // A reading already held still goes out; the notice says the phone lost its fix.
      update({ problem, detail: null });
    },
    tick,
    /** Sends this reading now unless one is on its way or the server would refuse it as too soon. */
    sendNow(reading: DriverLocation): Promise<boolean> {
      fix = reading;
      const soon = lastAttemptAt !== null && now() - lastAttemptAt < LOCATION_MIN_INTERVAL_MS;
      if (stopped || inFlight || soon) return Promise.resolve(false);
      return attempt(reading);
    },
    /** Sharing stopped: a problem it had is no longer news (the last sent time stays). */
    clearProblem(): void {
      if (state.problem) update({ problem: null, detail: null });
    },
    get state(): LocationState {
      return state;
    },
    stop(): void {
      stopped = true;
    },
  };
}

export type LocationSender = ReturnType<typeof createLocationSender>;

export interface LocationNotice {
  tone: 'info' | 'warning' | 'error';
  title: string;
  text: string;
}

const PROBLEM_NOTICES: Record<LocationProblem, LocationNotice> = {
  unsupported: {
    tone: 'error',
    title: 'Location sharing is not available',
    text: 'This browser cannot share your position, so the customer cannot follow you on the map.',
  },
  denied: {
    tone: 'error',
    title: 'Location access is blocked',
    text: 'Allow location for this site in your browser settings so the customer can follow you on the map.',
  },
  'no-fix': {
    tone: 'warning',
    title: 'No GPS fix',
    text: 'Your phone cannot find its position right now. It is sent as soon as it has one.',
  },
  'send-failed': {
    tone: 'warning',
    title: 'Your position could not be sent',
    text: 'It is sent again every few seconds.',
  },
};

/**
 * What the driver is told about position sharing: the problem when there is one, otherwise while
 * sharing that it works (or is starting); nothing when not sharing and all is well.
 */
export function locationNotice(state: LocationState, sharing: boolean): LocationNotice | null {
  if (state.problem) {
    const notice = PROBLEM_NOTICES[state.problem];
    const text = state.detail ? `${state.detail.replace(/[.!]\s*$/, '')}. ${notice.text}` : notice.text;
    return { ...notice, text };
  }
  if (!sharing) return null;
  if (state.lastSentAt === null) {
    return {
      tone: 'info',
      title: 'Finding your position…',
      text: 'Your position is shared while you deliver.',
    };
  }
  return {
    tone: 'info',
    title: 'Sharing your location',
    text:
      state.relayedTo !== null
        ? `The customer of order #${state.relayedTo} can follow you on the map.`
        : 'Your position is shared while you deliver.',
  };
}
