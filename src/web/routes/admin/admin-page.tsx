import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { AdminLoginForm } from '#web/features/accounts/components/admin-login-form.tsx';
import { NotificationsSwitch } from '#web/features/push/components/notifications-switch.tsx';
import { ConnectionStatus } from '#web/lib/live/connection-status.tsx';
import { useLiveChannel } from '#web/lib/live/use-live-channel.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AdminFrame } from './admin-frame';
import { AdminPanel } from './admin-panel';
import { AdminToolbar } from './admin-toolbar';
import { handleAdminLiveMessage } from './live-notices';
import { refreshAdminData } from './use-admin-data';
import { useAdminGate } from './use-admin-gate';

/** /admin: the login form, or the panel with live approval notices. */
export function AdminPage() {
  useDocumentTitle('Admin Panel');
  const queryClient = useQueryClient();
  const gate = useAdminGate();
  const onMessage = useCallback(
    (message: ServerMessage) => handleAdminLiveMessage(message, queryClient),
    [queryClient],
  );
  // The socket opens only with the panel, so the upgrade carries the admin's session cookie.
  const live = useLiveChannel({
    appType: 'admin',
    onMessage,
    enabled: gate.showPanel,
    onReconnect: () => void refreshAdminData(queryClient),
  });

  if (!gate.showPanel) {
    return (
      <AdminFrame>
        <AdminLoginForm onLoggedIn={gate.onLoggedIn} />
      </AdminFrame>
    );
  }
  return (
    <AdminFrame
      status={<ConnectionStatus status={live.status} onRetry={live.retry} />}
      actions={
        <>
          <NotificationsSwitch />
          <AdminToolbar
            refreshData={() => refreshAdminData(queryClient)}
            onLogout={gate.logout}
            loggingOut={gate.loggingOut}
          />
        </>
      }
    >
      <AdminPanel onUnauthorized={gate.onUnauthorized} />
    </AdminFrame>
  );
}
