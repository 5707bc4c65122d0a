import { createDecipheriv, createPublicKey, type ECDH, hkdfSync, verify } from 'node:crypto';

// The browser's side of Web Push, for tests: decrypting a message body (RFC 8291, aes128gcm
// content coding of RFC 8188) with the subscription's own private key and auth secret, and
// reading the VAPID Authorization header (RFC 8292) a push service checks.

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** The plaintext of an aes128gcm body sent to the subscription of `browserKey` and `authSecret`. */
export function decryptAes128gcm(body: Buffer, browserKey: ECDH, authSecret: Buffer): string {
  // Header: salt (16), record size (4), key id length (1), key id = the server's one-off public key.
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] as number;
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('a message of more than one record');

  const sharedSecret = browserKey.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey.getPublicKey(), serverKey]);
  const ikm = hkdf(sharedSecret, authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record lacks its delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidAuthorization {
  /** The server's public key (k=), base64url. */
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
  /** The JWT's ES256 signature checks out against `publicKey`. */
  signatureValid: boolean;
}

/** Reads `Authorization: vapid t=<JWT>, k=<key>`. */
export function readVapidAuthorization(header: string | undefined): VapidAuthorization {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [head, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signatureValid = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    publicKey,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    signatureValid,
  };
}
