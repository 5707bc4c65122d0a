import type { WebSocket } from 'ws';
import { type AppType, encodeMessage, type ServerMessage } from '#domain/shared/live-messages.ts';
import { hashToken, isWellFormedToken, type SessionSubject } from '../auth/session-store';

// The open sockets of this instance and what each may receive (DESIGN section 5): restaurant,
// driver and admin sockets are bound to a verified session; a customer socket only to the phone
// number it follows; a socket that claimed a role without the session for it is bound to nothing.

export interface LiveSocket {
  socket: WebSocket;
  appType: AppType | null;
  /** Set only when the upgrade carried a live session of the claimed role. */
  subject: SessionSubject | null;
  /** The cookie token, kept to re-check the session on each heartbeat. */
  token: string | null;
  /** Its SHA-256, as the sessions table and the session_ended event name it. */
  tokenHash: string | null;
  /** Fires when the bound session would end unless used again (see ws.routes). */
  expiryTimer: NodeJS.Timeout | null;
  /** The phone a customer socket follows, in E.164 ("+14165550177"), as orders store it. */
  phone: string | null;
  /** The restaurant whose page a customer socket shows (public data: no session needed). */
  restaurantId: number | null;
  /** The order whose tracking token a customer socket presented: it hears the driver's position. */
  trackedOrderId: number | null;
  alive: boolean;
}

/** ws sends a Buffer as a binary frame unless told otherwise; every live message is text. */
const TEXT_FRAME = { binary: false } as const;

/**
 * Sends one message to every open socket `wants` picks. The message is encoded once, on the first
 * recipient, and that one Buffer goes to all of them: an order announced to 2,000 admin sockets
 * costs one JSON.stringify and no per-socket UTF-8 conversion (ws frames a Buffer without copying).
 */
function sendToEach(
  entries: Iterable<LiveSocket>,
  wants: (entry: LiveSocket) => boolean,
  message: ServerMessage,
): void {
  let encoded: Buffer | undefined;
  for (const entry of entries) {
    if (!wants(entry) || entry.socket.readyState !== entry.socket.OPEN) continue;
    encoded ??= Buffer.from(encodeMessage(message));
    entry.socket.send(encoded, TEXT_FRAME);
  }
}

function isSubject(entry: LiveSocket, subject: SessionSubject): boolean {
  return entry.subject?.subjectType === subject.subjectType && entry.subject.subjectId === subject.subjectId;
}

export function createSocketRegistry() {
  const entries = new Map<WebSocket, LiveSocket>();

  return {
    add(socket: WebSocket, token: string | null): LiveSocket {
      const entry: LiveSocket = {
        socket,
        appType: null,
        subject: null,
        token,
        tokenHash: token && isWellFormedToken(token) ? hashToken(token) : null,
        expiryTimer: null,
        phone: null,
        restaurantId: null,
        trackedOrderId: null,
        alive: true,
      };
      entries.set(socket, entry);
      return entry;
    },
    remove(socket: WebSocket): void {
      const entry = entries.get(socket);
      if (entry?.expiryTimer) clearTimeout(entry.expiryTimer);
      entries.delete(socket);
    },
    get size(): number {
      return entries.size;
    },
    all(): LiveSocket[] {
      return [...entries.values()];
    },
    toAdmins(message: ServerMessage): void {
      sendToEach(entries.values(), (entry) => entry.subject?.subjectType === 'admin', message);
    },
    toSubject(subject: SessionSubject, message: ServerMessage): void {
      sendToEach(entries.values(), (entry) => isSubject(entry, subject), message);
    },
    /** Customer sockets following the phone, or holding the order's tracking token: once each. */
    toCustomers(e164: string, orderId: number, message: ServerMessage): void {
      sendToEach(
        entries.values(),
        (entry) => entry.phone === e164 || entry.trackedOrderId === orderId,
        message,
      );
    },
    /** Only the sockets holding the order's tracking token (the full view: positions). */
    toTracker(orderId: number, message: ServerMessage): void {
      sendToEach(entries.values(), (entry) => entry.trackedOrderId === orderId, message);
    },
    /** Every signed-in socket of one role (drivers hear that the offers changed). */
    toRole(subjectType: SessionSubject['subjectType'], message: ServerMessage): void {
      sendToEach(entries.values(), (entry) => entry.subject?.subjectType === subjectType, message);
    },
    toRestaurantPage(restaurantId: number, message: ServerMessage): void {
      sendToEach(entries.values(), (entry) => entry.restaurantId === restaurantId, message);
    },
    /** Closes the sockets of one account (revoked). */
    closeSubject(subject: SessionSubject, reason: string): void {
      for (const entry of entries.values()) if (isSubject(entry, subject)) entry.socket.close(4401, reason);
    },
    /**
     * Closes the sockets bound to one ended session. A socket that carries its cookie but is not bound
     * (a customer page, or a hello still checking the session) forgets the token, so it can never bind.
     */
    closeSession(tokenHash: string, reason: string): void {
      for (const entry of entries.values()) {
        if (entry.tokenHash !== tokenHash) continue;
        if (entry.subject) {
          entry.subject = null;
          entry.socket.close(4401, reason);
        }
        entry.token = null;
        entry.tokenHash = null;
      }
    },
  };
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;
