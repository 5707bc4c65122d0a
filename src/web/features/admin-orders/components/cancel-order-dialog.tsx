import { type FormEvent, useState } from 'react';
import { adminCancelOrderSchema } from '#domain/admin-orders/requests.ts';

import { REJECT_REASON_MAX } from '#domain/restaurant-orders/requests.ts';
import { ActionDialog, ActionDialogFooter } from '#web/components/ui/action-dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { cancelAdminOrder } from '../api/cancel-admin-order';
import { type DeskDialogProps, deskActionFailure, useDeskAction } from '../use-desk-action';

const LABELS = { dismiss: 'Keep order', action: 'Cancel order', pending: 'Cancelling…' };

/**
 * Cancel an order not yet delivered, with the reason the customer is told (a card payment is
 * refunded). Opened by the desk for one order, it stays open if the order changes meanwhile (the
 * server then says why it refuses).
 */
export function CancelOrderDialog({ order, onClose, onUnauthorized }: DeskDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const cancel = useDeskAction(
    (text: string) => cancelAdminOrder(order.id, { reason: text }),
    onUnauthorized,
  );

  const failure = deskActionFailure(cancel, 'The order could not be cancelled. Please try again.');

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
    <ActionDialog
      title={`Cancel order #${order.id}`}
      description={`${order.restaurant.name}, for ${order.customerName}. The customer is told the reason.${
        order.paymentMethod === 'card' && order.paymentStatus === 'paid'
          ? ' The card payment is refunded.'
          : ''
      }`}
      pending={cancel.isPending}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Reason" error={fieldError} required hint={`Up to ${REJECT_REASON_MAX} characters.`}>
          <Textarea
            rows={3}
            maxLength={REJECT_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={cancel.isPending}
          />
        </FormField>
        <ActionDialogFooter
          labels={LABELS}
          pending={cancel.isPending}
          error={failure}
          variant="destructive"
        />
      </form>
    </ActionDialog>
  );
}
