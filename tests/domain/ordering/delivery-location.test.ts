import { describe, expect, it } from 'vitest';
import {
  GEOLOCATION_FALLBACK,
  isGeolocationFallback,
  parseLatLng,
  routeDistanceKm,
} from '#domain/ordering/delivery-location.ts';
import { MAX_DELIVERY_DISTANCE_KM } from '#domain/ordering/rules.ts';

// Whether the customer's coordinates can be used for the route (DESIGN section 4).

const NONNA_ROSA = { latitude: 43.64551, longitude: -79.41163 };
const CITY_HALL = { latitude: 43.6532, longitude: -79.3832 };

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

describe('routeDistanceKm', () => {
  it('gives the haversine distance in km with 2 decimals for a Toronto pair', () => {
    expect(routeDistanceKm(NONNA_ROSA, CITY_HALL)).toBe(2.44);
    expect(routeDistanceKm(NONNA_ROSA, { latitude: 43.7, longitude: -79.3 })).toBe(10.83);
  });

  it('is null for the geolocation fallback, which says nothing about the customer', () => {
    expect(isGeolocationFallback(GEOLOCATION_FALLBACK)).toBe(true);
    expect(routeDistanceKm(NONNA_ROSA, GEOLOCATION_FALLBACK)).toBeNull();
    // Even for a restaurant right next to it.
    expect(routeDistanceKm({ latitude: 25.775, longitude: -80.19 }, GEOLOCATION_FALLBACK)).toBeNull();
    // A position near, but not at, the fallback is a real position.
    expect(
      routeDistanceKm({ latitude: 25.775, longitude: -80.19 }, { latitude: 25.78, longitude: -80.19 }),
    ).toBe(0.56);
  });

  it(`is null beyond ${MAX_DELIVERY_DISTANCE_KM} km (Toronto to Montreal) and kept up to it`, () => {
    expect(routeDistanceKm(NONNA_ROSA, { latitude: 45.5017, longitude: -73.5673 })).toBeNull();
    // 0.45 degrees of latitude is about 50.04 km; 0.44 about 48.93 km.
    expect(
      routeDistanceKm(CITY_HALL, { latitude: CITY_HALL.latitude + 0.45, longitude: CITY_HALL.longitude }),
    ).toBeNull();
    expect(
      routeDistanceKm(CITY_HALL, { latitude: CITY_HALL.latitude + 0.44, longitude: CITY_HALL.longitude }),
    ).toBe(48.93);
  });

  it('is null when either position is unknown', () => {
    expect(routeDistanceKm(null, CITY_HALL)).toBeNull();
    expect(routeDistanceKm(NONNA_ROSA, null)).toBeNull();
  });

  it('is 0 for the restaurant itself', () => {
    expect(routeDistanceKm(NONNA_ROSA, NONNA_ROSA)).toBe(0);
  });
});
