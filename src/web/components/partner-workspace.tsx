import type { ReactNode } from 'react';
import { RetryMessage } from '#web/components/query-states.tsx';

import { Skeleton } from '#web/components/ui/skeleton.tsx';

import { ConnectionStatus } from '#web/lib/live/connection-status.tsx';
import type { LiveChannel } from '#web/lib/live/use-live-channel.ts';

/**
 * A partner app before its signed-in profile is read: a placeholder while it loads, then, if it
 * could not be read, `title` with a way to try again.
 */
export function PartnerProfileFallback({
  profile,
  title,
}: {
  profile: { isPending: boolean; refetch: () => Promise<unknown> };
  title: string;
}) {
  if (profile.isPending) return <Skeleton className="h-96" />;
  return <RetryMessage title={title} onRetry={() => void profile.refetch()} />;
}

/**
 * The top of a partner app: whose account it is (name, live-updates indicator, facts beneath) and,
 * across from it, the partner's own controls.
 */
export function PartnerHeader({
  name,
  live,
  facts,
  children,
}: {
  name: string;
  live: LiveChannel;
  facts: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold text-stone-900">{name}</h2>
          <ConnectionStatus status={live.status} onRetry={live.retry} />
        </div>
        {facts}
      </div>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
