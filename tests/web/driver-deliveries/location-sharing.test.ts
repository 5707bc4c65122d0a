import { describe, expect, it, vi } from 'vitest';
import { driverLocationSchema } from '#domain/driver-deliveries/requests.ts';
import { LOCATION_SEND_INTERVAL_MS } from '#domain/driver-deliveries/responses.ts';
import {
  createLocationSender,
  geolocationProblem,
  INITIAL_LOCATION_STATE,
  type LocationState,
  locationBody,
  locationNotice,
  sendFailure,
  shouldSendPosition,
} from '#web/features/driver-deliveries/location-sharing.ts';
import { ApiError } from '#web/lib/api-client.ts';

const here = { latitude: 43.65, longitude: -79.38, accuracy: 12 };

describe('shouldSendPosition', () => {
  const base = { now: 10_000, lastAttemptAt: null, inFlight: false, hasFix: true };

  it('sends the first reading at once', () => {
    expect(shouldSendPosition(base)).toBe(true);
  });

  it('sends again only once the interval (5 s) has passed since the last attempt', () => {
    expect(LOCATION_SEND_INTERVAL_MS).toBe(5000);
    expect(shouldSendPosition({ ...base, lastAttemptAt: 10_000 - 4999 })).toBe(false);
    expect(shouldSendPosition({ ...base, lastAttemptAt: 10_000 - 5000 })).toBe(true);
    expect(shouldSendPosition({ ...base, lastAttemptAt: 9000, intervalMs: 1000 })).toBe(true);
  });

  it('never without a reading, nor while a send waits for its answer', () => {
    expect(shouldSendPosition({ ...base, hasFix: false })).toBe(false);
    expect(shouldSendPosition({ ...base, inFlight: true })).toBe(false);
  });
});

describe('geolocationProblem and locationBody', () => {
  it('reads code 1 as a refusal and the others as no fix', () => {
    expect(geolocationProblem(1)).toBe('denied');
    expect(geolocationProblem(2)).toBe('no-fix');
    expect(geolocationProblem(3)).toBe('no-fix');
  });

  it('builds a body the API accepts, capping or dropping an accuracy it would refuse', () => {
    expect(locationBody(here)).toEqual(here);
    expect(locationBody({ ...here, accuracy: 250_000 }).accuracy).toBe(100_000);
    expect(locationBody({ ...here, accuracy: null })).toEqual({ latitude: 43.65, longitude: -79.38 });
    expect(locationBody({ ...here, accuracy: Number.NaN })).not.toHaveProperty('accuracy');
    for (const body of [locationBody(here), locationBody({ ...here, accuracy: 1e9 })]) {
      expect(driverLocationSchema.safeParse(body).success).toBe(true);
    }
  });
});

describe('sendFailure', () => {
  it('treats 429 as too soon, 401 as signed out, others with the server message', () => {
    expect(sendFailure(new ApiError(429, 'Too Many Requests', ''))).toEqual({ kind: 'too-soon' });
    expect(sendFailure(new ApiError(401, 'Unauthorized', ''))).toEqual({ kind: 'signed-out' });
    expect(
      sendFailure(new ApiError(409, 'Conflict', JSON.stringify({ message: 'You are offline' }))),
    ).toEqual({
      kind: 'failed',
      message: 'You are offline',
    });
    expect(sendFailure(new ApiError(503, 'Service Unavailable', ''))).toEqual({
      kind: 'failed',
      message: '503: Service Unavailable',
    });
    expect(sendFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      message: 'No connection to QuickBite',
    });
  });
});

/** A sender on a hand-driven clock, recording what it sent and every state it reported. */
function harness(answer: () => Promise<{ relayedTo: number | null; at: string }>) {
  let now = 1_000_000;
  const sent: unknown[] = [];
  const states: LocationState[] = [];
  const onUnauthorized = vi.fn();
  const sender = createLocationSender({
    send: (body) => {
      sent.push(body);
      return answer();
    },
    onState: (state) => states.push(state),
    onUnauthorized,
    now: () => now,
  });
  return {
    sender,
    sent,
    states,
    onUnauthorized,
    advance: (ms: number) => {
      now += ms;
    },
    get now() {
      return now;
    },
  };
}

const relayed = () => Promise.resolve({ relayedTo: 42, at: '2026-03-05T12:00:00.000Z' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLocationSender', () => {
  it('sends the first reading at once, then at most one per interval whatever the watcher reports', async () => {
    const h = harness(relayed);
    h.sender.position(locationBody(here));
    await settle();
    expect(h.sent).toHaveLength(1);
    expect(h.sender.state).toMatchObject({ lastSentAt: h.now, relayedTo: 42, problem: null });

    h.advance(1000);
    h.sender.position(locationBody({ ...here, latitude: 43.66 }));
    h.sender.tick();
    await settle();
    expect(h.sent).toHaveLength(1);

    h.advance(4000);
    h.sender.tick();
    await settle();
    expect(h.sent).toEqual([locationBody(here), locationBody({ ...here, latitude: 43.66 })]);
  });

  it('does nothing before the first reading', async () => {
    const h = harness(relayed);
    h.sender.tick();
    await settle();
    expect(h.sent).toHaveLength(0);
    expect(h.sender.state).toEqual(INITIAL_LOCATION_STATE);
  });

  it('reports a failed send with its reason, keeps the last sent time, and clears it once a send works', async () => {
    let fail = false;
    const h = harness(() => (fail ? Promise.reject(new TypeError('Failed to fetch')) : relayed()));
    h.sender.position(locationBody(here));
    await settle();
    const firstSent = h.sender.state.lastSentAt;

    fail = true;
    h.advance(5000);
    h.sender.tick();
    await settle();
    expect(h.sender.state).toMatchObject({
      problem: 'send-failed',
      detail: 'No connection to QuickBite',
      lastSentAt: firstSent,
    });

    fail = false;
    h.advance(5000);
    h.sender.tick();
    await settle();
    expect(h.sender.state).toMatchObject({ problem: null, detail: null, lastSentAt: h.now });
  });

  it('stays quiet on 429 (the next round sends again) and hands a 401 to the session', async () => {
    const h429 = harness(() => Promise.reject(new ApiError(429, 'Too Many Requests', '')));
    h429.sender.position(locationBody(here));
    await settle();
    expect(h429.states).toEqual([]);

    const h401 = harness(() => Promise.reject(new ApiError(401, 'Unauthorized', '')));
    h401.sender.position(locationBody(here));
    await settle();
    expect(h401.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('shows a refusal or a lost fix, and a new reading clears it', async () => {
    const h = harness(relayed);
    h.sender.positionError('denied');
    expect(h.sender.state.problem).toBe('denied');
    h.sender.position(locationBody(here));
    await settle();
    expect(h.sender.state.problem).toBeNull();
    h.sender.positionError('no-fix');
    expect(h.sender.state.problem).toBe('no-fix');
    h.sender.clearProblem();
    expect(h.sender.state.problem).toBeNull();
  });

  it('sendNow sends one reading at once (after going online), but not on top of one just sent', async () => {
    const h = harness(relayed);
    await expect(h.sender.sendNow(locationBody(here))).resolves.toBe(true);
    h.advance(1500);
    await expect(h.sender.sendNow(locationBody(here))).resolves.toBe(false);
    h.advance(500);
    await expect(h.sender.sendNow(locationBody(here))).resolves.toBe(true);
    expect(h.sent).toHaveLength(2);
  });

  it('reports nothing after stop, even for a send still on its way', async () => {
    let resolve: (value: { relayedTo: number | null; at: string }) => void = () => {};
    const h = harness(() => new Promise((done) => (resolve = done)));
    h.sender.position(locationBody(here));
    h.sender.stop();
    resolve({ relayedTo: 42, at: 'now' });
    await settle();
    expect(h.states).toEqual([]);
  });
});

describe('locationNotice', () => {
  const sentAt = Date.parse('2026-03-05T12:00:00.000Z');

  it('says nothing while not sharing and all is well', () => {
    expect(locationNotice(INITIAL_LOCATION_STATE, false)).toBeNull();
  });

  it('says it is starting, then that it works and who sees it', () => {
    expect(locationNotice(INITIAL_LOCATION_STATE, true)?.title).toBe('Finding your position…');
    const notice = locationNotice({ ...INITIAL_LOCATION_STATE, lastSentAt: sentAt, relayedTo: 42 }, true);
    expect(notice).toMatchObject({ tone: 'info', title: 'Sharing your location' });
    expect(notice?.text).toContain('order #42');
  });

  it('names each problem, sharing or not (going online sends one position too)', () => {
    const denied = locationNotice({ ...INITIAL_LOCATION_STATE, problem: 'denied' }, false);
    expect(denied).toMatchObject({ tone: 'error', title: 'Location access is blocked' });
    expect(locationNotice({ ...INITIAL_LOCATION_STATE, problem: 'no-fix' }, true)?.title).toBe('No GPS fix');
    expect(locationNotice({ ...INITIAL_LOCATION_STATE, problem: 'unsupported' }, true)?.tone).toBe('error');
    const failed = locationNotice(
      { ...INITIAL_LOCATION_STATE, problem: 'send-failed', detail: 'You are offline.' },
      true,
    );
    expect(failed?.title).toBe('Your position could not be sent');
    expect(failed?.text).toBe('You are offline. It is sent again every few seconds.');
  });
});
