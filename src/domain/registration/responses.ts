// The answer to a partner's registration.
import * as z from 'zod';

/** 201 body of both registration endpoints. */
export const registrationResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  isApproved: z.boolean(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;
