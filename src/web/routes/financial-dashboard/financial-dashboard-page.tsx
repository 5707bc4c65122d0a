import { useQueryClient } from '@tanstack/react-query';
import { LayoutDashboard } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { AdminLoginForm } from '#web/features/accounts/components/admin-login-form.tsx';
import { refreshFinance } from '#web/features/finance/api/get-finance-summary.ts';
import { FinanceDashboard } from '#web/features/finance/components/finance-dashboard.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AdminFrame } from '../admin/admin-frame';
import { AdminToolbar } from '../admin/admin-toolbar';
import { useAdminGate } from '../admin/use-admin-gate';

/**
 * /financial-dashboard: admins only (the server refuses everyone else). The same sign-in and
 * session as /admin, so signing in on either page opens both.
 */
export function FinancialDashboardPage() {
  useDocumentTitle('Financial Dashboard');
  const queryClient = useQueryClient();
  const gate = useAdminGate();

  if (!gate.showPanel) {
    return (
      <AdminFrame>
        <AdminLoginForm
          heading="Financial Dashboard"
          purpose="Sign in to see revenue, payouts and orders."
          onLoggedIn={gate.onLoggedIn}
        />
      </AdminFrame>
    );
  }
  return (
    <AdminFrame
      actions={
        <>
          <Link href={paths.admin} className={buttonClass('secondary', 'sm')}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            Admin Panel
          </Link>
          <AdminToolbar
            refreshData={() => refreshFinance(queryClient)}
            onLogout={gate.logout}
            loggingOut={gate.loggingOut}
          />
        </>
      }
    >
      <FinanceDashboard onUnauthorized={gate.onUnauthorized} />
    </AdminFrame>
  );
}
