import { type FormEvent, useState } from 'react';
import { adminCancelOrderSchema } from '#domain/admin-orders/requests.ts';
import type { AdminDeskOrder } from '#domain/admin-orders/responses.ts';
import { REJECT_REASON_MAX } from '#domain/restaurant-orders/requests.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { cancelAdminOrder } from '../api/cancel-admin-order';
import { deskActionMessage, useDeskAction } from '../use-desk-action';

/**
 * Cancel an order not yet delivered, with the reason the customer is told (a card payment is
 * refunded). Opened by the desk for one order, it stays open if the order changes meanwhile (the
 * server then says why it refuses).
 */
export function CancelOrderDialog({
  order,
  onClose,
  onUnauthorized,
}: {
  order: AdminDeskOrder;
  onClose: () => void;
  onUnauthorized: () => void;
}) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const cancel = useDeskAction(
    (text: string) => cancelAdminOrder(order.id, { reason: text }),
    onUnauthorized,
  );

  const onOpenChange = (open: boolean) => {
    if (!open && !cancel.isPending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminCancelOrderSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    cancel.mutate(parsed.data.reason, {
      onSuccess: () => {
        onClose();
        toast({ title: 'Order Cancelled', description: `Order #${order.id} was cancelled.` });
      },
    });
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={`Cancel order #${order.id}`}
        description={`${order.restaurant.name}, for ${order.customerName}. The customer is told the reason.${
          order.paymentMethod === 'card' && order.paymentStatus === 'paid'
            ? ' The card payment is refunded.'
            : ''
        }`}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField
            label="Reason"
            error={fieldError}
            required
            hint={`Up to ${REJECT_REASON_MAX} characters.`}
          >
            <Textarea
              rows={3}
              maxLength={REJECT_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              disabled={cancel.isPending}
            />
          </FormField>
          {cancel.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
              {deskActionMessage(cancel.error, 'The order could not be cancelled. Please try again.')}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={cancel.isPending}>
                Keep order
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
