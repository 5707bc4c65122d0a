import { createHash, timingSafeEqual } from 'node:crypto';

// The scraper proves itself with `Authorization: Bearer <METRICS_TOKEN>`. Both sides are hashed
// first, so the comparison takes the same time whatever the length or content of the guess.

const digest = (value: string) => createHash('sha256').update(value).digest();

export function createTokenCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    if (!authorization?.startsWith('Bearer ')) return false;
    return timingSafeEqual(digest(authorization.slice('Bearer '.length).trim()), expected);
  };
}
