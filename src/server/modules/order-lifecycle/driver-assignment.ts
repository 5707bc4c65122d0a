import { DRIVER_BUSY_CODE, ONE_DELIVERY_AT_A_TIME } from '#domain/driver-deliveries/messages.ts';
import { violatedConstraint } from '#server/db/pg-errors.ts';
import { AppError } from '#server/http/app-error.ts';

// A driver carries one delivery at a time: the unique index orders_one_active_delivery_key refuses
// a second, whether the driver claims it or an admin assigns it.

export const ONE_ACTIVE_DELIVERY_INDEX = 'orders_one_active_delivery_key';

/** A driver who already holds an active delivery: the index refused a second one. */
export function rethrowIfBusy(error: unknown, message = ONE_DELIVERY_AT_A_TIME): never {
  if (violatedConstraint(error) === ONE_ACTIVE_DELIVERY_INDEX) {
    throw new AppError(409, DRIVER_BUSY_CODE, message);
  }
  throw error;
}
