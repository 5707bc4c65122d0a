// Sign-in bodies: a partner (restaurant or driver) with email and password, the admin with a
// username and password (SPEC sections 5 and 7).
import * as z from 'zod';
import { MAX_LENGTH, tooLong } from '../shared/fields';
import { EMAIL_REQUIRED, PASSWORD_REQUIRED, PASSWORD_REQUIRED_MESSAGE, USERNAME_REQUIRED } from './messages';
import { PARTNER_ROLES } from './roles';

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
