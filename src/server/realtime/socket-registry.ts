import type { WebSocket } from 'ws';
import { type AppType, encodeMessage, type ServerMessage } from '../../domain/realtime';
import type { SessionSubject } from '../auth/session-store';

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
  /** Digits of the phone a customer socket follows. */
  phone: string | null;
  /** The restaurant whose page a customer socket shows (public data: no session needed). */
  restaurantId: number | null;
  alive: boolean;
}

function send(entry: LiveSocket, message: ServerMessage): void {
  if (entry.socket.readyState === entry.socket.OPEN) entry.socket.send(encodeMessage(message));
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
        phone: null,
        restaurantId: null,
        alive: true,
      };
      entries.set(socket, entry);
      return entry;
    },
    remove(socket: WebSocket): void {
      entries.delete(socket);
    },
    get size(): number {
      return entries.size;
    },
    all(): LiveSocket[] {
      return [...entries.values()];
    },
    toAdmins(message: ServerMessage): void {
      for (const entry of entries.values()) if (entry.subject?.subjectType === 'admin') send(entry, message);
    },
    toSubject(subject: SessionSubject, message: ServerMessage): void {
      for (const entry of entries.values()) {
        if (
          entry.subject?.subjectType === subject.subjectType &&
          entry.subject.subjectId === subject.subjectId
        ) {
          send(entry, message);
        }
      }
    },
    toPhone(phoneDigits: string, message: ServerMessage): void {
      for (const entry of entries.values()) if (entry.phone === phoneDigits) send(entry, message);
    },
    toRestaurantPage(restaurantId: number, message: ServerMessage): void {
      for (const entry of entries.values()) if (entry.restaurantId === restaurantId) send(entry, message);
    },
    /** Closes the sockets of one account (revoked or signed out). */
    closeSubject(subject: SessionSubject, reason: string): void {
      for (const entry of entries.values()) {
        if (
          entry.subject?.subjectType === subject.subjectType &&
          entry.subject.subjectId === subject.subjectId
        ) {
          entry.socket.close(4401, reason);
        }
      }
    },
  };
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;
