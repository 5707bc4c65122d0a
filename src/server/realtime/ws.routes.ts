import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { encodeMessage, parseClientMessage } from '#domain/shared/live-messages.ts';
import { toE164 } from '#domain/shared/phone.ts';
import { TRACKING_TOKEN_PATTERN } from '#domain/tracking/rules.ts';
import { readSessionToken } from '../auth/session-cookie';
import type { SessionStore } from '../auth/session-store';
import { AppError } from '../http/app-error';
import { assertSameOrigin } from '../http/origin-check';
import { createAddressSlots } from './address-slots';
import {
  createLiveAbuseCounters,
  LIVE_ABUSE_SUMMARY_MS,
  type LiveAbuseSnapshot,
  startLiveAbuseSummary,
} from './live-abuse-counters';
import { createMessageBucket } from './message-rate';
import type { LiveSocket, SocketRegistry } from './socket-registry';

// The live channel at /ws (SPEC section 7). Small messages only, the Origin checked on upgrade.
// A bound socket closes with 4401 when its session ends: at once on sign-out or revocation (the
// hub tells every instance), at its expiry by a timer; and a heartbeat that drops dead sockets
// also re-checks each bound session, as a net under both. Abuse is bounded and counted
// (docs/decisions/0008, "Limits"): sockets per client address, messages per socket, message size.

export const WS_MAX_PAYLOAD_BYTES = 4 * 1024;
export const DEFAULT_HEARTBEAT_MS = 30_000;
export const DEFAULT_MAX_SOCKETS_PER_ADDRESS = 50;
export const DEFAULT_MAX_MESSAGES_PER_MINUTE = 30;
/** setTimeout's longest delay (about 24.8 days); a later expiry is reached in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Close code and reason for a socket that sent more than its message rate. */
export const CLOSE_TOO_MANY_MESSAGES = { code: 1008, reason: 'Too many messages' } as const;

export interface LiveChannelLimits {
  maxSocketsPerAddress: number;
  maxMessagesPerMinute: number;
  maxMessageBytes: number;
}

export interface LiveChannel {
  /** Refused input since start-up, per reason, for the metrics endpoint. */
  abuseSnapshot(): LiveAbuseSnapshot;
}

/** ws reports a frame above maxPayload with this code, after sending close 1009 itself. */
const WS_TOO_LARGE = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';

export async function registerLiveChannel(
  app: FastifyInstance,
  deps: {
    sessions: SessionStore;
    registry: SocketRegistry;
    /** The order a tracking token opens, or null. */
    resolveTrackingToken: (token: string) => Promise<number | null>;
    heartbeatMs?: number;
    limits?: Partial<LiveChannelLimits>;
  },
): Promise<LiveChannel> {
  const { sessions, registry } = deps;
  const limits: LiveChannelLimits = {
    maxSocketsPerAddress: DEFAULT_MAX_SOCKETS_PER_ADDRESS,
    maxMessagesPerMinute: DEFAULT_MAX_MESSAGES_PER_MINUTE,
    maxMessageBytes: WS_MAX_PAYLOAD_BYTES,
    ...deps.limits,
  };
  const counters = createLiveAbuseCounters();
  const slots = createAddressSlots(limits.maxSocketsPerAddress);

  await app.register(fastifyWebsocket, {
    options: { maxPayload: limits.maxMessageBytes },
    errorHandler: (error: Error, socket: WebSocket, request: FastifyRequest) => {
      const code = (error as NodeJS.ErrnoException).code;
      // Protocol errors are the client's doing and ws is already closing the socket with the
      // right code (1009 too large, 1002/1007 bad frames): count them instead of logging each.
      if (code === WS_TOO_LARGE) return counters.record('tooLarge');
      if (code?.startsWith('WS_ERR_')) return counters.record('malformed');
      request.log.warn({ err: error }, 'live socket error');
      socket.terminate();
    },
  });

  /**
   * Refuses the upgrade with 429 before it completes when this address already holds its share of
   * sockets; otherwise takes a slot that the TCP connection gives back when it closes.
   */
  const takeAddressSlot = async (request: FastifyRequest) => {
    // A plain GET /ws (no upgrade) only gets a 404 and holds nothing.
    if (!request.ws) return;
    const connection = request.raw.socket;
    // Gone while earlier hooks ran: its 'close' has fired or will, and the upgrade cannot complete.
    if (connection.destroyed) return;
    const address = request.ip;
    if (!slots.tryTake(address)) {
      counters.record('socketCapRefused');
      throw new AppError(
        429,
        'too_many_live_connections',
        'Too many live connections from this address. Close another tab and try again.',
      );
    }
    connection.once('close', () => slots.release(address));
  };

  /**
   * Closes a bound socket the moment its session expires (idle or absolute), on every instance
   * alike, rather than at the next heartbeat. When the timer fires the session is read again
   * without counting as activity: used meanwhile, it lives on and the timer is set anew.
   */
  const closeWhenSessionEnds = (entry: LiveSocket, token: string, liveUntil: number) => {
    const bound = entry.subject;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, liveUntil - Date.now()));
    entry.expiryTimer = setTimeout(async () => {
      entry.expiryTimer = null;
      try {
        const session = await sessions.find(token, { touch: false });
        if (entry.subject !== bound || entry.token !== token) return;
        if (session) closeWhenSessionEnds(entry, token, session.liveUntil);
        else entry.socket.close(4401, 'Session ended');
      } catch (error) {
        app.log.warn({ err: error }, 'session expiry check failed');
      }
    }, delay);
    entry.expiryTimer.unref();
  };

  app.get(
    '/ws',
    {
      websocket: true,
      onRequest: async (request) => assertSameOrigin(request),
      preValidation: takeAddressSlot,
      schema: { hide: true },
    },
    (socket, request) => {
      const entry = registry.add(socket, readSessionToken(request) ?? null);
      const bucket = createMessageBucket(limits.maxMessagesPerMinute);
      socket.on('pong', () => {
        entry.alive = true;
      });
      socket.on('close', () => registry.remove(socket));
      socket.on('message', async (data, isBinary) => {
        // Frames already in flight after we began closing are neither handled nor counted.
        if (socket.readyState !== socket.OPEN) return;
        if (!bucket.take()) {
          counters.record('rateLimited');
          socket.close(CLOSE_TOO_MANY_MESSAGES.code, CLOSE_TOO_MANY_MESSAGES.reason);
          return;
        }
        const message = isBinary ? null : parseClientMessage(data.toString());
        if (!message) {
          counters.record('malformed');
          return;
        }
        if (message.type === 'ping') {
          // The client checks its socket still reaches us; the answer is all it needs.
          socket.send(encodeMessage({ type: 'pong', data: {} }));
          return;
        }
        entry.appType = message.appType;
        entry.subject = null;
        if (entry.expiryTimer) clearTimeout(entry.expiryTimer);
        entry.phone = null;
        entry.restaurantId = null;
        entry.trackedOrderId = null;
        if (message.appType === 'customer') {
          // The same rule as the look-up: read in the hello's country (default CA), kept in E.164,
          // the form orders store. A number that is not one follows nothing.
          if (message.phone) entry.phone = toE164(message.phone, message.country);
          entry.restaurantId = message.restaurantId ?? null;
          if (message.trackingToken && TRACKING_TOKEN_PATTERN.test(message.trackingToken)) {
            entry.trackedOrderId = await deps.resolveTrackingToken(message.trackingToken);
          }
          return;
        }
        // A private app type needs the session of that role; a bare claim gets nothing.
        const token = entry.token;
        const session = token ? await sessions.find(token) : null;
        // The session may have ended while it was being read (closeSession then took the token).
        if (!token || entry.token !== token) return;
        if (session && session.subjectType === message.appType) {
          entry.subject = { subjectType: session.subjectType, subjectId: session.subjectId };
          closeWhenSessionEnds(entry, token, session.liveUntil);
        }
      });
    },
  );

  const heartbeat = setInterval(() => {
    const bound: { entry: LiveSocket; token: string; subject: LiveSocket['subject'] }[] = [];
    for (const entry of registry.all()) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
      if (entry.subject && entry.token) bound.push({ entry, token: entry.token, subject: entry.subject });
    }
    if (bound.length === 0) return;
    // Every bound socket's session, re-checked in one query: one query per socket would queue
    // thousands of reads every heartbeat ahead of orders (on PGlite, a two-second stall).
    sessions
      .liveTokens(bound.map(({ token }) => token))
      .then((live) => {
        for (const { entry, token, subject } of bound) {
          if (!live.has(token) && entry.subject === subject) entry.socket.close(4401, 'Session ended');
        }
      })
      .catch((error) => app.log.warn({ err: error }, 'session re-check failed'));
  }, deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  heartbeat.unref();
  const stopSummary = startLiveAbuseSummary(counters, app.log, LIVE_ABUSE_SUMMARY_MS);
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    stopSummary();
    for (const entry of registry.all()) entry.socket.close(1001, 'Server shutting down');
  });
  return { abuseSnapshot: () => counters.snapshot() };
}
