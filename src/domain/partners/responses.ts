// Partner accounts as the partner sees its own and as the admin lists them. A response schema is
// also a last guard: fields not listed are never sent, and bank numbers appear only as their last 4
// digits.
import * as z from 'zod';
import { PARTNER_ROLES } from '../accounts/roles';
import { byWeekdayHoursField } from '../shared/options';
import { AUDIT_ACTIONS } from './rules';

// GET /api/partner/profile: the signed-in partner's own account, one shape per partner type.
// Listing the fields is also a last guard: nothing else (password hashes, bank numbers) is sent.

export const driverProfileSchema = z.object({
  type: z.literal('driver'),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  vehicleType: z.string(),
  vehicleNumber: z.string(),
  licenseNumber: z.string(),
  city: z.string(),
  country: z.string(),
  isOnline: z.boolean(),
  rating: z.string(),
  /** Visible reviews the rating is of: 0 means "New". */
  ratingCount: z.number().int(),
  totalDeliveries: z.number().int(),
  createdAt: z.string(),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;

export const restaurantProfileSchema = z.object({
  type: z.literal('restaurant'),
  id: z.number().int(),
  name: z.string(),
  cuisine: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string(),
  country: z.string(),
  deliveryTime: z.string(),
  /** ISO 4217, from the restaurant's country: the fee, the minimum and the menu are in it. */
  currency: z.string(),
  deliveryFee: z.string(),
  minOrder: z.string(),
  /** Percent with up to three decimals ("13", "14.975"), on the food after any discount. */
  taxRate: z.string(),
  /** True when menu prices include the tax (VAT); otherwise it is added to the order. */
  pricesIncludeTax: z.boolean(),
  /** Whole km: orders beyond this straight-line distance are refused. */
  deliveryRadiusKm: z.number().int(),
  rating: z.string(),
  /** Visible reviews the rating is of: 0 means "New". */
  ratingCount: z.number().int(),
  isOpen: z.boolean(),
  imageUrl: z.string().nullable(),
  description: z.string().nullable(),
  ...byWeekdayHoursField(() => z.string()),
  /** IANA zone ("America/Toronto") the hours are read in. */
  timeZone: z.string(),
  /** Minutes before a scheduled order's time that it reaches the kitchen (0-240). */
  prepLeadMinutes: z.number().int(),
  createdAt: z.string(),
});
export type RestaurantProfile = z.infer<typeof restaurantProfileSchema>;

export const partnerProfileSchema = z.discriminatedUnion('type', [
  driverProfileSchema,
  restaurantProfileSchema,
]);
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;
// The admin API's lists. A response schema is also a last guard: fields not listed here are never
// serialised, and bank numbers appear only as their last 4 digits.
/** Fields every partner row of the admin lists has. */
const adminPartnerFields = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  country: z.string(),
  bankName: z.string().nullable(),
  /** Last 4 digits of the bank account number, or null when none is on file. */
  bankAccountLast4: z.string().nullable(),
  isApproved: z.boolean(),
  createdAt: z.string(),
};
/** GET /api/admin/restaurants rows. */
export const adminRestaurantSchema = z.object({
  ...adminPartnerFields,
  cuisine: z.string(),
  ownerName: z.string().nullable(),
  rating: z.string(),
  /** Visible reviews the rating is of: 0 means "New". */
  ratingCount: z.number().int(),
  businessType: z.string().nullable(),
});
export type AdminRestaurant = z.infer<typeof adminRestaurantSchema>;
/** GET /api/admin/drivers rows (also GET /api/drivers). */
export const adminDriverSchema = z.object({
  ...adminPartnerFields,
  vehicleType: z.string(),
  vehicleNumber: z.string(),
  licenseNumber: z.string(),
  isOnline: z.boolean(),
  totalDeliveries: z.number().int(),
  rating: z.string(),
  /** Visible reviews the rating is of: 0 means "New". */
  ratingCount: z.number().int(),
});
export type AdminDriver = z.infer<typeof adminDriverSchema>;
/** GET /api/admin/audit-log rows, newest first. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  targetType: z.enum(PARTNER_ROLES),
  targetId: z.number().int(),
  targetName: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
