import { useEffect } from 'react';

/**
 * Keeps the screen on while `enabled` (Screen Wake Lock): the restaurant board on a counter tablet
 * must not dim into missing an order, nor a driver's phone mid-delivery stop sharing its position.
 * The browser drops the lock whenever the page is hidden, so it is asked for again each time the
 * page becomes visible. Where the API is missing or refuses (battery saver, no secure context) the
 * screen simply works without it.
 */
export function useWakeLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) void next.release();
        else sentinel = next;
      } catch {
        // Refused: nothing to do, the screen just follows its usual timeout.
      }
    };
    const onVisibilityChange = () => void request();
    void request();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release();
    };
  }, [enabled]);
}
