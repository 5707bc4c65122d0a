import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { customerMayCancel } from '#domain/order-lifecycle/status-machine.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { ActionDialogFooter } from '#web/components/ui/action-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { serverMessage } from '#web/lib/api-client.ts';
import { cancelTrackedOrder } from '../api/cancel-tracked-order';
import { trackingKeys } from '../api/query-keys';
import {
  CANCEL_FAILED,
  CANCEL_ORDER,
  CANCEL_ORDER_TITLE,
  KEEP_ORDER,
  ORDER_CANCELLED_TOAST,
} from '../messages';

const LABELS = { dismiss: KEEP_ORDER, action: CANCEL_ORDER, pending: 'Cancelling…' };

/**
 * "Cancel order" while the kitchen has not started (scheduled, or confirmed and not yet accepted),
 * for the holder of the order's tracking token, with a confirmation first. Cancelled, the tracker
 * shows the server's answer at once; too late, the dialog says the server's reason and the order is
 * read again when it closes.
 */
export function CancelOrder({ order, trackingToken }: { order: TrackedOrder; trackingToken: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelTrackedOrder(trackingToken),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(trackingKeys.trackedOrder(trackingToken), cancelled);
      // The phone's lists show it cancelled too.
      void queryClient.invalidateQueries({ queryKey: trackingKeys.all });
      setOpen(false);
      toast({ title: ORDER_CANCELLED_TOAST, description: `Order #${cancelled.id} was cancelled.` });
    },
  });

  const onOpenChange = (next: boolean) => {
    if (cancel.isPending) return;
    setOpen(next);
    if (!next && cancel.isError) {
      // Refused (the kitchen started meanwhile): show the order as it now is.
      cancel.reset();
      void queryClient.invalidateQueries({ queryKey: trackingKeys.trackedOrder(trackingToken) });
    }
  };

  // Kept while its dialog is open, so a refusal stays readable after the order moved on.
  if (!customerMayCancel(order.status) && !open) return null;
  const refund =
    order.paymentMethod === 'card' && order.paymentStatus === 'paid' ? ' Your card payment is refunded.' : '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full sm:w-auto" needsConnection>
          {CANCEL_ORDER}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={CANCEL_ORDER_TITLE}
        description={`Order #${order.id} from ${order.restaurantName}.${refund}`}
      >
        <ActionDialogFooter
          labels={LABELS}
          pending={cancel.isPending}
          error={cancel.isError ? serverMessage(cancel.error, CANCEL_FAILED) : null}
          disabled={cancel.isError}
          variant="destructive"
          onAction={() => cancel.mutate()}
        />
      </DialogContent>
    </Dialog>
  );
}
