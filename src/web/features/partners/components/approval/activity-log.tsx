import type { AuditEntry } from '#domain/partners/responses.ts';
import type { AuditAction } from '#domain/partners/rules.ts';
import { LoadingRows, RetryMessage } from '#web/components/query-states.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';

const verbs: Record<AuditAction, string> = {
  'restaurant.approved': 'approved restaurant',
  'restaurant.revoked': 'revoked the approval of restaurant',
  'driver.approved': 'approved driver',
  'driver.revoked': 'revoked the approval of driver',
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function activityText(entry: AuditEntry): string {
  const actor = entry.actorName ?? 'A removed administrator';
  const target = entry.targetName ?? `#${entry.targetId}`;
  return `${actor} ${verbs[entry.action] ?? entry.action} ${target}`;
}

/** Who approved or revoked which partner, and when (GET /api/admin/audit-log, newest first). */
export function ActivityLog({
  entries,
  isError,
  onRetry,
}: {
  entries: AuditEntry[] | undefined;
  isError: boolean;
  onRetry: () => void;
}) {
  if (entries === undefined && isError) {
    return <RetryMessage title="Activity could not be loaded" onRetry={onRetry} />;
  }
  if (entries === undefined) {
    return <LoadingRows label="Loading activity…" count={2} rowClassName="h-12" />;
  }
  if (entries.length === 0) return <StatusMessage title="No approvals or revocations yet." />;
  return (
    <ol
      aria-label="Recent activity"
      className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
          <span className="text-stone-900">{activityText(entry)}</span>
          <time dateTime={entry.createdAt} className="text-sm text-stone-600">
            {dateTime.format(new Date(entry.createdAt))}
          </time>
        </li>
      ))}
    </ol>
  );
}
