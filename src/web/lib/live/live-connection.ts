// The live channel's connection state machine, free of React and of the browser's globals so it
// can be driven by a fake socket and fake timers. SPEC section 4: connecting, connected,
// disconnected, error; a closed connection is reopened after WS_RECONNECT_DELAY_MS, and Retry
// reopens it at once.

import {
  type AppType,
  encodeMessage,
  parseServerMessage,
  type ServerMessage,
} from '#domain/shared/live-messages.ts';
import { WS_RECONNECT_DELAY_MS } from '../ui-timings';
import { createOrderSequenceFilter } from './order-sequence';

export type LiveStatus = 'connecting' | 'connected' | 'disconnected' | 'error';

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
  reconnectDelayMs?: number;
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
  // Kept across reconnects: an order shown at version 5 must not step back to 4 after one.
  private readonly orderSequence = createOrderSequenceFilter();
  private readonly options: Required<
    Omit<LiveConnectionOptions, 'phone' | 'restaurantId' | 'trackingToken'>
  > &
    Pick<LiveConnectionOptions, 'phone' | 'restaurantId' | 'trackingToken'>;

  constructor(options: LiveConnectionOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      reconnectDelayMs: WS_RECONNECT_DELAY_MS,
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
    this.open();
  }

  /** Drops any waiting reconnect and the current socket, and connects again now. */
  retry(): void {
    if (this.stopped) return;
    this.cancelTimer();
    this.detachAndClose();
    this.open();
  }

  /** Closes for good: no reconnect, no further status or message callbacks. */
  stop(): void {
    this.stopped = true;
    this.cancelTimer();
    this.detachAndClose();
    this.status = 'disconnected';
  }

  private open(): void {
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
      this.setStatus('connected');
    };
    socket.onmessage = (event) => {
      const message = typeof event.data === 'string' ? parseServerMessage(event.data) : null;
      if (!message) {
        this.options.warn('Ignored a malformed live message', event.data);
        return;
      }
      if (!this.orderSequence.accept(message)) return;
      this.options.onMessage(message);
    };
    socket.onerror = () => {
      this.setStatus('error');
    };
    socket.onclose = () => {
      this.socket = null;
      // A failed connection stays "error" (with Retry) until the next attempt starts.
      if (this.status !== 'error') this.setStatus('disconnected');
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.cancelTimer();
    this.timer = this.options.setTimer(() => {
      this.timer = null;
      if (!this.stopped) this.open();
    }, this.options.reconnectDelayMs);
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    this.options.clearTimer(this.timer);
    this.timer = null;
  }

  private detachAndClose(): void {
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
