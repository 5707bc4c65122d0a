// The customer sockets of one tracking screen (DESIGN section 5). A socket names one phone (the
// server sends it order_updated for that phone's orders) and at most one tracking token (it then
// also hears driver_location_update for that order, and that order's updates). So: the first socket
// carries the phone and the first token; each further token gets a socket of its own.

export interface LiveSubscription {
  phone?: string;
  trackingToken?: string;
}

/** E.164: '+', then up to 15 digits, the first not 0. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** `phone` is the look-up's, already in E.164 (see lookupPhone). */
export function liveSubscriptions(phone: string | null, tokens: readonly string[]): LiveSubscription[] {
  // The server ignores a phone it cannot read, so such a socket would only ever sit idle.
  const validPhone = phone !== null && E164.test(phone) ? phone : undefined;
  if (tokens.length === 0) return validPhone ? [{ phone: validPhone }] : [];
  return tokens.map((trackingToken, index) =>
    index === 0 && validPhone ? { phone: validPhone, trackingToken } : { trackingToken },
  );
}
