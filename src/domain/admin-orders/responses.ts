// The admin's order desk (GET /api/admin/orders and its actions): every order with its status,
// restaurant, driver and age, newest first, one page at a time.
import * as z from 'zod';
import {
  deliveryInstructionsField,
  kitchenNoteField,
  orderAmountFields,
  orderRecipientFields,
} from '../order-lifecycle/responses';

export const ADMIN_DESK_PAGE_SIZE = 50;
export const ADMIN_DESK_MAX_PAGE_SIZE = 200;

export const adminDeskOrderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  restaurant: z.object({ id: z.number().int(), name: z.string() }),
  driver: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerAddress: z.string(),
  ...kitchenNoteField,
  ...deliveryInstructionsField,
  itemCount: z.number().int(),
  /** ISO 4217: the order's currency (its restaurant's), which `total` is in. */
  currency: z.string(),
  /** In `currency`, as a decimal string with its decimals ("38.97", "3628" yen). */
  total: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  cancelReason: z.string().nullable(),
  /** An order for later: the time the customer chose (ISO); null for as soon as possible. */
  scheduledFor: z.string().nullable(),
  /** True once the driver typed DELIVERY_CODE_MAX_FAILURES wrong codes: the order needs help. */
  deliveryLocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AdminDeskOrder = z.infer<typeof adminDeskOrderSchema>;

export const adminDeskPageSchema = z.object({
  orders: z.array(adminDeskOrderSchema),
  nextBefore: z.number().int().nullable(),
});
export type AdminDeskPage = z.infer<typeof adminDeskPageSchema>;

/** A driver the admin may assign: approved and online; `busy` when it already carries an order. */
export const assignableDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vehicleType: z.string(),
  busy: z.boolean(),
});
export type AssignableDriver = z.infer<typeof assignableDriverSchema>;
/** GET /api/orders: every stored field of an order (admins see payouts), dates as ISO text. */
export const adminOrderSchema = z.object({
  id: z.number(),
  restaurantId: z.number(),
  ...orderRecipientFields,
  ...kitchenNoteField,
  ...deliveryInstructionsField,
  items: z.string(),
  /** ISO 4217: the currency every amount of the order is in, its restaurant's. */
  currency: z.string(),
  ...orderAmountFields,
  status: z.string(),
  driverId: z.number().nullable(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  paymentIntentId: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  driverPay: z.string().nullable(),
  restaurantPay: z.string().nullable(),
  companyPay: z.string().nullable(),
  deliveryDistance: z.string().nullable(),
  paymentBreakdown: z.string().nullable(),
  actualDeliveryTime: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
