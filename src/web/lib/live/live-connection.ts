// The live channel's connection state machine, free of React and of the browser's globals so it
// can be driven by a fake socket, a fake network and fake timers. SPEC section 4: connecting,
// connected, disconnected, error; a closed connection is reopened after WS_RECONNECT_DELAY_MS, and
// Retry reopens it at once. The status follows reality, not only the socket's own events (a socket
// can look open for minutes after the network is gone):
// - offline: the browser says it has no network. The socket is dropped at once and nothing is
//   tried until the browser is back online, which reconnects at once;
// - a socket that answers no ping within WS_HEARTBEAT_TIMEOUT_MS is dead: dropped and replaced;
// - failed attempts back off (3 s, 6 s, 12 s… up to WS_RECONNECT_MAX_DELAY_MS).

import {
  type AppType,
  encodeMessage,
  parseServerMessage,
  type ServerMessage,
} from '#domain/shared/live-messages.ts';
import { browserOnline, subscribeOnlineStatus } from '../offline/online-status';
import {
  WS_HEARTBEAT_MS,
  WS_HEARTBEAT_TIMEOUT_MS,
  WS_RECONNECT_DELAY_MS,
  WS_RECONNECT_MAX_DELAY_MS,
} from '../ui-timings';
import { type Heartbeat, startHeartbeat } from './heartbeat';
import { createOrderSequenceFilter } from './order-sequence';

/** The SPEC's four states, and offline: the browser has no network, so no attempt is made. */
export type LiveStatus = 'connecting' | 'connected' | 'disconnected' | 'error' | 'offline';

/** Whether the device has a network, and word when that changes. */
export interface NetworkSignal {
  online(): boolean;
  /** Returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** The browser's navigator.onLine with its online/offline events. */
export const browserNetwork: NetworkSignal = { online: browserOnline, subscribe: subscribeOnlineStatus };

/** The part of the browser WebSocket this module uses. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface LiveConnectionOptions {
  url: string;
  appType: AppType;
  /** A customer socket follows the orders of this phone number. */
  phone?: string;
  /** A customer socket on a restaurant's page hears when that restaurant or its menu changes. */
  restaurantId?: number;
  /** A customer socket holding an order's tracking token also hears its driver's positions. */
  trackingToken?: string;
  onMessage: (message: ServerMessage) => void;
  onStatus: (status: LiveStatus) => void;
  createSocket?: (url: string) => SocketLike;
  network?: NetworkSignal;
  /** The first reconnect's delay; each failed attempt doubles it, up to maxReconnectDelayMs. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
  now?: () => number;
  warn?: (message: string, detail?: unknown) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class LiveConnection {
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private stopped = false;
  private status: LiveStatus = 'disconnected';
  /** Reconnects since the last open: the next one waits 2^failures times the first delay. */
  private failures = 0;
  private heartbeat: Heartbeat | null = null;
  private unsubscribeNetwork: (() => void) | null = null;
  // Kept across reconnects: an order shown at version 5 must not step back to 4 after one.
  private readonly orderSequence = createOrderSequenceFilter();
  private readonly options: Required<
    Omit<LiveConnectionOptions, 'phone' | 'restaurantId' | 'trackingToken'>
  > &
    Pick<LiveConnectionOptions, 'phone' | 'restaurantId' | 'trackingToken'>;

  constructor(options: LiveConnectionOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      network: browserNetwork,
      reconnectDelayMs: WS_RECONNECT_DELAY_MS,
      maxReconnectDelayMs: WS_RECONNECT_MAX_DELAY_MS,
      heartbeatMs: WS_HEARTBEAT_MS,
      heartbeatTimeoutMs: WS_HEARTBEAT_TIMEOUT_MS,
      now: Date.now,
      warn: (message, detail) => console.warn(message, detail),
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  get currentStatus(): LiveStatus {
    return this.status;
  }

  /** Opens the connection; reconnects on its own until stop(). */
  start(): void {
    this.stopped = false;
    this.unsubscribeNetwork?.();
    this.unsubscribeNetwork = this.options.network.subscribe(() => this.onNetworkChange());
    this.open();
  }

  /** Drops any waiting reconnect and the current socket, and connects again now. */
  retry(): void {
    if (this.stopped) return;
    this.cancelTimer();
    this.detachAndClose();
    this.failures = 0;
    this.open();
  }

  /** Closes for good: no reconnect, no further status or message callbacks. */
  stop(): void {
    this.stopped = true;
    this.unsubscribeNetwork?.();
    this.unsubscribeNetwork = null;
    this.cancelTimer();
    this.detachAndClose();
    this.status = 'disconnected';
  }

  private onNetworkChange(): void {
    if (this.stopped) return;
    if (!this.options.network.online()) {
      this.goOffline();
    } else if (this.status === 'offline') {
      // Back online: whatever was waiting is stale; connect now, with a fresh backoff.
      this.failures = 0;
      this.open();
    }
  }

  private goOffline(): void {
    this.cancelTimer();
    this.detachAndClose();
    this.setStatus('offline');
  }

  private open(): void {
    if (!this.options.network.online()) {
      this.goOffline();
      return;
    }
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch (error) {
      // e.g. a URL the browser refuses: treat it like a failed connection, and keep trying.
      this.options.warn('Live channel could not connect', error);
      this.setStatus('error');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const { appType, phone, restaurantId, trackingToken, now } = this.options;
      socket.send(
        encodeMessage({
          type: 'app_connect',
          appType,
          timestamp: now(),
          ...(phone ? { phone } : {}),
          ...(restaurantId !== undefined ? { restaurantId } : {}),
          ...(trackingToken ? { trackingToken } : {}),
        }),
      );
      this.failures = 0;
      this.setStatus('connected');
      const { heartbeatMs, heartbeatTimeoutMs, setTimer, clearTimer } = this.options;
      this.heartbeat = startHeartbeat({
        intervalMs: heartbeatMs,
        timeoutMs: heartbeatTimeoutMs,
        sendPing: () => socket.send(encodeMessage({ type: 'ping' })),
        onDead: () => this.onDeadSocket(socket),
        setTimer,
        clearTimer,
      });
    };
    socket.onmessage = (event) => {
      this.heartbeat?.alive();
      const message = typeof event.data === 'string' ? parseServerMessage(event.data) : null;
      if (!message) {
        this.options.warn('Ignored a malformed live message', event.data);
        return;
      }
      if (message.type === 'pong') return;
      if (!this.orderSequence.accept(message)) return;
      this.options.onMessage(message);
    };
    socket.onerror = () => {
      this.setStatus('error');
    };
    socket.onclose = () => {
      this.socket = null;
      this.stopHeartbeat();
      // A socket closed because the network went is offline, not a failure to retry every 3 s.
      if (!this.options.network.online()) {
        this.goOffline();
        return;
      }
      // A failed connection stays "error" (with Retry) until the next attempt starts.
      if (this.status !== 'error') this.setStatus('disconnected');
      this.scheduleReconnect();
    };
  }

  /** A ping went unanswered: the socket is replaced as if it had closed. */
  private onDeadSocket(socket: SocketLike): void {
    if (this.socket !== socket) return;
    this.options.warn('The live channel stopped answering; reconnecting');
    this.detachAndClose();
    this.setStatus('disconnected');
    this.scheduleReconnect();
  }

  private stopHeartbeat(): void {
    this.heartbeat?.stop();
    this.heartbeat = null;
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.cancelTimer();
    const { reconnectDelayMs, maxReconnectDelayMs } = this.options;
    const delay = Math.min(reconnectDelayMs * 2 ** this.failures, maxReconnectDelayMs);
    this.failures += 1;
    this.timer = this.options.setTimer(() => {
      this.timer = null;
      if (!this.stopped) this.open();
    }, delay);
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    this.options.clearTimer(this.timer);
    this.timer = null;
  }

  private detachAndClose(): void {
    this.stopHeartbeat();
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    try {
      socket.close();
    } catch {
      // Closing an already broken socket has nothing left to do.
    }
  }

  private setStatus(status: LiveStatus): void {
    if (this.stopped || status === this.status) return;
    this.status = status;
    this.options.onStatus(status);
  }
}
