import { DELIVERY_CODE_MAX_FAILURES } from '#domain/tracking/rules.ts';
import { ActionDialog, ActionDialogFooter } from '#web/components/ui/action-dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { unlockDelivery } from '../api/unlock-delivery';
import { type DeskDialogProps, deskActionFailure, useDeskAction } from '../use-desk-action';

const LABELS = { dismiss: 'Keep locked', action: 'Unlock', pending: 'Unlocking…' };

/** A delivery locked by wrong codes: once support has checked with the customer, fresh tries. */
export function UnlockDeliveryDialog({ order, onClose, onUnauthorized }: DeskDialogProps) {
  const unlock = useDeskAction(() => unlockDelivery(order.id), onUnauthorized);

  const failure = deskActionFailure(unlock, 'The delivery could not be unlocked. Please try again.');

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
    <ActionDialog
      title={`Unlock the delivery of order #${order.id}`}
      description={`The driver typed ${DELIVERY_CODE_MAX_FAILURES} wrong delivery codes. Check with ${order.customerName} (${order.customerPhone}) first: the driver then gets ${DELIVERY_CODE_MAX_FAILURES} new tries.`}
      pending={unlock.isPending}
      onClose={onClose}
    >
      <div className="space-y-4">
        <ActionDialogFooter labels={LABELS} pending={unlock.isPending} error={failure} onAction={confirm} />
      </div>
    </ActionDialog>
  );
}
