import { describe, expect, it } from 'vitest';
import { requestPosition } from '#web/features/ordering/geolocation.ts';

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

  it('answers unavailable when the browser throws instead of calling back', async () => {
    const throwing = {
      getCurrentPosition() {
        throw new Error('blocked by the embedding page');
      },
    } as unknown as Geolocation;
    await expect(requestPosition(throwing)).resolves.toEqual({ kind: 'unavailable' });
  });
});
