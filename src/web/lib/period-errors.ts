import { apiErrorBody, isApiError } from './api-client';

export type PeriodField = 'from' | 'to';
export type PeriodErrors = Partial<Record<PeriodField, string>>;

/**
 * The server's word on a period it refused (400 { message, fields: { from|to } }), by field, to show
 * next to the inputs; null when the error is anything else. A 400 naming no field is put on `from`.
 */
export function periodErrors(error: unknown): PeriodErrors | null {
  if (!isApiError(error, 400)) return null;
  const body = apiErrorBody(error);
  if (!body) return null;
  const errors: PeriodErrors = {};
  if (body.fields.from) errors.from = body.fields.from;
  if (body.fields.to) errors.to = body.fields.to;
  if (!errors.from && !errors.to) {
    if (!body.message) return null;
    errors.from = body.message;
  }
  return errors;
}
