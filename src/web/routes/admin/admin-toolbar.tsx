import { ArrowLeft, LogOut, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';

/** Refresh Data, Back to App (/apps) and Logout (SPEC section 2). */
export function AdminToolbar({
  refreshData,
  onLogout,
  loggingOut,
}: {
  /** Reads the page's data again; Refresh Data waits until it has. */
  refreshData: () => Promise<unknown>;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const [refreshing, setRefreshing] = useState(false);
  const onRefresh = () => {
    setRefreshing(true);
    void refreshData().finally(() => setRefreshing(false));
  };
  return (
    <>
      <Button variant="secondary" size="sm" needsConnection onClick={onRefresh} disabled={refreshing}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Refresh Data
      </Button>
      <Link href={paths.apps} className={buttonClass('secondary', 'sm')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to App
      </Link>
      <Button variant="ghost" size="sm" needsConnection onClick={onLogout} disabled={loggingOut}>
        <LogOut className="size-4" aria-hidden="true" />
        Logout
      </Button>
    </>
  );
}
