import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '../online-status';

export const OFFLINE_MESSAGE =
  "You're offline - Some features may be limited until your connection is restored";

/** The yellow banner shown while the browser is offline (SPEC section 2). */
export function OfflineBanner() {
  const online = useOnlineStatus();
  // The live region stays mounted so that going offline is announced, not only shown.
  return (
    <div role="status" className={online ? undefined : 'bg-yellow-300 text-stone-950'}>
      {online ? null : (
        <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm font-medium">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {OFFLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}
