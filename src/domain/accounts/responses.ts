// Who is signed in, as GET /api/auth/me and every successful sign-in answer it.
import * as z from 'zod';
import { SUBJECT_TYPES } from './roles';

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
