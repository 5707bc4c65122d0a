import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../../domain/accounts';

// Response shapes of the admin API (src/domain/accounts.ts has the matching types). A response
// schema is also a last guard: fields not listed here are never serialised.

export const adminRestaurantSchema = z.object({
  id: z.number(),
  name: z.string(),
  cuisine: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  country: z.string(),
  ownerName: z.string().nullable(),
  businessType: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountLast4: z.string().nullable(),
  isApproved: z.boolean(),
  createdAt: z.string(),
});

export const adminDriverSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  vehicleType: z.string(),
  vehicleNumber: z.string(),
  licenseNumber: z.string(),
  city: z.string(),
  country: z.string(),
  isOnline: z.boolean(),
  isApproved: z.boolean(),
  totalDeliveries: z.number(),
  rating: z.string(),
  bankName: z.string().nullable(),
  bankAccountLast4: z.string().nullable(),
  createdAt: z.string(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  targetType: z.enum(['restaurant', 'driver']),
  targetId: z.number(),
  targetName: z.string().nullable(),
  createdAt: z.string(),
});

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
