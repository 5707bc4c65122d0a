// Checkout's rules and limits (SPEC section 9), named once so no screen or route carries its own
// copy of a magic number. Money depends on the restaurant (DESIGN deviation 16): its delivery fee,
// its tax, its country's rate card (tip presets; the spec's 0/3/5/10 are the US and Canada card's)
// and its currency's limits (order-limits.ts).

/** The drawer has no tip field: it always sends this. */
export const DRAWER_TIP = '0.00';
export const DRAWER_ESTIMATED_DELIVERY = '25-35 min';
export const CHECKOUT_ESTIMATED_DELIVERY = '30-45 min';
export const MIN_CUSTOM_TIP = 0;
/**
 * A restaurant delivers within a straight-line radius of whole kilometres (DESIGN deviation 14):
 * a drop-off farther away is refused, so distance pay can never exceed the radius.
 */
export const MIN_DELIVERY_RADIUS_KM = 1;
export const MAX_DELIVERY_RADIUS_KM = 50;
export const DEFAULT_DELIVERY_RADIUS_KM = 8;
