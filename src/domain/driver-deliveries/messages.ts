// --- The driver API's refusals: codes and messages both ends share -----------------------------

export const ALREADY_TAKEN_CODE = 'already_taken';
export const ALREADY_TAKEN = 'This order was already taken by another driver';
export const DRIVER_BUSY_CODE = 'driver_busy';
export const ONE_DELIVERY_AT_A_TIME = 'Finish your current delivery before accepting another';
export const DRIVER_OFFLINE_CODE = 'driver_offline';
export const GO_ONLINE_FIRST = 'Go online to accept orders';
/** Decline on an order no driver can take now (unknown, taken, cancelled): 404. */
export const NOT_AN_OFFER = 'This order is not waiting for a driver';
export const DELIVERY_LOCKED_CODE = 'delivery_locked';
export const DELIVERY_LOCKED =
  'Too many wrong codes: this delivery is locked. Contact support to complete it.';
export const WRONG_DELIVERY_CODE = 'wrong_delivery_code';
/** The answer to a wrong delivery code, given the wrong codes counted so far (this one included). */
export function wrongCodeMessage(failures: number, maxFailures: number): string {
  const left = maxFailures - failures;
  return `That code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`;
}
