import * as z from 'zod';
import { isStorableText, tooLong, UNSTORABLE_TEXT } from '../shared/fields';
import { MAX_ID } from '../shared/ids';
import {
  REPLY_REQUIRED,
  REVIEW_COMMENT_MAX,
  REVIEW_REPLY_MAX,
  STARS_MAX,
  STARS_MESSAGE,
  STARS_MIN,
} from './rules';

const stars = z
  .number({ error: STARS_MESSAGE })
  .int(STARS_MESSAGE)
  .min(STARS_MIN, STARS_MESSAGE)
  .max(STARS_MAX, STARS_MESSAGE);

/** POST /api/orders/track/{token}/rating. A blank comment is no comment. */
export const ratingRequestSchema = z
  .object({
    food: stars,
    delivery: stars,
    comment: z
      .string()
      .trim()
      .max(REVIEW_COMMENT_MAX, tooLong(REVIEW_COMMENT_MAX))
      .refine(isStorableText, UNSTORABLE_TEXT)
      .optional()
      .nullable()
      .transform((text) => (text ? text : null)),
  })
  .strict();
export type RatingRequest = z.input<typeof ratingRequestSchema>;

/** POST /api/restaurant/reviews/{id}/reply: writing again replaces the reply. */
export const reviewReplyRequestSchema = z
  .object({
    text: z
      .string({ error: REPLY_REQUIRED })
      .trim()
      .min(1, REPLY_REQUIRED)
      .max(REVIEW_REPLY_MAX, tooLong(REVIEW_REPLY_MAX))
      .refine(isStorableText, UNSTORABLE_TEXT),
  })
  .strict();
export type ReviewReplyRequest = z.input<typeof reviewReplyRequestSchema>;

/** PATCH /api/admin/reviews/{id}. */
export const reviewVisibilityRequestSchema = z
  .object({ hidden: z.boolean({ error: 'hidden must be true or false' }) })
  .strict();

const ID_MESSAGE = 'Invalid review id';
export const reviewIdParamsSchema = z.object({
  id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE),
});

const PAGE_MESSAGE = 'page must be a whole number from 1';
/** ?page=1 (the default) is the newest reviews. */
export const reviewsPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(10_000, PAGE_MESSAGE)
    .default(1),
});
