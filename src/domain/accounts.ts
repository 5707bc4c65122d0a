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
export interface SessionUser {
  type: SubjectType;
  id: number;
  name: string;
  email: string;
}
export interface MeResponse {
  user: SessionUser | null;
}

/** GET /api/partner/profile: the signed-in partner's own account, one shape per partner type. */
export interface DriverProfile {
  type: 'driver';
  id: number;
  name: string;
  email: string;
  phone: string;
  vehicleType: string;
  vehicleNumber: string;
  licenseNumber: string;
  city: string;
  country: string;
  isOnline: boolean;
  rating: string;
  totalDeliveries: number;
  createdAt: string;
}

export interface RestaurantProfile {
  type: 'restaurant';
  id: number;
  name: string;
  cuisine: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string;
  country: string;
  deliveryTime: string;
  deliveryFee: string;
  minOrder: string;
  rating: string;
  isOpen: boolean;
  imageUrl: string | null;
  createdAt: string;
}

export type PartnerProfile = DriverProfile | RestaurantProfile;

/** 201 body of both registration endpoints. */
export interface RegistrationResult {
  id: number;
  name: string;
  email: string;
  isApproved: boolean;
}

/** GET /api/admin/restaurants rows. */
export interface AdminRestaurant {
  id: number;
  name: string;
  cuisine: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  ownerName: string | null;
  businessType: string | null;
  bankName: string | null;
  /** Last 4 digits of the bank account number, or null when none is on file. */
  bankAccountLast4: string | null;
  isApproved: boolean;
  createdAt: string;
}

/** GET /api/admin/drivers rows (also GET /api/drivers). */
export interface AdminDriver {
  id: number;
  name: string;
  email: string;
  phone: string;
  vehicleType: string;
  vehicleNumber: string;
  licenseNumber: string;
  city: string;
  country: string;
  isOnline: boolean;
  isApproved: boolean;
  totalDeliveries: number;
  rating: string;
  bankName: string | null;
  bankAccountLast4: string | null;
  createdAt: string;
}

export const AUDIT_ACTIONS = [
  'restaurant.approved',
  'restaurant.revoked',
  'driver.approved',
  'driver.revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/admin/audit-log rows, newest first. */
export interface AuditEntry {
  id: number;
  action: AuditAction;
  actorId: number | null;
  actorName: string | null;
  targetType: 'restaurant' | 'driver';
  targetId: number;
  targetName: string | null;
  createdAt: string;
}

/** "1234" from "000123451234"; null for a missing or blank number. */
export function last4(accountNumber: string | null | undefined): string | null {
  const digits = (accountNumber ?? '').replace(/\s/g, '');
  return digits ? digits.slice(-4) : null;
}

/** How a masked account number is displayed. */
export function maskedAccount(last4Digits: string | null): string {
  return last4Digits ? `•••• ${last4Digits}` : 'Not provided';
}
