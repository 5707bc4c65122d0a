import type { AdminDeskOrder } from '#domain/admin-orders/responses.ts';
import { AppError } from '#server/http/app-error.ts';
import { ORDER_NOT_FOUND } from '../order-lifecycle/order-access';
import type { OrderLifecycleDependencies } from '../order-lifecycle/order-lifecycle-dependencies';
import type { AdminOrdersRepo } from './admin-orders.repo';

// What the admin's order actions share: their dependencies and the answer each gives, the order as
// the desk now shows it.

export interface AdminOrderDependencies extends OrderLifecycleDependencies {
  desk: AdminOrdersRepo;
}

export async function deskOrder(deps: AdminOrderDependencies, orderId: number): Promise<AdminDeskOrder> {
  const order = await deps.desk.orderById(orderId);
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
  return order;
}
