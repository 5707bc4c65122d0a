// Web-only constants. Business constants (toasts, tooltips, data freshness, skeleton counts)
// live in src/domain/constants.ts and are imported from there.

export const APP_NAME = 'QuickBite';
export const TAGLINE = 'Fast Meals. Fast Rides. One App.';

/** Shown when a restaurant image is missing or cannot be loaded. */
export const DEFAULT_RESTAURANT_IMAGE = '/images/restaurants/default.svg';
