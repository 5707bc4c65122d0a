// The admin's order desk: the list's filters and the bodies of cancel and assign.
import * as z from 'zod';
import { ORDER_STATUSES } from '../order-lifecycle/status-machine';
import { rejectOrderSchema } from '../restaurant-orders/requests';
import { idValueSchema } from '../shared/ids';
import { beforeQuery, limitQuery } from '../shared/paging';
import { ADMIN_DESK_MAX_PAGE_SIZE, ADMIN_DESK_PAGE_SIZE } from './responses';

/** GET /api/admin/orders */
export const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  before: beforeQuery,
  limit: limitQuery(ADMIN_DESK_MAX_PAGE_SIZE, ADMIN_DESK_PAGE_SIZE),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
/** POST /api/admin/orders/{id}/cancel: a reason, as a restaurant's rejection needs one. */
export const adminCancelOrderSchema = rejectOrderSchema;
export type AdminCancelOrder = z.infer<typeof adminCancelOrderSchema>;
/** POST /api/admin/orders/{id}/assign */
export const adminAssignDriverSchema = z.object({ driverId: idValueSchema });
export type AdminAssignDriver = z.infer<typeof adminAssignDriverSchema>;
