import { useId } from 'react';
import type { RestaurantProfileUpdate } from '#domain/partners/requests.ts';
import { Switch } from '#web/components/ui/switch.tsx';
import { useProfileUpdate } from '../use-profile-update';

function openToast(patch: Partial<RestaurantProfileUpdate>) {
  return patch.isOpen
    ? { title: 'You are open', description: 'Customers can order from you again.' }
    : { title: 'You are closed', description: 'Customers cannot place new orders until you open.' };
}

/** The Open toggle: stored on the server, so a closed restaurant really takes no orders. */
export function OpenToggle({ isOpen }: { isOpen: boolean }) {
  const id = useId();
  const update = useProfileUpdate(openToast);
  return (
    <div className="flex min-h-9 items-center gap-2">
      <Switch
        id={id}
        needsConnection
        checked={isOpen}
        onCheckedChange={(next) => update.mutate({ isOpen: next })}
      />
      <label htmlFor={id} className="font-semibold text-stone-800">
        Open
      </label>
      <span className="sr-only" aria-live="polite">
        {isOpen ? 'Taking orders' : 'Closed'}
      </span>
      <span aria-hidden="true" className={isOpen ? 'text-sm text-green-800' : 'text-sm text-stone-600'}>
        {isOpen ? '· taking orders' : '· closed'}
      </span>
    </div>
  );
}
