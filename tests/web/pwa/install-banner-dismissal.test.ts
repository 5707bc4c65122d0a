import { describe, expect, it, vi } from 'vitest';
import {
  INSTALL_BANNER_DISMISSED_KEY,
  isDismissalActive,
  readDismissedAt,
  storeDismissedAt,
} from '#web/features/pwa/install-banner-dismissal.ts';
import { IOS_BANNER_DISMISS_MS } from '#web/lib/ui-timings.ts';

describe('install banner dismissal (7 days, SPEC section 9)', () => {
  const now = Date.UTC(2026, 0, 15);

  it('hides the banner for 7 days after a dismissal, then lets it show again', () => {
    expect(isDismissalActive(null, now)).toBe(false);
    expect(isDismissalActive(now, now)).toBe(true);
    expect(isDismissalActive(now - IOS_BANNER_DISMISS_MS + 1, now)).toBe(true);
    expect(isDismissalActive(now - IOS_BANNER_DISMISS_MS, now)).toBe(false);
    expect(IOS_BANNER_DISMISS_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('does not let a timestamp from the future hide the banner', () => {
    expect(isDismissalActive(now + 60_000, now)).toBe(false);
    expect(isDismissalActive(Number.NaN, now)).toBe(false);
  });

  it('stores the moment locally and reads it back; unreadable values count as none', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    } as unknown as Storage;
    expect(readDismissedAt(storage)).toBeNull();
    storeDismissedAt(now, storage);
    expect(data.get(INSTALL_BANNER_DISMISSED_KEY)).toBe(String(now));
    expect(readDismissedAt(storage)).toBe(now);
    data.set(INSTALL_BANNER_DISMISSED_KEY, 'yesterday');
    expect(readDismissedAt(storage)).toBeNull();
  });

  it('only logs when storage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readDismissedAt(broken)).toBeNull();
    expect(() => storeDismissedAt(now, broken)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
