import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` while `enabled`: one clock for every age and time
 * left a screen shows (the board's order cards, the desk's order ages, a driver position's age).
 */
export function useNow(intervalMs: number, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}
