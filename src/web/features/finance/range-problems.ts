import { apiErrorBody, isApiError } from '#web/lib/api-client.ts';

/** What the server refused about a range: a message per field it names, and its own message. */
export interface RangeProblems {
  from: string | null;
  to: string | null;
  message: string;
}

const FALLBACK = 'The server refused this range. Please choose other dates.';

/**
 * The 400 of a finance read, read for the date inputs (e.g. a range over 366 days names `to`);
 * null for any other failure, which the page shows as an error with Retry instead.
 */
export function rangeProblems(error: unknown): RangeProblems | null {
  if (!isApiError(error, 400)) return null;
  const body = apiErrorBody(error);
  return {
    from: body?.fields.from ?? null,
    to: body?.fields.to ?? null,
    message: body?.message || body?.fields.from || body?.fields.to || FALLBACK,
  };
}
