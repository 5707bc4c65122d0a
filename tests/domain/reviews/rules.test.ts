import { describe, expect, it } from 'vitest';
import { ratingRequestSchema, reviewReplyRequestSchema } from '#domain/reviews/requests.ts';
import {
  NEW_RATING_LABEL,
  RATING_WINDOW_DAYS,
  ratingLabel,
  reviewerNameOf,
  STARS_MESSAGE,
  withinRatingWindow,
} from '#domain/reviews/rules.ts';

// The rules of ratings (issue "After the order", item 3) that every side shares.

describe('ratings', () => {
  it('says "New" until someone has rated, then one decimal', () => {
    expect(ratingLabel('0.0', 0)).toBe(NEW_RATING_LABEL);
    expect(ratingLabel('4.50', 2)).toBe('4.5');
  });

  it('shows a reviewer by first name and initial only', () => {
    expect(reviewerNameOf('Maria Garcia Lopez')).toBe('Maria G.');
    expect(reviewerNameOf('ada lovelace')).toBe('ada L.');
    expect(reviewerNameOf('Cher')).toBe('Cher');
    expect(reviewerNameOf('   ')).toBe('A customer');
  });

  it('closes the rating 14 days after delivery', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(withinRatingWindow(0, RATING_WINDOW_DAYS * day)).toBe(true);
    expect(withinRatingWindow(0, RATING_WINDOW_DAYS * day + 1)).toBe(false);
  });

  it('takes 1 to 5 whole stars and a comment of at most 500 characters, blank meaning none', () => {
    expect(ratingRequestSchema.parse({ food: 5, delivery: 1, comment: '  ' })).toEqual({
      food: 5,
      delivery: 1,
      comment: null,
    });
    const bad = ratingRequestSchema.safeParse({ food: 0, delivery: 4.5 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['food', STARS_MESSAGE],
      ['delivery', STARS_MESSAGE],
    ]);
    expect(ratingRequestSchema.safeParse({ food: 4, delivery: 4, comment: 'x'.repeat(501) }).success).toBe(
      false,
    );
    expect(reviewReplyRequestSchema.safeParse({ text: '   ' }).success).toBe(false);
  });
});
