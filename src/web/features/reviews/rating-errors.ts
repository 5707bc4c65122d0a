import { STARS_MESSAGE } from '#domain/reviews/rules.ts';
import { apiErrorBody, isApiError } from '#web/lib/api-client.ts';

// How the rating form reads a refusal: 400 puts the server's messages at their fields, 409 (not
// delivered, already rated, window closed) shows the server's sentence; anything else says to try
// again.

export type RatingField = 'food' | 'delivery' | 'comment';
export type RatingFieldErrors = Partial<Record<RatingField, string>>;

export interface RatingDraft {
  food: number | null;
  delivery: number | null;
  comment: string;
}

export const RATING_NOT_SENT = 'Your rating could not be sent. Please try again.';

/** What must be chosen before sending: both star rows. */
export function missingStars({ food, delivery }: RatingDraft): RatingFieldErrors {
  const errors: RatingFieldErrors = {};
  if (food === null) errors.food = STARS_MESSAGE;
  if (delivery === null) errors.delivery = STARS_MESSAGE;
  return errors;
}

/** The field messages and the form's own message of a failed send. */
export function ratingFailure(error: unknown): { fields: RatingFieldErrors; message: string | null } {
  const body = apiErrorBody(error);
  const fields: RatingFieldErrors = {};
  for (const name of ['food', 'delivery', 'comment'] as const) {
    const text = body?.fields[name];
    if (text) fields[name] = text;
  }
  if (isApiError(error, 400) && Object.keys(fields).length > 0) return { fields, message: null };
  if (isApiError(error, 409) && body?.message) return { fields, message: body.message };
  return { fields, message: RATING_NOT_SENT };
}
