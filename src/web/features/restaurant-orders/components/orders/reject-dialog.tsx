import { type FormEvent, useId, useState } from 'react';
import { REJECT_REASON_MAX, REJECT_REASONS, rejectOrderSchema } from '#domain/restaurant-orders/requests.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { rejectOrder } from '#web/features/restaurant-orders/api/reject-order.ts';
import { useOrderAction } from '#web/features/restaurant-orders/hooks/use-order-action.ts';

const OTHER = 'Other';

/** Reject with a reason the customer is told: one of the usual ones, or the kitchen's own words. */
export function RejectDialog({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string>(REJECT_REASONS[0]);
  const [otherText, setOtherText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const groupName = useId();
  const reject = useOrderAction(
    (reason: string) => rejectOrder(orderId, { reason }),
    'Could not reject the order',
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rejectOrderSchema.safeParse({ reason: choice === OTHER ? otherText : choice });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reject.mutate(parsed.data.reason, { onSettled: () => setOpen(false) });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" needsConnection>
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent title={`Reject order #${orderId}`} description="The customer is told why.">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-stone-800">Reason</legend>
            {[...REJECT_REASONS, OTHER].map((reason) => (
              <label key={reason} className="flex min-h-10 cursor-pointer items-center gap-3 text-stone-800">
                <input
                  type="radio"
                  name={groupName}
                  value={reason}
                  checked={choice === reason}
                  onChange={() => setChoice(reason)}
                  className="focus-ring size-5 accent-brand-strong"
                />
                {reason}
              </label>
            ))}
          </fieldset>
          {choice === OTHER ? (
            <FormField label="Your reason" error={error} required>
              <Textarea
                rows={2}
                maxLength={REJECT_REASON_MAX}
                value={otherText}
                onChange={(event) => setOtherText(event.target.value)}
              />
            </FormField>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" needsConnection disabled={reject.isPending}>
              Reject order
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
