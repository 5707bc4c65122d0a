// Request bodies and queries of the driver app. The driver is always the signed-in one: no body
// names it, and unknown keys are stripped.
import * as z from 'zod';
import { coordinate } from '../shared/fields';
import { beforeQuery, limitQuery } from '../shared/paging';
import { DELIVERY_CODE_LENGTH } from '../tracking/rules';
import { DELIVERY_SCOPES, DRIVER_DELIVERIES_MAX_PAGE_SIZE, DRIVER_DELIVERIES_PAGE_SIZE } from './responses';

export const IS_ONLINE_MESSAGE = 'isOnline must be true or false';

/** PATCH /api/driver/status */
export const driverStatusSchema = z.object({
  isOnline: z.boolean({ error: IS_ONLINE_MESSAGE }),
});
export type DriverStatusChange = z.infer<typeof driverStatusSchema>;

export const DELIVERY_CODE_MESSAGE = `Enter the ${DELIVERY_CODE_LENGTH}-digit code the customer sees`;

/** POST /api/orders/{id}/deliver */
export const deliverOrderSchema = z.object({
  code: z
    .string({ error: DELIVERY_CODE_MESSAGE })
    .trim()
    .regex(new RegExp(`^\\d{${DELIVERY_CODE_LENGTH}}$`), DELIVERY_CODE_MESSAGE),
});
export type DeliverOrder = z.infer<typeof deliverOrderSchema>;

export const LATITUDE_MESSAGE = 'latitude must be a number from -90 to 90';
export const LONGITUDE_MESSAGE = 'longitude must be a number from -180 to 180';
export const ACCURACY_MESSAGE = 'accuracy must be a number of metres from 0 to 100000';

/** POST /api/driver/location: a browser Geolocation reading. */
export const driverLocationSchema = z.object({
  latitude: coordinate(90, LATITUDE_MESSAGE),
  longitude: coordinate(180, LONGITUDE_MESSAGE),
  accuracy: z
    .number({ error: ACCURACY_MESSAGE })
    .min(0, ACCURACY_MESSAGE)
    .max(100_000, ACCURACY_MESSAGE)
    .optional(),
});
export type DriverLocation = z.infer<typeof driverLocationSchema>;

/** GET /api/driver/deliveries */
export const driverDeliveriesQuerySchema = z.object({
  scope: z
    .enum(DELIVERY_SCOPES, { error: `scope must be one of ${DELIVERY_SCOPES.join(', ')}` })
    .default('active'),
  before: beforeQuery,
  limit: limitQuery(DRIVER_DELIVERIES_MAX_PAGE_SIZE, DRIVER_DELIVERIES_PAGE_SIZE),
});
export type DriverDeliveriesQuery = z.infer<typeof driverDeliveriesQuerySchema>;
