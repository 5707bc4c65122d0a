// Tracking privacy (DESIGN section 5): a phone number is not a secret, so the phone look-up shows a
// masked address only; the full view (street address, the customer's position, the delivery code)
// needs the order's tracking token, which only the ordering device holds.
import * as z from 'zod';

/** The delivery code the customer reads to the driver: proof of delivery. */
export const DELIVERY_CODE_LENGTH = 4;
/** After this many wrong codes the order is locked until an admin helps. */
export const DELIVERY_CODE_MAX_FAILURES = 5;
export const DELIVERY_CODE_HINT = 'Give this code to your driver';

/** A tracking token is 32 random bytes, base64url: 43 characters. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const trackingTokenParamsSchema = z.object({
  token: z.string().regex(TRACKING_TOKEN_PATTERN, 'Invalid tracking token'),
});

/** A position older than this is shown with its age ("Last seen 45 s ago"). */
export const STALE_POSITION_MS = 30_000;

/** The driver's last reported position and when it was reported (ISO). */
export const driverPositionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  at: z.string(),
});
export type DriverPosition = z.infer<typeof driverPositionSchema>;

export const HIDDEN_ADDRESS = 'Address hidden';

/**
 * The part of an address that names the area, not the door: the house number and street go, the
 * city (and region, postcode) stay. "12 Main St, Springfield, IL 62701" -> "Springfield, IL 62701".
 * Only the last two comma-separated parts are candidates, and any that starts with a number
 * (a house number) is dropped, so "Flat 2, 10 High St, London" gives "London".
 */
export function maskAddress(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length < 2) return HIDDEN_ADDRESS;
  const area = parts.slice(Math.max(1, parts.length - 2)).filter((part) => !/^\d/.test(part));
  return area.length > 0 ? area.join(', ') : HIDDEN_ADDRESS;
}
