import { IOS_BANNER_DISMISS_MS } from '#web/lib/ui-timings.ts';

// The install banners come back at most once a week after a dismissal (SPEC sections 4 and 9).
// The moment of dismissal is kept in localStorage; storage failures (private mode, quota) only
// mean the banner may show again.

export const INSTALL_BANNER_DISMISSED_KEY = 'quickbite.installBannerDismissedAt';

/** Whether a dismissal at `dismissedAt` (epoch ms, or null for never) still hides the banner at `now`. */
export function isDismissalActive(dismissedAt: number | null, now: number): boolean {
  if (dismissedAt === null || !Number.isFinite(dismissedAt)) return false;
  // A timestamp from the future (the clock was changed) must not hide the banner for longer than
  // a week, so it counts as no dismissal.
  const elapsed = now - dismissedAt;
  return elapsed >= 0 && elapsed < IOS_BANNER_DISMISS_MS;
}

export function readDismissedAt(storage: Storage | undefined = safeLocalStorage()): number | null {
  try {
    const raw = storage?.getItem(INSTALL_BANNER_DISMISSED_KEY);
    if (!raw) return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch (error) {
    console.warn('Could not read the install banner dismissal', error);
    return null;
  }
}

export function storeDismissedAt(now: number, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(INSTALL_BANNER_DISMISSED_KEY, String(now));
  } catch (error) {
    console.warn('Could not store the install banner dismissal', error);
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
