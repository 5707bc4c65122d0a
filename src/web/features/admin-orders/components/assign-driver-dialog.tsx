import { type FormEvent, useEffect, useId, useState } from 'react';

import { ActionDialog, ActionDialogFooter } from '#web/components/ui/action-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { assignDriver } from '../api/assign-driver';
import { useAvailableDrivers } from '../api/get-available-drivers';
import {
  type DeskDialogProps,
  deskActionFailure,
  deskActionMessage,
  useDeskAction,
} from '../use-desk-action';

const LABELS = { dismiss: 'Close', action: 'Assign', pending: 'Assigning…' };

/**
 * Give a preparing or ready order to a driver: the approved drivers online now, those already
 * carrying an order shown but not selectable. Opened by the desk for one order.
 */
export function AssignDriverDialog({ order, onClose, onUnauthorized }: DeskDialogProps) {
  const [driverId, setDriverId] = useState<number | null>(null);
  const groupName = useId();
  const drivers = useAvailableDrivers(true);
  const assign = useDeskAction((id: number) => assignDriver(order.id, { driverId: id }), onUnauthorized);

  const denied = isApiError(drivers.error, 401) || isApiError(drivers.error, 403);
  useEffect(() => {
    if (denied) onUnauthorized();
  }, [denied, onUnauthorized]);

  const failure = deskActionFailure(assign, 'The driver could not be assigned. Please try again.');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = drivers.data?.find((driver) => driver.id === driverId);
    if (!chosen) return;
    assign.mutate(chosen.id, {
      onSuccess: () => {
        onClose();
        toast({ title: 'Driver Assigned', description: `${chosen.name} now has order #${order.id}.` });
      },
      // The driver may have gone offline or taken another order meanwhile: show who is free now.
      onError: () => void drivers.refetch(),
    });
  };

  return (
    <ActionDialog
      title={`Assign a driver to order #${order.id}`}
      description={
        order.driver
          ? `Now with ${order.driver.name}. Approved drivers online now:`
          : 'Approved drivers online now:'
      }
      pending={assign.isPending}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {drivers.isPending ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">Loading drivers…</span>
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        ) : drivers.isError ? (
          <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            <p>{deskActionMessage(drivers.error, 'The drivers could not be loaded.')}</p>
            <Button variant="secondary" size="sm" onClick={() => void drivers.refetch()}>
              Try again
            </Button>
          </div>
        ) : drivers.data.length === 0 ? (
          <p role="status" className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
            No approved driver is online right now.
          </p>
        ) : (
          <fieldset className="space-y-1">
            <legend className="mb-1 text-sm font-medium text-stone-800">Driver</legend>
            {drivers.data.map((driver) => (
              <label
                key={driver.id}
                className={`flex min-h-11 items-center gap-3 rounded-lg px-2 ${
                  driver.busy
                    ? 'cursor-not-allowed text-stone-600'
                    : 'cursor-pointer text-stone-900 hover:bg-stone-50'
                }`}
              >
                <input
                  type="radio"
                  name={groupName}
                  value={driver.id}
                  checked={driverId === driver.id}
                  disabled={driver.busy || assign.isPending}
                  onChange={() => setDriverId(driver.id)}
                  className="focus-ring size-5 accent-brand-strong"
                />
                <span className="flex-1">
                  {driver.name}{' '}
                  <span className="text-sm text-stone-600 capitalize">· {driver.vehicleType}</span>
                </span>
                {driver.busy ? <Badge tone="warning">Busy with an order</Badge> : null}
              </label>
            ))}
          </fieldset>
        )}
        <ActionDialogFooter
          labels={LABELS}
          pending={assign.isPending}
          error={failure}
          disabled={driverId === null}
        />
      </form>
    </ActionDialog>
  );
}
