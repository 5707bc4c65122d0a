// Binding texts of SPEC sections 2 and 8 for finding and tracking orders.

export const NO_ORDERS_FOR_PHONE = 'No orders found for this phone number.';
export const NO_ORDERS_FOUND = 'No Orders Found';
export const LOOKUP_FAILED = 'Unable to find orders. Please check your phone number and try again.';
export const TILES_FAILED = 'Map tiles could not load. The positions below are still live.';

// Ours: the customer cancelling before the kitchen starts (issue 38), and orders for later (issue 37).
export const CANCEL_ORDER = 'Cancel order';
export const CANCEL_ORDER_TITLE = 'Cancel this order?';
export const KEEP_ORDER = 'Keep order';
export const ORDER_CANCELLED_TOAST = 'Order cancelled';
export const CANCEL_FAILED = 'The order could not be cancelled. Please try again.';

// Ours: after the order (issue "After the order", items 4 and 5).
export const RECEIPT_NOT_FOUND = 'Receipt not found';
export const RECEIPT_FAILED = 'The receipt could not load. Please try again.';
export const RECEIPT_LINK = 'Receipt';
export const ORDER_AGAIN = 'Order again';
