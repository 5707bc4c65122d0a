import { useId } from 'react';
import { Switch } from '#web/components/ui/switch.tsx';
import { cn } from '#web/lib/cn.ts';
import { type DeviceStatus, useDeviceNotifications } from '../hooks/use-device-notifications';
import { BLOCKED, SWITCH_LABEL, UNSUPPORTED } from '../messages';

/** Why the switch cannot be used here, in words the user can act on; null when it can. */
function noteFor(state: DeviceStatus): string | null {
  if (state.status === 'unsupported') return UNSUPPORTED[state.support];
  if (state.status === 'blocked') return BLOCKED;
  return null;
}

/**
 * "Notifications on this device" for a restaurant, driver or admin screen: this browser gets a
 * notification for the signed-in account even with the app closed. The permission is asked only
 * when the switch is tapped on; a blocked permission or a browser without Web Push is explained.
 */
export function NotificationsSwitch({ className }: { className?: string }) {
  const id = useId();
  const noteId = useId();
  const { state, busy, error, setEnabled } = useDeviceNotifications();
  const note = noteFor(state);
  const usable = state.status === 'on' || state.status === 'off';
  return (
    <div className={cn('flex max-w-xs flex-col gap-1', className)}>
      <div className="flex min-h-9 items-center gap-2">
        <Switch
          id={id}
          // Either way the server is told: offline, the screen's offline note says why it waits.
          needsConnection
          checked={state.status === 'on'}
          disabled={!usable || busy}
          aria-busy={busy}
          aria-describedby={note ? noteId : undefined}
          onCheckedChange={setEnabled}
        />
        <label htmlFor={id} className="text-sm font-semibold text-stone-800">
          {SWITCH_LABEL}
        </label>
      </div>
      {note ? (
        <p id={noteId} className="text-xs text-stone-700">
          {note}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
