import tzLookup from '@photostructure/tz-lookup';
import { timeZoneOfPlace } from '#domain/countries/time-zones.ts';
import { isKnownTimeZone } from '#domain/shared/time-zone.ts';

// The IANA zone a restaurant's opening hours are read in: from its coordinates when it has them
// (a lookup table shipped with the server, never sent to browsers), else from its city and country.
// Registration and the data step that fills in existing restaurants both use it.

export function restaurantTimeZone(place: {
  latitude: number | string | null | undefined;
  longitude: number | string | null | undefined;
  country: string;
  city: string;
}): string {
  const latitude =
    place.latitude === null || place.latitude === undefined ? Number.NaN : Number(place.latitude);
  const longitude =
    place.longitude === null || place.longitude === undefined ? Number.NaN : Number(place.longitude);
  if (Number.isFinite(latitude) && Number.isFinite(longitude)) {
    try {
      const zone = tzLookup(latitude, longitude);
      if (isKnownTimeZone(zone)) return zone;
    } catch {
      // Coordinates out of range: the place's name decides.
    }
  }
  return timeZoneOfPlace(place.country, place.city);
}
