// The brand as the web app shows it. Shared timings live in ui-timings.ts.

export const APP_NAME = 'QuickBite';
export const TAGLINE = 'Fast Meals. Fast Rides. One App.';

/** Shown when a restaurant image is missing or cannot be loaded. */
export const DEFAULT_RESTAURANT_IMAGE = '/images/restaurants/default.svg';

/** The brand colour: theme colour of the installed app, buttons and icons. */
export const THEME_COLOR = '#ea580c';
