// Business constants and limits of SPEC sections 1 and 9, named once so no screen or route
// carries its own copy of a magic number.

// --- Money and checkout (SPEC section 9) -----------------------------------------------------------

/** Fixed delivery fee in the drawer and on /checkout, as the decimal string the API sends. */
export const DELIVERY_FEE = '4.99';
export const DELIVERY_FEE_CENTS = 499;
/** The drawer has no tip field: it always sends this. */
export const DRAWER_TIP = '0.00';
export const DRAWER_ESTIMATED_DELIVERY = '25-35 min';
export const CHECKOUT_ESTIMATED_DELIVERY = '30-45 min';
/** Tip preset buttons on /checkout, in whole dollars. */
export const TIP_PRESETS = [0, 3, 5, 10] as const;
export const MIN_CUSTOM_TIP = 0;
/** Upper bound on a tip, so a typo cannot charge a customer thousands (ours: spec is silent). */
export const MAX_TIP = '500.00';
export const PAYMENT_CURRENCY = 'usd';
/** Totals are numeric(6,2): nothing above this can be stored or charged. */
export const MAX_ORDER_TOTAL = '9999.99';
/**
 * Beyond this distance from the restaurant the customer's coordinates cannot be where the food goes
 * (a device elsewhere, or the geolocation fallback): the order keeps its address, but no route
 * distance, map position or distance pay is derived from them.
 */
export const MAX_DELIVERY_DISTANCE_KM = 50;
export const MONEY_STEP = 0.01;

// --- Partner payouts (SPEC section 1; computed in payouts.ts) -----------------------------------------

export const DRIVER_BASE_PAY_CENTS = 500;
export const DRIVER_PAY_PER_KM_CENTS = 100;
/** Kilometres included in the base pay; only distance beyond this earns the per-km rate. */
export const DRIVER_INCLUDED_KM = 5;
/** Tips up to and including this go fully to the driver. */
export const TIP_FEE_THRESHOLD_CENTS = 2000;
/** Deducted from tips above the threshold; it goes to the company. */
export const TIP_FEE_CENTS = 500;
export const RESTAURANT_DELIVERY_FEE_SHARE_PERCENT = 20;
/** Restaurants keep 100% of food sales: no commission. */
export const RESTAURANT_COMMISSION_PERCENT = 0;
export const DRIVER_AVERAGE_EARNINGS_PER_HOUR = '$15-25';

// --- Validation limits -------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 6;
export const RESTAURANT_PHONE_MIN_LENGTH = 10;

/** numeric(precision, scale) of each stored decimal (SPEC section 9). */
export const DECIMAL_PRECISION = Object.freeze({
  restaurantRating: { precision: 2, scale: 1 },
  driverRating: { precision: 3, scale: 2 },
  fee: { precision: 4, scale: 2 },
  total: { precision: 6, scale: 2 },
  latitude: { precision: 10, scale: 8 },
  longitude: { precision: 11, scale: 8 },
  distance: { precision: 5, scale: 2 },
  menuPrice: { precision: 10, scale: 2 },
} as const);

// --- Timing (milliseconds) -----------------------------------------------------------------------------

export const WS_RECONNECT_DELAY_MS = 3000;
export const IOS_BANNER_DELAY_MS = 3000;
export const IOS_BANNER_DISMISS_DAYS = 7;
export const IOS_BANNER_DISMISS_MS = IOS_BANNER_DISMISS_DAYS * 24 * 60 * 60 * 1000;
export const ADMIN_DRIVER_POLL_MS = 5000;
/** The admin driver list is refetched once, cache cleared, this long after the panel opens. */
export const ADMIN_DRIVER_FORCED_REFRESH_MS = 1000;
export const GPS_DEMO_SEARCH_DELAY_MS = 1000;
/** Demo tracking refresh: two views use the slower interval, one the faster. */
export const TRACKING_REFRESH_MS = 5000;
export const TRACKING_REFRESH_FAST_MS = 3000;
export const MAP_CLOCK_TICK_MS = 1000;
/** TanStack Query staleTime: fresh data lasts 5 minutes. */
export const DATA_STALE_TIME_MS = 5 * 60 * 1000;

// --- Toasts and tooltips (Radix defaults the spec names) -------------------------------------------

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'] as const;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// --- Loading skeletons -----------------------------------------------------------------------------------

export const SKELETON_RESTAURANT_CARDS = 6;
export const SKELETON_CATEGORY_PLACEHOLDERS = 7;

// --- Geography ---------------------------------------------------------------------------------------------

export const ETA_MINUTES_PER_KM = 2;
export const EARTH_RADIUS_KM = 6371;
/** Where the tracking demo places its driver (about downtown Toronto). */
export const DEMO_COORDINATES = Object.freeze({ latitude: 43.65, longitude: -79.35 });
/** Used by the drawer when browser geolocation fails. */
export const GEOLOCATION_FALLBACK = Object.freeze({ latitude: 25.7743, longitude: -80.1937 });

// --- Browser storage ---------------------------------------------------------------------------------------

/** The selected country is stored as JSON under this product-specific key. */
export const SELECTED_COUNTRY_STORAGE_KEY = 'quickbite.selectedCountry';

// --- Brand and finance page -------------------------------------------------------------------------------

export const THEME_COLOR = '#ea580c';
export const FINANCE_RECENT_ORDERS = 10;
export const FINANCE_CSV_BASENAME = 'financial-report';
