import type { AdminDeskOrder } from '#domain/admin-orders/responses.ts';
import { DELIVERY_CODE_MAX_FAILURES } from '#domain/tracking/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { unlockDelivery } from '../api/unlock-delivery';
import { deskActionMessage, useDeskAction } from '../use-desk-action';

/** A delivery locked by wrong codes: once support has checked with the customer, fresh tries. */
export function UnlockDeliveryDialog({
  order,
  onClose,
  onUnauthorized,
}: {
  order: AdminDeskOrder;
  onClose: () => void;
  onUnauthorized: () => void;
}) {
  const unlock = useDeskAction(() => unlockDelivery(order.id), onUnauthorized);

  const onOpenChange = (open: boolean) => {
    if (!open && !unlock.isPending) onClose();
  };

  const confirm = () =>
    unlock.mutate(undefined, {
      onSuccess: () => {
        onClose();
        toast({
          title: 'Delivery Unlocked',
          description: `The driver of order #${order.id} can enter the code again.`,
        });
      },
    });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={`Unlock the delivery of order #${order.id}`}
        description={`The driver typed ${DELIVERY_CODE_MAX_FAILURES} wrong delivery codes. Check with ${order.customerName} (${order.customerPhone}) first: the driver then gets ${DELIVERY_CODE_MAX_FAILURES} new tries.`}
      >
        {unlock.isError ? (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {deskActionMessage(unlock.error, 'The delivery could not be unlocked. Please try again.')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary" disabled={unlock.isPending}>
              Keep locked
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={unlock.isPending}>
            {unlock.isPending ? 'Unlocking…' : 'Unlock'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
