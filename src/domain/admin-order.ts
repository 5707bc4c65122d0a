// What an administrator sees of an order: every stored field, payouts included.
import { z } from 'zod';

/** GET /api/orders: every stored field of an order (admins see payouts), dates as ISO text. */
export const adminOrderSchema = z.object({
  id: z.number(),
  restaurantId: z.number(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerAddress: z.string(),
  customerLatitude: z.string().nullable(),
  customerLongitude: z.string().nullable(),
  items: z.string(),
  subtotal: z.string(),
  deliveryFee: z.string(),
  tip: z.string(),
  total: z.string(),
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
