import { describe, expect, it } from 'vitest';
import { haversineKm } from '#domain/shared/geo.ts';
import type { DriverPosition } from '#domain/tracking/rules.ts';
import {
  customerPosition,
  formatCoordinates,
  latestPosition,
  positionFromUpdate,
  trackerPositions,
} from '#web/features/tracking/tracking-positions.ts';

// The tracker's points and ETA: 2 minutes per km from the driver (or the restaurant) to the customer.

const order = {
  restaurantLatitude: '43.65000000',
  restaurantLongitude: '-79.38000000',
  customerLatitude: '43.6532',
  customerLongitude: '-79.3832',
  deliveryDistance: '0.44',
};

describe('trackerPositions', () => {
  it('measures from the restaurant before the driver has a position', () => {
    const positions = trackerPositions(order, undefined);
    expect(positions.restaurant).toEqual({ latitude: 43.65, longitude: -79.38 });
    expect(positions.customer).toEqual({ latitude: 43.6532, longitude: -79.3832 });
    expect(positions.driver).toBeNull();
    expect(positions.remainingKm).toBeCloseTo(0.44, 2);
    expect(positions.etaMinutes).toBe(1);
  });

  it('measures from the driver once it moves', () => {
    const driver = { latitude: 43.7, longitude: -79.42 };
    const positions = trackerPositions(order, driver);
    const km = haversineKm(driver, { latitude: 43.6532, longitude: -79.3832 });
    expect(positions.driver).toEqual(driver);
    expect(positions.remainingKm).toBeCloseTo(km, 6);
    expect(km).toBeGreaterThan(5);
    expect(positions.etaMinutes).toBe(Math.ceil(km * 2));
  });

  it('leaves the customer out (and so the ETA) when the server had no usable distance', () => {
    const positions = trackerPositions({ ...order, deliveryDistance: null }, undefined);
    expect(positions.customer).toBeNull();
    expect(positions.remainingKm).toBeNull();
    expect(positions.etaMinutes).toBeNull();
  });

  it('copes with a restaurant without coordinates', () => {
    const positions = trackerPositions({ ...order, restaurantLatitude: null }, undefined);
    expect(positions.restaurant).toBeNull();
    expect(positions.etaMinutes).toBeNull();
  });
});

describe('formatCoordinates', () => {
  it('reads a position to four decimals', () => {
    expect(formatCoordinates({ latitude: 43.653226, longitude: -79.383184 })).toBe('43.6532, -79.3832');
  });
});

describe('customerPosition', () => {
  it('is the full view’s position, and nothing in the phone view (no coordinates)', () => {
    expect(customerPosition(order)).toEqual({ latitude: 43.6532, longitude: -79.3832 });
    const { customerLatitude: _lat, customerLongitude: _lng, ...phoneView } = order;
    expect(customerPosition(phoneView)).toBeNull();
    expect(trackerPositions(phoneView, undefined).customer).toBeNull();
  });
});

describe('driver positions', () => {
  const at = '2026-05-01T12:00:00.000Z';
  const data = { orderId: 1, driverId: 2, latitude: 43.7, longitude: -79.4 };

  it('keeps the time the driver’s device sent, or the arrival time when it sent none', () => {
    expect(positionFromUpdate({ ...data, at }, 0)).toEqual({ latitude: 43.7, longitude: -79.4, at });
    const received = Date.parse('2026-05-01T12:00:09.000Z');
    expect(positionFromUpdate(data, received).at).toBe('2026-05-01T12:00:09.000Z');
    expect(positionFromUpdate({ ...data, at: 'garbage' }, received).at).toBe('2026-05-01T12:00:09.000Z');
  });

  it('keeps the newer of the loaded and the live position', () => {
    const older = { latitude: 1, longitude: 1, at };
    const newer = { latitude: 2, longitude: 2, at: '2026-05-01T12:00:03.000Z' };
    expect(latestPosition(older, newer)).toBe(newer);
    expect(latestPosition(newer, older)).toBe(newer);
    expect(latestPosition(null, newer)).toBe(newer);
    expect(latestPosition(older, undefined)).toBe(older);
    expect(latestPosition(null, undefined)).toBeNull();
    expect(latestPosition({ ...newer, at: '?' }, older)).toBe(older);
  });

  it('measures the tracker from a timed position like from any point', () => {
    const driver: DriverPosition = { latitude: 43.7, longitude: -79.42, at };
    const positions = trackerPositions(order, driver);
    expect(positions.driver).toEqual({ latitude: 43.7, longitude: -79.42 });
  });
});
