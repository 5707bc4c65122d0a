import { describe, expect, it } from 'vitest';
import { haversineKm } from '#domain/shared/geo.ts';
import {
  CHOOSE_DELIVERY_POINT,
  countryCodeOf,
  dropoffProblem,
  GEOCODER_UNAVAILABLE,
  geocodeFailure,
  nudgePoint,
  toDropoff,
} from '#web/features/ordering/dropoff.ts';
import { serverDropoffProblem } from '#web/features/ordering/order-errors.ts';
import { ApiError } from '#web/lib/api-client.ts';

const restaurant = {
  name: 'Nonna Rosa Pizzeria',
  latitude: '43.6532',
  longitude: '-79.3832',
  deliveryRadiusKm: 8,
};

const apiError = (status: number, body: unknown) =>
  new ApiError(status, 'Error', typeof body === 'string' ? body : JSON.stringify(body));

describe('dropoffProblem', () => {
  it('asks for the pin when there is none, whatever the restaurant', () => {
    expect(dropoffProblem(null, restaurant)).toBe('Choose the delivery point on the map');
    expect(dropoffProblem(null, undefined)).toBe(CHOOSE_DELIVERY_POINT);
  });

  it("accepts a pin inside the radius and refuses one beyond it in the server's words", () => {
    expect(dropoffProblem({ latitude: 43.67, longitude: -79.39 }, restaurant)).toBeNull();
    // About 50 km north of the restaurant.
    const far = { latitude: 44.1, longitude: -79.3832 };
    const km = haversineKm({ latitude: 43.6532, longitude: -79.3832 }, far);
    expect(dropoffProblem(far, restaurant)).toBe(
      `Nonna Rosa Pizzeria delivers within 8 km; this address is ${km.toFixed(1)} km away`,
    );
  });

  it('leaves an unknown restaurant, or one without a position, to the server', () => {
    const far = { latitude: 10, longitude: 10 };
    expect(dropoffProblem(far, undefined)).toBeNull();
    expect(dropoffProblem(far, { ...restaurant, latitude: null, longitude: null })).toBeNull();
  });
});

describe('nudgePoint', () => {
  it('moves the pin about 25 m per press in each direction', () => {
    const start = { latitude: 43.6532, longitude: -79.3832 };
    for (const direction of ['north', 'south', 'east', 'west'] as const) {
      const moved = nudgePoint(start, direction);
      expect(haversineKm(start, moved) * 1000).toBeCloseTo(25, 0);
    }
    expect(nudgePoint(start, 'north').latitude).toBeGreaterThan(start.latitude);
    expect(nudgePoint(start, 'west').longitude).toBeLessThan(start.longitude);
  });

  it('stays on the map at the poles and across the date line', () => {
    expect(nudgePoint({ latitude: 90, longitude: 0 }, 'north').latitude).toBe(90);
    expect(nudgePoint({ latitude: 0, longitude: 179.9999 }, 'east').longitude).toBeLessThan(-179);
  });
});

describe('toDropoff', () => {
  it('rounds to 6 decimals and brings a wrapped longitude back into range', () => {
    expect(toDropoff({ latitude: 43.123456789, longitude: -79.987654321 })).toEqual({
      latitude: 43.123457,
      longitude: -79.987654,
    });
    expect(toDropoff({ latitude: 10, longitude: 190 }).longitude).toBe(-170);
  });
});

describe('geocodeFailure', () => {
  it('says for good that search is off on 503 geocoder_unavailable', () => {
    const error = apiError(503, { message: 'whatever', code: 'geocoder_unavailable' });
    expect(geocodeFailure(error)).toEqual({
      kind: 'unavailable',
      message: 'Address search is not available: place the pin on the map',
    });
    expect(GEOCODER_UNAVAILABLE).toBe('Address search is not available: place the pin on the map');
  });

  it("offers a retry with the server's message on 429, 502 and 504, and ours without one", () => {
    expect(geocodeFailure(apiError(429, { message: 'Slow down', code: 'rate_limited' }))).toEqual({
      kind: 'retry',
      message: 'Slow down',
    });
    expect(geocodeFailure(apiError(502, '<html>Bad gateway</html>')).kind).toBe('retry');
    expect(geocodeFailure(apiError(504, '')).message).toMatch(/took too long/);
    expect(geocodeFailure(new TypeError('Failed to fetch')).message).toMatch(/try again/);
  });
});

describe('countryCodeOf', () => {
  it("turns the restaurant's country name into its two-letter code", () => {
    expect(countryCodeOf('Canada')).toBe('CA');
    expect(countryCodeOf('japan')).toBe('JP');
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOf(undefined)).toBeNull();
  });
});

describe('serverDropoffProblem', () => {
  it('reads the 409 outside_delivery_area message and a 400 on the coordinates', () => {
    const message = 'Nonna Rosa Pizzeria delivers within 8 km; this address is 12.3 km away';
    expect(serverDropoffProblem(apiError(409, { message, code: 'outside_delivery_area' }))).toBe(message);
    expect(
      serverDropoffProblem(
        apiError(400, {
          message: 'customerLatitude: Choose the delivery point on the map',
          code: 'validation_error',
          fields: { customerLatitude: 'Choose the delivery point on the map' },
        }),
      ),
    ).toBe('Choose the delivery point on the map');
    expect(serverDropoffProblem(apiError(409, { message: 'closed', code: 'restaurant_closed' }))).toBeNull();
  });
});
