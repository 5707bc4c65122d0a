import { useState } from 'react';
import { StatementTotals } from '#web/components/statement/figure-cards.tsx';
import { StatementView } from '#web/components/statement/statement-view.tsx';
import { PillFilter } from '#web/components/ui/pill-filter.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { driverStatementCsvUrl } from '#web/features/finance/api/driver-statement-csv-url.ts';
import { driverStatementQuery } from '#web/features/finance/api/get-driver-statement.ts';
import {
  driverTotals,
  NO_DELIVERIES_TEXT,
  NO_DELIVERIES_TITLE,
  PAY_EXPLAINED,
} from '#web/features/finance/driver-statement-figures.ts';
import { DeliveriesTable } from './deliveries-table';
import { WeeksTable } from './weeks-table';

/**
 * The Statement tab: the driver's pay and cash over a period, in totals, by week and per delivery,
 * in one currency. A driver who delivered in more than one in the period (one who moved city)
 * chooses which to read: pay in two currencies is never added up.
 */
export function DriverStatementTab() {
  // Null: the server's choice, the currency of the driver's newest delivery.
  const [currency, setCurrency] = useState<string | null>(null);
  return (
    <StatementView
      query={(period) => driverStatementQuery(period, currency)}
      csvUrl={(period) => driverStatementCsvUrl(period, currency)}
      subject="your statement"
    >
      {(data) => (
        <>
          {data.currencies.length > 1 ? (
            <div>
              <p className="mb-2 text-sm font-medium text-stone-800" aria-hidden="true">
                Currency
              </p>
              <PillFilter
                legend="Currency"
                options={data.currencies}
                selected={data.currency}
                wrap
                onSelect={setCurrency}
              />
            </div>
          ) : null}
          {data.totals.deliveries === 0 ? (
            <StatusMessage title={NO_DELIVERIES_TITLE} description={NO_DELIVERIES_TEXT} />
          ) : (
            <>
              <StatementTotals figures={driverTotals(data.totals, data.currency)} explained={PAY_EXPLAINED} />
              <WeeksTable weeks={data.weeks} currency={data.currency} />
              <DeliveriesTable
                deliveries={data.deliveries}
                timeZone={data.timeZone}
                currency={data.currency}
              />
            </>
          )}
        </>
      )}
    </StatementView>
  );
}
