// Orders nobody answers (issue "Never miss an order"): a confirmed order the restaurant does not
// accept within ORDER_ACCEPT_TIMEOUT_SECONDS of becoming confirmed is cancelled with this reason,
// and so many of them in a row pause the restaurant.

/** The cancel reason the customer, the restaurant and the admin desk see. */
export const UNANSWERED_ORDER_REASON = 'The restaurant did not respond';

/** Orders in a row that timed out unanswered before the restaurant is paused (isOpen false). */
export const PAUSE_AFTER_UNANSWERED = 2;

/** The audit_log action of such a pause (actor_type 'system', target the restaurant). */
export const RESTAURANT_PAUSED_ACTION = 'restaurant_paused';
