import { describe, expect, it } from 'vitest';
import { GEOLOCATION_FALLBACK } from '#domain/ordering/delivery-location.ts';
import { coordinatesFor, LocationDeniedError, requestPosition } from '#web/features/ordering/geolocation.ts';

function fakeGeolocation(answer: { latitude: number; longitude: number } | { code: number }): Geolocation {
  return {
    getCurrentPosition(success, failure) {
      if ('code' in answer) failure?.({ code: answer.code, message: 'no' } as GeolocationPositionError);
      else success({ coords: answer } as GeolocationPosition);
    },
  } as Geolocation;
}

describe('requestPosition', () => {
  it('answers the position, a denial, or unavailable', async () => {
    await expect(requestPosition(fakeGeolocation({ latitude: 43.65, longitude: -79.38 }))).resolves.toEqual({
      kind: 'position',
      coordinates: { latitude: 43.65, longitude: -79.38 },
    });
    await expect(requestPosition(fakeGeolocation({ code: 1 }))).resolves.toEqual({ kind: 'denied' });
    await expect(requestPosition(fakeGeolocation({ code: 3 }))).resolves.toEqual({ kind: 'unavailable' });
    await expect(requestPosition(undefined)).resolves.toEqual({ kind: 'unavailable' });
  });
});

describe('coordinatesFor', () => {
  const here = { latitude: 1, longitude: 2 };

  it('uses the position when there is one', () => {
    expect(coordinatesFor({ kind: 'position', coordinates: here }, 'denied-fails')).toEqual(here);
  });

  it('falls back to 25.7743, -80.1937 in the drawer, whatever went wrong', () => {
    expect(coordinatesFor({ kind: 'denied' }, 'fallback')).toEqual(GEOLOCATION_FALLBACK);
    expect(coordinatesFor({ kind: 'unavailable' }, 'fallback')).toEqual({
      latitude: 25.7743,
      longitude: -80.1937,
    });
  });

  it('stops on /checkout only when the permission is denied', () => {
    expect(() => coordinatesFor({ kind: 'denied' }, 'denied-fails')).toThrow(LocationDeniedError);
    expect(coordinatesFor({ kind: 'unavailable' }, 'denied-fails')).toEqual(GEOLOCATION_FALLBACK);
  });
});
