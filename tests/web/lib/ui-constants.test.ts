import { describe, expect, it } from 'vitest';
import * as countryStorage from '#web/features/countries/country-storage.ts';
import * as sampleOrder from '#web/features/tracking/gps-demo/sample-order.ts';
import * as config from '#web/lib/config.ts';
import * as uiTimings from '#web/lib/ui-timings.ts';

// The screens' constants the spec names (SPEC section 9): timings, toasts, tooltips, skeletons, the
// demo's coordinates, the country's storage key and the brand colour.

describe('web constants (SPEC section 9)', () => {
  it('timings', () => {
    expect(uiTimings.WS_RECONNECT_DELAY_MS).toBe(3000);
    expect(uiTimings.IOS_BANNER_DELAY_MS).toBe(3000);
    expect(uiTimings.IOS_BANNER_DISMISS_DAYS).toBe(7);
    expect(uiTimings.IOS_BANNER_DISMISS_MS).toBe(604_800_000);
    expect(uiTimings.ADMIN_DRIVER_POLL_MS).toBe(5000);
    expect(uiTimings.ADMIN_DRIVER_FORCED_REFRESH_MS).toBe(1000);
    expect(uiTimings.GPS_DEMO_SEARCH_DELAY_MS).toBe(1000);
    expect(uiTimings.TRACKING_REFRESH_MS).toBe(5000);
    expect(uiTimings.TRACKING_REFRESH_FAST_MS).toBe(3000);
    expect(uiTimings.MAP_CLOCK_TICK_MS).toBe(1000);
    expect(uiTimings.DATA_STALE_TIME_MS).toBe(300_000);
  });

  it('toasts, tooltips and skeletons', () => {
    expect(uiTimings.TOAST_LIMIT).toBe(1);
    expect(uiTimings.TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(uiTimings.TOAST_DURATION_MS).toBe(5000);
    expect(uiTimings.TOAST_SWIPE_DIRECTION).toBe('right');
    expect(uiTimings.TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(uiTimings.TOAST_HOTKEY).toEqual(['F8']);
    expect(uiTimings.TOOLTIP_DELAY_MS).toBe(700);
    expect(uiTimings.TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(uiTimings.SKELETON_RESTAURANT_CARDS).toBe(6);
    expect(uiTimings.SKELETON_CATEGORY_PLACEHOLDERS).toBe(7);
  });

  it('demo position, storage key and brand', () => {
    expect(sampleOrder.DEMO_COORDINATES).toEqual({ latitude: 43.65, longitude: -79.35 });
    expect(countryStorage.SELECTED_COUNTRY_STORAGE_KEY).toBe('quickbite.selectedCountry');
    expect(config.THEME_COLOR).toBe('#ea580c');
  });
});
