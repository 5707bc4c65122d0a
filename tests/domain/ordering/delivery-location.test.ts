import { describe, expect, it } from 'vitest';
import { deliveryReach, parseLatLng } from '#domain/ordering/delivery-location.ts';
import {
  DELIVERY_RADIUS_RANGE,
  formatDistanceKm,
  outsideDeliveryAreaMessage,
} from '#domain/ordering/messages.ts';
import { haversineKm, roundKm } from '#domain/shared/geo.ts';

// The drop-off and the restaurant's delivery area (DESIGN deviation 14): straight-line distance,
// compared unrounded with the radius.

const NONNA_ROSA = { latitude: 43.64551, longitude: -79.41163 };
const CITY_HALL = { latitude: 43.6532, longitude: -79.3832 };
/** Kilometres per degree of latitude on the haversine earth (radius 6371 km). */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;
const northOf = (point: { latitude: number; longitude: number }, km: number) => ({
  latitude: point.latitude + km / KM_PER_DEGREE,
  longitude: point.longitude,
});
const restaurantAt = (point: { latitude: number; longitude: number }, deliveryRadiusKm = 8) => ({
  latitude: String(point.latitude),
  longitude: String(point.longitude),
  deliveryRadiusKm,
});

describe('parseLatLng', () => {
  it('reads stored or sent coordinate text', () => {
    expect(parseLatLng('43.65320000', '-79.38320000')).toEqual(CITY_HALL);
    expect(parseLatLng('-90', '180')).toEqual({ latitude: -90, longitude: 180 });
    expect(parseLatLng('0', '0')).toEqual({ latitude: 0, longitude: 0 });
  });

  it.each([
    [null, '-79.38'],
    ['43.65', undefined],
    ['', ''],
    ['north', '-79.38'],
    ['43.65', 'NaN'],
    ['Infinity', '0'],
    ['90.0001', '0'],
    ['0', '-180.5'],
  ])('gives null for (%j, %j)', (latitude, longitude) => {
    expect(parseLatLng(latitude, longitude)).toBeNull();
  });
});

describe('deliveryReach', () => {
  it('gives the unrounded haversine distance and accepts a drop-off inside the radius', () => {
    const reach = deliveryReach(restaurantAt(NONNA_ROSA), CITY_HALL);
    expect(reach.withinArea).toBe(true);
    expect(reach.distanceKm).toBe(haversineKm(NONNA_ROSA, CITY_HALL));
    expect(roundKm(reach.distanceKm ?? -1)).toBe(2.44);
  });

  it('refuses a drop-off beyond the radius (10.83 km from Nonna Rosa, radius 8)', () => {
    const reach = deliveryReach(restaurantAt(NONNA_ROSA), { latitude: 43.7, longitude: -79.3 });
    expect(reach.withinArea).toBe(false);
    expect(roundKm(reach.distanceKm ?? -1)).toBe(10.83);
    // The same point is inside a 12 km radius.
    expect(deliveryReach(restaurantAt(NONNA_ROSA, 12), { latitude: 43.7, longitude: -79.3 }).withinArea).toBe(
      true,
    );
  });

  it('decides on the unrounded distance: 8.04 km is beyond 8 km although it reads 8.0', () => {
    const reach = deliveryReach(restaurantAt(CITY_HALL), northOf(CITY_HALL, 8.04));
    expect(reach.distanceKm).toBeCloseTo(8.04, 6);
    expect(reach.withinArea).toBe(false);
    expect(formatDistanceKm(reach.distanceKm ?? -1)).toBe('8.0');
  });

  it('accepts a drop-off just inside the edge', () => {
    const reach = deliveryReach(restaurantAt(CITY_HALL), northOf(CITY_HALL, 7.99));
    expect(reach.withinArea).toBe(true);
    // Stored with 2 decimals, a distance inside a whole-km radius stays inside it.
    expect(roundKm(reach.distanceKm ?? -1)).toBeLessThanOrEqual(8);
  });

  it('is 0 at the restaurant itself', () => {
    expect(deliveryReach(restaurantAt(NONNA_ROSA, 1), NONNA_ROSA)).toEqual({
      distanceKm: 0,
      withinArea: true,
    });
  });

  it('cannot measure from a restaurant without a position: no distance, no refusal', () => {
    expect(deliveryReach({ latitude: null, longitude: null, deliveryRadiusKm: 8 }, CITY_HALL)).toEqual({
      distanceKm: null,
      withinArea: true,
    });
  });
});

describe('outsideDeliveryAreaMessage', () => {
  it('names the restaurant, its radius and the distance to one decimal', () => {
    expect(outsideDeliveryAreaMessage('Nonna Rosa Pizzeria', 8, 10.8349)).toBe(
      'Nonna Rosa Pizzeria delivers within 8 km; this address is 10.8 km away',
    );
    expect(outsideDeliveryAreaMessage('Kazeya Ramen', 3, 3.04)).toBe(
      'Kazeya Ramen delivers within 3 km; this address is 3.0 km away',
    );
  });

  it('has a range message naming the field', () => {
    expect(DELIVERY_RADIUS_RANGE).toBe('Delivery radius must be between 1 and 50 km');
  });
});
