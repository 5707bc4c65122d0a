import { useOnlineStatus } from '../online-status';

/** A small Online/Offline pill for the header on large screens. */
export function OnlineIndicator({ className = '' }: { className?: string }) {
  const online = useOnlineStatus();
  return (
    <span
      className={`items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
        online ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'
      } ${className}`}
    >
      <span className={`size-2 rounded-full ${online ? 'bg-green-600' : 'bg-red-600'}`} aria-hidden="true" />
      {online ? 'Online' : 'Offline'}
    </span>
  );
}
