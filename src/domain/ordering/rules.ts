// Checkout's money rules and limits (SPEC section 9), named once so no screen or route carries
// its own copy of a magic number.

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
/**
 * A restaurant delivers within a straight-line radius of whole kilometres (DESIGN deviation 14):
 * a drop-off farther away is refused, so distance pay can never exceed the radius.
 */
export const MIN_DELIVERY_RADIUS_KM = 1;
export const MAX_DELIVERY_RADIUS_KM = 50;
export const DEFAULT_DELIVERY_RADIUS_KM = 8;
