// Admin panel bodies: POST /api/admin/login and the approve/revoke PATCHes (SPEC sections 5, 7).
import { z } from 'zod';
import { MAX_LENGTH, tooLong } from './fields';

export const USERNAME_REQUIRED = 'Username is required';
export const PASSWORD_REQUIRED = 'Password is required';

/**
 * The login form labels the field "Username" but sends it as `email` (SPEC section 7). Only
 * presence is checked: a format message would tell an attacker which part was wrong.
 */
export const adminLoginSchema = z.object({
  email: z
    .string({ error: USERNAME_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, USERNAME_REQUIRED)
    .max(MAX_LENGTH.email, tooLong(MAX_LENGTH.email)),
  // Not trimmed: spaces may be part of a password.
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(MAX_LENGTH.password, tooLong(MAX_LENGTH.password)),
});
export type AdminLogin = z.output<typeof adminLoginSchema>;

/** PATCH /api/admin/restaurants/{id}/approve and /api/admin/drivers/{id}/approve. */
export const approvalSchema = z.object({
  isApproved: z.boolean({ error: 'isApproved must be true or false' }),
});
export type Approval = z.output<typeof approvalSchema>;
