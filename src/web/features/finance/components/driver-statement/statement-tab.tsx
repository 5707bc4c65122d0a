import { useState } from 'react';
import { FigureCards } from '#web/components/statement/figure-cards.tsx';
import { StatementView } from '#web/components/statement/statement-view.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { driverStatementCsvUrl } from '#web/features/finance/api/driver-statement-csv-url.ts';
import { useDriverStatement } from '#web/features/finance/api/get-driver-statement.ts';
import {
  driverTotals,
  NO_DELIVERIES_TEXT,
  NO_DELIVERIES_TITLE,
  PAY_EXPLAINED,
} from '#web/features/finance/driver-statement-figures.ts';
import type { StatementPeriod } from '#web/lib/statement-period.ts';
import { DeliveriesTable } from './deliveries-table';
import { WeeksTable } from './weeks-table';

/** The Statement tab: the driver's pay and cash over a period, in totals, by week and per delivery. */
export function DriverStatementTab() {
  // Null until the user picks one: the server's last 30 days, counted in its time zone.
  const [period, setPeriod] = useState<StatementPeriod | null>(null);
  const statement = useDriverStatement(period);
  return (
    <StatementView
      statement={statement}
      chosen={period}
      onPeriodChange={setPeriod}
      csvUrl={driverStatementCsvUrl}
      subject="your statement"
    >
      {(data) =>
        data.totals.deliveries === 0 ? (
          <StatusMessage title={NO_DELIVERIES_TITLE} description={NO_DELIVERIES_TEXT} />
        ) : (
          <>
            <div className="space-y-2">
              <FigureCards label="Statement totals" figures={driverTotals(data.totals)} />
              <p className="text-sm text-stone-700">{PAY_EXPLAINED}</p>
            </div>
            <WeeksTable weeks={data.weeks} />
            <DeliveriesTable deliveries={data.deliveries} timeZone={data.timeZone} />
          </>
        )
      }
    </StatementView>
  );
}
