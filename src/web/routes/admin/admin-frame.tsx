import type { ReactNode } from 'react';
import { AppFrame } from '#web/components/app-frame.tsx';
import { OfflineBanner } from '#web/features/pwa/components/offline-banner.tsx';
import { OfflineActionNote, OfflineActionScope } from '#web/lib/offline/needs-connection.tsx';

/**
 * The admin panel's own compact chrome: skip link, header with optional status and actions, main.
 * Offline, the yellow banner shows above the header and the actions that need the server (in the
 * header and on the page) are disabled with one note at the top of the page.
 */
export function AdminFrame({
  status,
  actions,
  children,
}: {
  /** e.g. the live-connection indicator. */
  status?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <OfflineActionScope>
      <AppFrame
        brandSuffix="Admin"
        width="max-w-7xl"
        wrapStart
        status={status}
        banner={<OfflineBanner />}
        end={actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      >
        <OfflineActionNote className="mb-6" />
        {children}
      </AppFrame>
    </OfflineActionScope>
  );
}
