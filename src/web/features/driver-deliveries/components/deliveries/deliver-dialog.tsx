import { type FormEvent, useState } from 'react';
import type { DriverDelivery } from '#domain/driver-deliveries/responses.ts';
import { DELIVERY_CODE_LENGTH } from '#domain/tracking/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { deliverOrder } from '#web/features/driver-deliveries/api/deliver-order.ts';
import {
  attemptsLeft,
  checkDeliveryCode,
  deliverFailure,
} from '#web/features/driver-deliveries/delivery-code.ts';
import { useDeliveryAction } from '#web/features/driver-deliveries/hooks/use-delivery-action.ts';
import { cashToCollect, payTotal } from '#web/features/driver-deliveries/money-text.ts';
import { LockedNotice } from './locked-notice';

/** The toast after a delivery: what the driver earned, and the cash now in hand. */
export function deliveredToast(delivery: DriverDelivery) {
  const cash = cashToCollect(delivery);
  return {
    title: `Order #${delivery.id} delivered`,
    description: `You earned ${payTotal(delivery)}.${cash ? ` Keep the ${cash} cash you collected to hand in.` : ''}`,
  };
}

/**
 * Mark as Delivered: the driver types the 4-digit code the customer's tracking page shows (proof
 * of delivery). A wrong code shows the server's message (with the attempts left); after too many the
 * order is locked: the dialog, and then the card in place of the button, send the driver to support.
 */
export function DeliverDialog({ delivery }: { delivery: DriverDelivery }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [locked, setLocked] = useState(false);
  const deliver = useDeliveryAction(
    (value: string) => deliverOrder(delivery.id, { code: value }),
    null,
    (delivered) => toast(deliveredToast(delivered)),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDeliveryCode(code);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    deliver.mutate(checked.code, {
      onSuccess: () => {
        setOpen(false);
        setCode('');
      },
      onError: (failure) => {
        const shown = deliverFailure(failure);
        if (shown.kind === 'locked') setLocked(true);
        else if (shown.kind === 'wrong-code') setError(shown.message);
        else if (shown.kind === 'other') setError(shown.message);
        else setOpen(false);
      },
    });
  };

  const isLocked = locked || delivery.deliveryLocked;
  const failures = delivery.deliveryCodeFailures;
  const hint =
    failures > 0 && !error
      ? `${attemptsLeft(failures)} ${attemptsLeft(failures) === 1 ? 'attempt' : 'attempts'} left`
      : `Ask the customer for the code on their tracking page.`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(undefined);
      }}
    >
      {isLocked ? (
        <LockedNotice />
      ) : (
        <DialogTrigger asChild>
          <Button variant="success" className="w-full sm:w-auto">
            Mark as Delivered
          </Button>
        </DialogTrigger>
      )}
      <DialogContent
        title={`Deliver order #${delivery.id}`}
        description={`Enter the ${DELIVERY_CODE_LENGTH}-digit delivery code ${delivery.customerName} sees on their tracking page.`}
      >
        {isLocked ? (
          <LockedNotice />
        ) : (
          <form onSubmit={submit} className="space-y-4" noValidate>
            <FormField label="Delivery code" error={error} hint={hint} required>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={DELIVERY_CODE_LENGTH}
                className="max-w-40 text-center text-2xl tracking-[0.5em]"
                value={code}
                onChange={(event) =>
                  setCode(event.target.value.replace(/\D/g, '').slice(0, DELIVERY_CODE_LENGTH))
                }
              />
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="success" needsConnection disabled={deliver.isPending}>
                {deliver.isPending ? 'Checking…' : 'Confirm delivery'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
