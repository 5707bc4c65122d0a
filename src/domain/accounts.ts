// Partner and admin accounts as both sides see them: the sign-in bodies, the messages a user can
// trigger, and the shapes of the account endpoints (DESIGN sections 5 and 6). Secrets never appear
// here: no password, and bank numbers only as their last 4 digits.
import { z } from 'zod';
import { MAX_LENGTH, tooLong } from './schemas/fields';

export const SUBJECT_TYPES = ['admin', 'restaurant', 'driver'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
export const PARTNER_ROLES = ['restaurant', 'driver'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

export const EMAIL_REQUIRED = 'Email is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
/** One message for every failed partner sign-in, so it never tells which part was wrong. */
export const PARTNER_LOGIN_FAILED = 'Invalid email or password';
/** Admin login failure (SPEC section 8 toast description; the server says the same). */
export const ADMIN_LOGIN_FAILED = 'Invalid username or password';
/** A correct password on an account an admin has not approved (or has revoked). */
export const UNDER_REVIEW = 'Your application is under review';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';
export const SIGN_IN_REQUIRED = 'Sign in required';
export const WRONG_ROLE = 'You do not have access to this resource';

/** POST /api/auth/login: a restaurant or driver signs in to its app. */
export const partnerLoginSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, EMAIL_REQUIRED)
    .max(MAX_LENGTH.email, tooLong(MAX_LENGTH.email)),
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(MAX_LENGTH.password, tooLong(MAX_LENGTH.password)),
  role: z.enum(PARTNER_ROLES, { error: 'role must be restaurant or driver' }),
});
export type PartnerLogin = z.output<typeof partnerLoginSchema>;

/** Who a session belongs to: GET /api/auth/me, and the body of every successful sign-in. */
export const sessionUserSchema = z.object({
  type: z.enum(SUBJECT_TYPES),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });

/** 200 of POST /api/auth/login and /api/admin/login. */
export const signedInSchema = z.object({ user: sessionUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

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
  deliveryFee: z.string(),
  minOrder: z.string(),
  rating: z.string(),
  isOpen: z.boolean(),
  imageUrl: z.string().nullable(),
  description: z.string().nullable(),
  mondayHours: z.string(),
  tuesdayHours: z.string(),
  wednesdayHours: z.string(),
  thursdayHours: z.string(),
  fridayHours: z.string(),
  saturdayHours: z.string(),
  sundayHours: z.string(),
  createdAt: z.string(),
});
export type RestaurantProfile = z.infer<typeof restaurantProfileSchema>;

export const partnerProfileSchema = z.discriminatedUnion('type', [
  driverProfileSchema,
  restaurantProfileSchema,
]);
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

/** 201 body of both registration endpoints. */
export const registrationResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  isApproved: z.boolean(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

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
});
export type AdminDriver = z.infer<typeof adminDriverSchema>;

export const AUDIT_ACTIONS = [
  'restaurant.approved',
  'restaurant.revoked',
  'driver.approved',
  'driver.revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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

/** "1234" from "000123451234"; null for a missing or blank number. */
export function last4(accountNumber: string | null | undefined): string | null {
  const digits = (accountNumber ?? '').replace(/\s/g, '');
  return digits ? digits.slice(-4) : null;
}

/** How a masked account number is displayed. */
export function maskedAccount(last4Digits: string | null): string {
  return last4Digits ? `•••• ${last4Digits}` : 'Not provided';
}
