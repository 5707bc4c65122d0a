import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { AdminFrame } from '#web/features/admin/components/admin-frame.tsx';
import { AdminLoginForm } from '#web/features/admin/components/admin-login-form.tsx';
import { AdminPanel } from '#web/features/admin/components/admin-panel.tsx';
import { AdminToolbar } from '#web/features/admin/components/admin-toolbar.tsx';
import { handleAdminLiveMessage } from '#web/features/admin/live-notices.ts';
import { refreshAdminData } from '#web/features/admin/use-admin-data.ts';
import { ConnectionStatus } from '#web/lib/live/connection-status.tsx';
import { useLiveChannel } from '#web/lib/live/use-live-channel.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
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
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void refreshAdminData(queryClient).finally(() => setRefreshing(false));
  };

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
        <AdminToolbar
          onRefresh={refresh}
          refreshing={refreshing}
          onLogout={gate.logout}
          loggingOut={gate.loggingOut}
        />
      }
    >
      <AdminPanel onUnauthorized={gate.onUnauthorized} />
    </AdminFrame>
  );
}
