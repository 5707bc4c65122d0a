// Toast texts of ordering (SPEC sections 5, 8 and the ordering issue); binding word for word.
// MISSING_INFO_TITLE / DESCRIPTION come from the domain through details-check.ts (zod stays lazy).

export const ORDER_PLACED_TITLE = 'Order placed successfully!';
export const orderPlacedDescription = (id: number) =>
  `Your order #${id} has been confirmed. Payment distribution calculated automatically.`;
export const ORDER_FAILED_TITLE = 'Order failed';
export const ORDER_FAILED_DESCRIPTION = 'Please try again later.';

export const PAYMENT_FAILED_TITLE = 'Payment Failed';
export const PAYMENT_FAILED_FALLBACK = 'Please try again';

/** /checkout's success toast. */
export const CHECKOUT_SUCCESS_TITLE = 'Order Placed Successfully!';
export const checkoutSuccessDescription = (id: number) => `Your order number is #${id}.`;

export const CHECKOUT_EMPTY_TITLE = 'Your cart is empty';
export const CHECKOUT_EMPTY_DESCRIPTION = 'Add items to your cart to checkout';

/** Ours: details that are filled in but not valid (e.g. a phone number with letters). */
export const CHECK_DETAILS_TITLE = 'Check your details';

/** Ours (DESIGN deviation 15): the details form's choice to keep name, phone, address and pin. */
export const REMEMBER_DETAILS_LABEL = 'Remember my details on this device';
export const REMEMBER_DETAILS_HINT =
  'After your order, your name, phone, address and delivery point are kept in this browser for next time.';
export const FORGET_DETAILS_LABEL = 'Forget my details';
/** Said (politely) once "Forget my details" has removed them. */
export const DETAILS_FORGOTTEN = 'Your details were removed from this device.';

/** The 409 code of a promotion code the order cannot have, and what the field then says. */
export const PROMO_CODE_INVALID_CODE = 'promo_code_invalid';
export const PROMO_CODE_INVALID = 'This code is not valid for this order';

/** While the server prices the order for the first time, and when it could not. */
export const QUOTE_PENDING = 'Working out the delivery fee, tax and total…';
export const QUOTE_FAILED = 'The total could not be worked out right now.';

/** The checkout's delivery time (orders for later, issue 37). */
export const DELIVERY_TIME_LEGEND = 'Delivery time';
export const AS_SOON_AS_POSSIBLE = 'As soon as possible';
export const SCHEDULE_FOR_LATER = 'Schedule for later';
export const NO_DELIVERY_TIMES = 'No delivery times in the next 7 days';
export const DELIVERY_TIMES_LOADING = 'Loading delivery times…';
export const DELIVERY_TIMES_FAILED = 'The delivery times could not be loaded.';
