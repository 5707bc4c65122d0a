import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../../../src/domain/geo';
import {
  formatCoordinates,
  trackerPositions,
} from '../../../../src/web/features/tracking/tracking-positions';

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
