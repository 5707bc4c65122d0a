import { Download } from 'lucide-react';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { ordersCsvUrl } from '../api/orders-csv-url';
import type { FinanceFilters } from '../finance-filters';

/**
 * Export CSV: a real download of the orders the filters keep, in the currency on screen (every
 * currency, each row naming its own, before a summary has named one). A plain link with
 * `download`, not a router link: the file comes from /api at the site root, and the browser saves
 * it under the name the server gives (financial-report-YYYY-MM-DD.csv). Unavailable while the
 * range is incomplete or refused, since the server would refuse the file too.
 */
export function ExportCsvLink({
  filters,
  currency = null,
}: {
  filters: FinanceFilters | null;
  currency?: string | null;
}) {
  if (!filters) {
    return (
      <Button variant="secondary" disabled>
        <Download className="size-4" aria-hidden="true" />
        Export CSV
      </Button>
    );
  }
  return (
    <a href={ordersCsvUrl(filters, currency)} download className={buttonClass('secondary')}>
      <Download className="size-4" aria-hidden="true" />
      Export CSV
    </a>
  );
}
