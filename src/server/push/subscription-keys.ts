import { ECDH } from 'node:crypto';

// The domain checks a p256dh key's length and prefix (it runs in browsers too); the server also
// checks the point lies on the P-256 curve, since every message is encrypted to it.

export function isP256Point(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}
