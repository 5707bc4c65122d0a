import { Power } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useOnlineToggle } from '../hooks/use-online-toggle';

interface OnlineToggleProps {
  isOnline: boolean;
  /** Sends one position right after going online; resolves true when the server took it. */
  sendPosition: () => Promise<boolean>;
}

/** Go Online / Go Offline: stored on the server, so an offline driver really gets no offers. */
export function OnlineToggle({ isOnline, sendPosition }: OnlineToggleProps) {
  const statusId = useId();
  const toggle = useOnlineToggle(sendPosition);
  return (
    <div className="flex items-center gap-3">
      <span id={statusId} role="status" className="inline-flex items-center gap-1.5 text-sm font-semibold">
        <span
          aria-hidden="true"
          className={cn('size-2.5 rounded-full', isOnline ? 'bg-green-600' : 'bg-stone-400')}
        />
        <span className={isOnline ? 'text-green-800' : 'text-stone-700'}>
          {isOnline ? 'Online' : 'Offline'}
        </span>
      </span>
      <Button
        variant={isOnline ? 'secondary' : 'success'}
        size="sm"
        aria-describedby={statusId}
        needsConnection
        disabled={toggle.isPending}
        onClick={() => toggle.mutate(!isOnline)}
      >
        <Power className="size-4" aria-hidden="true" />
        {isOnline ? 'Go Offline' : 'Go Online'}
      </Button>
    </div>
  );
}
