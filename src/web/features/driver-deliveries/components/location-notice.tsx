import { LocateFixed, LocateOff } from 'lucide-react';
import { clockTime } from '#web/lib/clock-time.ts';
import { cn } from '#web/lib/cn.ts';
import { type LocationState, locationNotice } from '../location-sharing';

const toneClass = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-900',
} as const;

/**
 * Position sharing said on screen: working (and when the position was last sent), or why it is
 * not (blocked, no GPS fix, not sent). The title is a live region, so a new problem is announced;
 * the last-sent time beside it changes every few seconds and is not.
 */
export function LocationNotice({ state, sharing }: { state: LocationState; sharing: boolean }) {
  const notice = locationNotice(state, sharing);
  if (!notice) return null;
  const Icon = notice.tone === 'info' ? LocateFixed : LocateOff;
  return (
    <section
      aria-label="Location sharing"
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', toneClass[notice.tone])}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p role={notice.tone === 'info' ? 'status' : 'alert'} className="font-semibold">
          {notice.title}
        </p>
        <p>{notice.text}</p>
        {state.lastSentAt !== null ? (
          <p className="mt-1">
            Last sent at{' '}
            <time dateTime={new Date(state.lastSentAt).toISOString()}>
              {clockTime(state.lastSentAt, true)}
            </time>
          </p>
        ) : null}
      </div>
    </section>
  );
}
