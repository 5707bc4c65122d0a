import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ManagedReview } from '#domain/reviews/responses.ts';
import { REPLY_REQUIRED, REVIEW_REPLY_MAX } from '#domain/reviews/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { apiErrorBody, serverMessage } from '#web/lib/api-client.ts';
import { useReplyToReview } from '../api/reply-to-review';
import { REPLY_LABEL } from '../review-text';

const REPLY_NOT_SAVED = 'Your reply could not be saved. Please try again.';

/**
 * The restaurant's one reply to a review: "Reply" opens "Your reply" with Save; once saved the reply
 * shows in the review and the button says "Edit reply" (saving again replaces it). The server's
 * refusal shows at the field.
 */
export function ReplyEditor({ review }: { review: ManagedReview }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useReplyToReview(review.id);
  const openButton = useRef<HTMLButtonElement>(null);
  // Back on the button once the form closes, so a keyboard user stays at this review.
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (closed && !editing) openButton.current?.focus();
  }, [closed, editing]);

  const open = () => {
    setText(review.reply?.text ?? '');
    setError(undefined);
    setEditing(true);
    setClosed(false);
  };
  const close = () => {
    setEditing(false);
    setClosed(true);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const reply = text.trim();
    if (!reply) {
      setError(REPLY_REQUIRED);
      return;
    }
    setError(undefined);
    save.mutate(reply, {
      onSuccess: close,
      onError: (failure) =>
        setError(apiErrorBody(failure)?.fields.text ?? serverMessage(failure, REPLY_NOT_SAVED)),
    });
  };

  if (!editing) {
    return (
      <Button ref={openButton} variant="secondary" size="sm" onClick={open}>
        {review.reply ? 'Edit reply' : 'Reply'}
        <span className="sr-only"> to {review.reviewerName}</span>
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <FormField label={REPLY_LABEL} hint={`${text.length}/${REVIEW_REPLY_MAX} characters`} error={error}>
        <Textarea
          // The form opens on the restaurant's own click: its field takes the focus.
          autoFocus
          rows={3}
          maxLength={REVIEW_REPLY_MAX}
          value={text}
          disabled={save.isPending}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending} aria-busy={save.isPending}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={close} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
