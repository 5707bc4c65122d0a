import { describe, expect, it } from 'vitest';
import * as payouts from '#domain/order-lifecycle/payouts.ts';
import * as deliveryLocation from '#domain/ordering/delivery-location.ts';
import * as rules from '#domain/ordering/rules.ts';
import * as decimalSchema from '#domain/shared/decimal-schema.ts';
import * as fields from '#domain/shared/fields.ts';
import * as geo from '#domain/shared/geo.ts';
import * as countryStorage from '#web/features/countries/country-storage.ts';
import * as sampleOrder from '#web/features/tracking/gps-demo/sample-order.ts';
import * as config from '#web/lib/config.ts';
import * as uiTimings from '#web/lib/ui-timings.ts';

describe('business constants (SPEC sections 1 and 9)', () => {
  it('checkout', () => {
    expect(rules.DELIVERY_FEE).toBe('4.99');
    expect(rules.DELIVERY_FEE_CENTS).toBe(499);
    expect(rules.DRAWER_TIP).toBe('0.00');
    expect(rules.DRAWER_ESTIMATED_DELIVERY).toBe('25-35 min');
    expect(rules.CHECKOUT_ESTIMATED_DELIVERY).toBe('30-45 min');
    expect(rules.TIP_PRESETS).toEqual([0, 3, 5, 10]);
    expect(rules.MIN_CUSTOM_TIP).toBe(0);
    expect(rules.PAYMENT_CURRENCY).toBe('usd');
  });

  it('payouts', () => {
    expect(payouts.DRIVER_BASE_PAY_CENTS).toBe(500);
    expect(payouts.DRIVER_PAY_PER_KM_CENTS).toBe(100);
    expect(payouts.DRIVER_INCLUDED_KM).toBe(5);
    expect(payouts.TIP_FEE_THRESHOLD_CENTS).toBe(2000);
    expect(payouts.TIP_FEE_CENTS).toBe(500);
    expect(payouts.RESTAURANT_DELIVERY_FEE_SHARE_PERCENT).toBe(20);
    expect(payouts.DRIVER_AVERAGE_EARNINGS_PER_HOUR).toBe('$15-25');
  });

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

  it('geography, storage and limits', () => {
    expect(geo.ETA_MINUTES_PER_KM).toBe(2);
    expect(geo.EARTH_RADIUS_KM).toBe(6371);
    expect(sampleOrder.DEMO_COORDINATES).toEqual({ latitude: 43.65, longitude: -79.35 });
    expect(deliveryLocation.GEOLOCATION_FALLBACK).toEqual({ latitude: 25.7743, longitude: -80.1937 });
    expect(countryStorage.SELECTED_COUNTRY_STORAGE_KEY).toBe('quickbite.selectedCountry');
    expect(fields.PASSWORD_MIN_LENGTH).toBe(6);
    expect(fields.RESTAURANT_PHONE_MIN_LENGTH).toBe(10);
    expect(decimalSchema.DECIMAL_PRECISION.fee).toEqual({ precision: 4, scale: 2 });
    expect(decimalSchema.DECIMAL_PRECISION.total).toEqual({ precision: 6, scale: 2 });
    expect(decimalSchema.DECIMAL_PRECISION.distance).toEqual({ precision: 5, scale: 2 });
    expect(config.THEME_COLOR).toBe('#ea580c');
  });
});
