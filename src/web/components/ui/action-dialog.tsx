import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

/**
 * A dialog opened for one task (cancel this order, record this settlement): it is open while it is
 * shown, and neither Escape, the overlay nor the close button dismisses it while its request is on
 * the way.
 */
export function ActionDialog({
  title,
  description,
  pending,
  onClose,
  children,
}: {
  title: string;
  description: ReactNode;
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const onOpenChange = (open: boolean) => {
    if (!open && !pending) onClose();
  };
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** What the task's two buttons say: the one that closes, its own, and its own while pending. */
export interface ActionDialogLabels {
  dismiss: string;
  action: string;
  pending: string;
}

/**
 * The end of a task dialog: why its request failed (announced as soon as it shows), then a button
 * that closes the dialog and the task's own, which submits the dialog's form unless it is given
 * onAction. Both wait while the request is on the way; the task's button then says so.
 */
export function ActionDialogFooter({
  labels,
  pending,
  error,
  disabled = false,
  variant,
  onAction,
}: {
  labels: ActionDialogLabels;
  pending: boolean;
  error?: string | null;
  /** The task cannot go ahead yet (nothing chosen). */
  disabled?: boolean;
  variant?: ButtonVariant;
  onAction?: () => void;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {labels.dismiss}
          </Button>
        </DialogClose>
        <Button
          type={onAction ? 'button' : 'submit'}
          variant={variant}
          onClick={onAction}
          disabled={disabled || pending}
          needsConnection
        >
          {pending ? labels.pending : labels.action}
        </Button>
      </div>
    </>
  );
}
