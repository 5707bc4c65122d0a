import { describe, expect, it } from 'vitest';
import {
  coordinatesText,
  destinationOf,
  directionsUrl,
  navigationTarget,
  telHref,
} from '#web/features/driver-deliveries/navigation.ts';
import { delivery } from './fixtures';

describe('directionsUrl', () => {
  it('is a Google Maps directions link with the destination encoded', () => {
    expect(directionsUrl('55 Bloor St W, Toronto')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=55%20Bloor%20St%20W%2C%20Toronto',
    );
    expect(directionsUrl('43.669,-79.389')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=43.669%2C-79.389',
    );
  });
});

describe('destinationOf', () => {
  it('prefers the written address, falls back to the coordinates, else null', () => {
    expect(destinationOf(' 1 Main St ', '43.6', '-79.3')).toBe('1 Main St');
    expect(destinationOf(null, '43.66900000', '-79.38900000')).toBe('43.669,-79.389');
    expect(destinationOf('  ', '43.6', '-79.3')).toBe('43.6,-79.3');
    expect(destinationOf(null, null, '-79.3')).toBeNull();
    expect(coordinatesText('north', '-79.3')).toBeNull();
    expect(coordinatesText('', '')).toBeNull();
  });
});

describe('navigationTarget', () => {
  it('leads to the restaurant while the food is there (preparing, ready)', () => {
    for (const status of ['preparing', 'ready']) {
      const target = navigationTarget({ ...delivery, status });
      expect(target?.to).toBe('restaurant');
      expect(target?.label).toBe('Navigate to restaurant');
      expect(target?.url).toBe(directionsUrl('120 King St W, Toronto'));
    }
  });

  it('leads to the customer once picked up', () => {
    for (const status of ['picked-up', 'on-the-way']) {
      const target = navigationTarget({ ...delivery, status });
      expect(target?.to).toBe('customer');
      expect(target?.label).toBe('Navigate to customer');
      expect(target?.url).toBe(directionsUrl('55 Bloor St W, Toronto, ON M4W 1A5'));
    }
  });

  it('uses the restaurant position when it has no address, and gives up when it has neither', () => {
    const noAddress = { ...delivery, pickup: { ...delivery.pickup, address: null } };
    expect(navigationTarget(noAddress)?.url).toBe(directionsUrl('43.648,-79.384'));
    const nowhere = { ...noAddress, pickup: { ...noAddress.pickup, latitude: null } };
    expect(navigationTarget(nowhere)).toBeNull();
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+1 (416) 555-0199')).toBe('tel:+14165550199');
    expect(telHref('416.555.0199')).toBe('tel:4165550199');
    expect(telHref('n/a')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});
