import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function FinancialDashboardPage() {
  return <PlaceholderPage title="Financial Dashboard" />;
}
