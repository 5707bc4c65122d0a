// Request bodies of Web Push (issue "Never miss an order"): the browser's PushSubscription as
// `subscription.toJSON()` gives it, and the endpoint to forget. Whose subscription it is always
// comes from the session (or the tracking token), never from the body; unknown keys are stripped.
import * as z from 'zod';

/** Push services' endpoints are a few hundred characters; anything longer is not one. */
export const ENDPOINT_MAX_LENGTH = 2000;

// The error handler prefixes each with its field's path ("keys.p256dh: ..."); the words name it too,
// for screens that show a message alone.
export const ENDPOINT_REQUIRED = 'The push endpoint is required';
export const ENDPOINT_NOT_HTTPS = 'The push endpoint must be an https:// URL';
export const ENDPOINT_TOO_LONG = `The push endpoint must be at most ${ENDPOINT_MAX_LENGTH} characters`;
/** The server's own checks of the endpoint's host (it will POST there): said at `endpoint` too. */
export const ENDPOINT_NOT_PUBLIC = 'The push endpoint must be on a public internet address';
export const ENDPOINT_UNRESOLVED = "The push endpoint's host name does not resolve";
export const P256DH_INVALID = 'The p256dh key must be an uncompressed P-256 public key (65 bytes, base64url)';
export const AUTH_INVALID = 'The auth secret must be 16 bytes in base64url';
export const KEYS_REQUIRED = 'The subscription keys (p256dh and auth) are required';
export const EXPIRATION_INVALID = 'The expiration time must be a number of milliseconds or null';

/** The uncompressed form of a P-256 point: 0x04, then x and y of 32 bytes each. */
export const P256_POINT_BYTES = 65;
export const AUTH_SECRET_BYTES = 16;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The bytes of a base64url text (padding allowed), or null when it is not base64url. Written out
 * rather than through atob or Buffer so it runs alike in the browser, the server and the tests.
 */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  const digits = text.replace(/=+$/, '');
  if (digits.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((digits.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of digits) {
    buffer = (buffer << 6) | BASE64URL_ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

/** A base64url text whose bytes are an uncompressed P-256 point's length and prefix. */
export function isUncompressedPointText(text: string): boolean {
  const bytes = decodeBase64Url(text);
  return bytes !== null && bytes.length === P256_POINT_BYTES && bytes[0] === 0x04;
}

const endpoint = z
  .string({ error: ENDPOINT_REQUIRED })
  .trim()
  .min(1, ENDPOINT_REQUIRED)
  .max(ENDPOINT_MAX_LENGTH, ENDPOINT_TOO_LONG)
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, ENDPOINT_NOT_HTTPS);

/** The body of POST /api/push/subscriptions and POST /api/orders/track/{token}/push. */
export const pushSubscriptionSchema = z.object({
  endpoint,
  // Browsers send null (or a time); the push service says when it really ends (a 404 or 410).
  expirationTime: z.number({ error: EXPIRATION_INVALID }).nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: P256DH_INVALID })
        .max(120, P256DH_INVALID)
        .refine(isUncompressedPointText, P256DH_INVALID),
      auth: z
        .string({ error: AUTH_INVALID })
        .max(30, AUTH_INVALID)
        .refine((text) => decodeBase64Url(text)?.length === AUTH_SECRET_BYTES, AUTH_INVALID),
    },
    { error: KEYS_REQUIRED },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** The body of DELETE /api/push/subscriptions. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z
    .string({ error: ENDPOINT_REQUIRED })
    .trim()
    .min(1, ENDPOINT_REQUIRED)
    .max(ENDPOINT_MAX_LENGTH, ENDPOINT_TOO_LONG),
});
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;
