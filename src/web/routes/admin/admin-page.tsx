import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ServerMessage } from '../../../domain/realtime';
import { AdminFrame } from '../../features/admin/components/admin-frame';
import { AdminLoginForm } from '../../features/admin/components/admin-login-form';
import { AdminPanel } from '../../features/admin/components/admin-panel';
import { AdminToolbar } from '../../features/admin/components/admin-toolbar';
import { handleAdminLiveMessage } from '../../features/admin/live-notices';
import { refreshAdminData } from '../../features/admin/use-admin-data';
import { ConnectionStatus } from '../../lib/live/connection-status';
import { useLiveChannel } from '../../lib/live/use-live-channel';
import { useDocumentTitle } from '../../lib/use-document-title';
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
