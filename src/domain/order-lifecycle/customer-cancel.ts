// The customer cancels with the order's tracking token (issue "After the order", item 2), while
// the kitchen has not started: scheduled, or confirmed and not yet accepted.

export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';
export const TOO_LATE_TO_CANCEL = 'too_late_to_cancel';
export const TOO_LATE_TO_CANCEL_MESSAGE = 'The restaurant has started your order';
export const ALREADY_CANCELLED = 'already_cancelled';
export const ALREADY_CANCELLED_MESSAGE = 'This order is already cancelled';
