import { describe, expect, it } from 'vitest';
import * as c from '#domain/constants.ts';

describe('business constants (SPEC sections 1 and 9)', () => {
  it('checkout', () => {
    expect(c.DELIVERY_FEE).toBe('4.99');
    expect(c.DELIVERY_FEE_CENTS).toBe(499);
    expect(c.DRAWER_TIP).toBe('0.00');
    expect(c.DRAWER_ESTIMATED_DELIVERY).toBe('25-35 min');
    expect(c.CHECKOUT_ESTIMATED_DELIVERY).toBe('30-45 min');
    expect(c.TIP_PRESETS).toEqual([0, 3, 5, 10]);
    expect(c.MIN_CUSTOM_TIP).toBe(0);
    expect(c.PAYMENT_CURRENCY).toBe('usd');
  });

  it('payouts', () => {
    expect(c.DRIVER_BASE_PAY_CENTS).toBe(500);
    expect(c.DRIVER_PAY_PER_KM_CENTS).toBe(100);
    expect(c.DRIVER_INCLUDED_KM).toBe(5);
    expect(c.TIP_FEE_THRESHOLD_CENTS).toBe(2000);
    expect(c.TIP_FEE_CENTS).toBe(500);
    expect(c.RESTAURANT_DELIVERY_FEE_SHARE_PERCENT).toBe(20);
    expect(c.DRIVER_AVERAGE_EARNINGS_PER_HOUR).toBe('$15-25');
  });

  it('timings', () => {
    expect(c.WS_RECONNECT_DELAY_MS).toBe(3000);
    expect(c.IOS_BANNER_DELAY_MS).toBe(3000);
    expect(c.IOS_BANNER_DISMISS_DAYS).toBe(7);
    expect(c.IOS_BANNER_DISMISS_MS).toBe(604_800_000);
    expect(c.ADMIN_DRIVER_POLL_MS).toBe(5000);
    expect(c.ADMIN_DRIVER_FORCED_REFRESH_MS).toBe(1000);
    expect(c.GPS_DEMO_SEARCH_DELAY_MS).toBe(1000);
    expect(c.TRACKING_REFRESH_MS).toBe(5000);
    expect(c.TRACKING_REFRESH_FAST_MS).toBe(3000);
    expect(c.MAP_CLOCK_TICK_MS).toBe(1000);
    expect(c.DATA_STALE_TIME_MS).toBe(300_000);
  });

  it('toasts, tooltips and skeletons', () => {
    expect(c.TOAST_LIMIT).toBe(1);
    expect(c.TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(c.TOAST_DURATION_MS).toBe(5000);
    expect(c.TOAST_SWIPE_DIRECTION).toBe('right');
    expect(c.TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(c.TOAST_HOTKEY).toEqual(['F8']);
    expect(c.TOOLTIP_DELAY_MS).toBe(700);
    expect(c.TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(c.SKELETON_RESTAURANT_CARDS).toBe(6);
    expect(c.SKELETON_CATEGORY_PLACEHOLDERS).toBe(7);
  });

  it('geography, storage and limits', () => {
    expect(c.ETA_MINUTES_PER_KM).toBe(2);
    expect(c.EARTH_RADIUS_KM).toBe(6371);
    expect(c.DEMO_COORDINATES).toEqual({ latitude: 43.65, longitude: -79.35 });
    expect(c.GEOLOCATION_FALLBACK).toEqual({ latitude: 25.7743, longitude: -80.1937 });
    expect(c.SELECTED_COUNTRY_STORAGE_KEY).toBe('quickbite.selectedCountry');
    expect(c.PASSWORD_MIN_LENGTH).toBe(6);
    expect(c.RESTAURANT_PHONE_MIN_LENGTH).toBe(10);
    expect(c.DECIMAL_PRECISION.fee).toEqual({ precision: 4, scale: 2 });
    expect(c.DECIMAL_PRECISION.total).toEqual({ precision: 6, scale: 2 });
    expect(c.DECIMAL_PRECISION.distance).toEqual({ precision: 5, scale: 2 });
    expect(c.THEME_COLOR).toBe('#ea580c');
  });
});
