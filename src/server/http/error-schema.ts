import * as z from 'zod';

/** The JSON error body of DESIGN section 6, for route response schemas and the OpenAPI document. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
