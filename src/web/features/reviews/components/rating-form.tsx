import { type FormEvent, useState } from 'react';
import type { RatingRequest } from '#domain/reviews/requests.ts';
import { REVIEW_COMMENT_MAX } from '#domain/reviews/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { missingStars, type RatingDraft, type RatingFieldErrors, ratingFailure } from '../rating-errors';
import { COMMENT_LABEL, SUBMIT_RATING } from '../review-text';
import { StarInput } from './star-input';

/**
 * Food and Delivery stars and an optional comment (500 characters, counted as they type). Both star
 * rows are needed before anything is sent; the server's refusals show at their fields, or as its
 * sentence above the button (already rated, window closed).
 */
export function RatingForm({
  send,
  sending,
}: {
  /** Sends the rating; rejects with the server's refusal. */
  send: (body: RatingRequest) => Promise<unknown>;
  sending: boolean;
}) {
  const [draft, setDraft] = useState<RatingDraft>({ food: null, delivery: null, comment: '' });
  const [errors, setErrors] = useState<RatingFieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const change = <K extends keyof RatingDraft>(field: K, value: RatingDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingStars(draft);
    setErrors(missing);
    setMessage(null);
    if (draft.food === null || draft.delivery === null) return;
    const comment = draft.comment.trim();
    const body: RatingRequest = { food: draft.food, delivery: draft.delivery };
    if (comment) body.comment = comment;
    send(body).catch((error: unknown) => {
      const failure = ratingFailure(error);
      setErrors(failure.fields);
      setMessage(failure.message);
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <StarInput
        label="Food"
        value={draft.food}
        onChange={(stars) => change('food', stars)}
        error={errors.food}
        disabled={sending}
      />
      <StarInput
        label="Delivery"
        value={draft.delivery}
        onChange={(stars) => change('delivery', stars)}
        error={errors.delivery}
        disabled={sending}
      />
      <FormField
        label={COMMENT_LABEL}
        hint={`${draft.comment.length}/${REVIEW_COMMENT_MAX} characters`}
        error={errors.comment}
      >
        <Textarea
          name="comment"
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          value={draft.comment}
          disabled={sending}
          onChange={(event) => change('comment', event.target.value)}
        />
      </FormField>
      {message ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {message}
        </p>
      ) : null}
      <Button type="submit" disabled={sending} aria-busy={sending}>
        {SUBMIT_RATING}
      </Button>
    </form>
  );
}
