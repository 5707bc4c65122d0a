import { BellRing, Check } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { type OrderNotificationStatus, useOrderNotifications } from '../hooks/use-order-notifications';
import { BLOCKED, NOTIFY_ME, NOTIFY_ME_DONE, UNSUPPORTED } from '../messages';

function noteFor(state: OrderNotificationStatus): string | null {
  if (state.status === 'unsupported') return UNSUPPORTED[state.support];
  if (state.status === 'blocked') return BLOCKED;
  return null;
}

/**
 * The tracker's "Notify me about this order": this browser is told when the order moves on, even
 * with the page closed. Needs the order's tracking token; the permission is asked in the tap.
 */
export function NotifyMeButton({ trackingToken, className }: { trackingToken: string; className?: string }) {
  const noteId = useId();
  const { state, busy, error, follow } = useOrderNotifications(trackingToken);
  const done = useRef<HTMLParagraphElement>(null);
  const tapped = useRef(false);
  // The button the keyboard was on goes away once done: focus moves to what replaced it.
  useEffect(() => {
    if (state.status === 'following' && tapped.current) done.current?.focus();
  }, [state.status]);
  // Nothing shows for the moment the browser's state is read: no button that flips to a done text.
  if (state.status === 'checking') return null;
  if (state.status === 'following') {
    return (
      <p
        ref={done}
        tabIndex={-1}
        role="status"
        className={cn('flex items-center gap-2 text-sm font-medium text-green-800 outline-none', className)}
      >
        <Check className="size-4 shrink-0" aria-hidden="true" />
        {NOTIFY_ME_DONE}
      </p>
    );
  }
  const note = noteFor(state);
  return (
    <div className={cn('space-y-1', className)}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          tapped.current = true;
          follow();
        }}
        disabled={state.status !== 'ready' || busy}
        aria-busy={busy}
        aria-describedby={note ? noteId : undefined}
      >
        <BellRing className="size-4" aria-hidden="true" />
        {NOTIFY_ME}
      </Button>
      {note ? (
        <p id={noteId} className="text-sm text-stone-700">
          {note}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
