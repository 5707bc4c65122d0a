import type { NetworkSignal, SocketLike } from '#web/lib/live/live-connection.ts';

// Stand-ins for the browser's WebSocket and its network state, driven by the live-channel tests.

export class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  // What the browser would do:
  open() {
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  fail() {
    this.onerror?.({});
    this.onclose?.({});
  }
  drop() {
    this.onclose?.({});
  }
}

/** The browser's navigator.onLine and its online/offline events. */
export class FakeNetwork implements NetworkSignal {
  isOnline = true;
  listeners = new Set<() => void>();
  online() {
    return this.isOnline;
  }
  subscribe(onChange: () => void) {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  }
  set(online: boolean) {
    this.isOnline = online;
    for (const listener of this.listeners) listener();
  }
}
