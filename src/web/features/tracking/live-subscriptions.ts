import { encodeMessage, parseClientMessage } from '../../../domain/realtime';
import { isValidPhone } from '../../../domain/schemas/fields';
import type { SocketLike } from '../../lib/live/live-connection';

// The customer sockets of one tracking screen (DESIGN section 5). A socket names one phone (the
// server sends it order_updated for that phone's orders) and at most one tracking token (it then
// also hears driver_location_update for that order, and that order's updates). So: the first socket
// carries the phone and the first token; each further token gets a socket of its own.

export interface LiveSubscription {
  phone?: string;
  trackingToken?: string;
}

export function liveSubscriptions(phone: string | null, tokens: readonly string[]): LiveSubscription[] {
  // The server ignores a phone it cannot read, so such a socket would only ever sit idle.
  const validPhone = phone !== null && isValidPhone(phone) ? phone : undefined;
  if (tokens.length === 0) return validPhone ? [{ phone: validPhone }] : [];
  return tokens.map((trackingToken, index) =>
    index === 0 && validPhone ? { phone: validPhone, trackingToken } : { trackingToken },
  );
}

/** The app_connect the live connection sends, with the token added; any other text unchanged. */
export function withTrackingToken(data: string, trackingToken: string): string {
  const message = parseClientMessage(data);
  if (message?.type !== 'app_connect' || message.appType !== 'customer') return data;
  return encodeMessage({ ...message, trackingToken });
}

/**
 * A browser WebSocket whose app_connect carries the tracking token. The shared live connection
 * (lib/live) announces app type and phone only; this is its createSocket, so reconnecting,
 * statuses and message parsing stay the shared ones.
 */
export function trackingSocket(trackingToken: string): (url: string) => SocketLike {
  return (url) => {
    const socket = new WebSocket(url);
    const send = socket.send.bind(socket);
    socket.send = (data) => send(typeof data === 'string' ? withTrackingToken(data, trackingToken) : data);
    return socket as unknown as SocketLike;
  };
}
