// A token bucket per socket: up to `perMinute` messages at once, refilled at `perMinute` a minute.
// Honest clients send one app_connect per (re)connection, so the bucket only bites a flood.

export function createMessageBucket(perMinute: number, now: () => number = Date.now) {
  const refillPerMs = perMinute / 60_000;
  let tokens = perMinute;
  let last = now();

  return {
    /** Spends one token; false when the socket has none left. */
    take(): boolean {
      const at = now();
      tokens = Math.min(perMinute, tokens + (at - last) * refillPerMs);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
