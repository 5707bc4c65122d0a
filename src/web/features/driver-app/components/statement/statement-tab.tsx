import { useState } from 'react';
import { FigureCards } from '../../../../components/statement/figure-cards';
import { StatementView } from '../../../../components/statement/statement-view';
import { StatusMessage } from '../../../../components/ui/status-message';
import type { StatementPeriod } from '../../../../lib/statement-period';
import { driverStatementCsvUrl } from '../../api/driver-statement-csv-url';
import { useDriverStatement } from '../../api/get-driver-statement';
import {
  driverTotals,
  NO_DELIVERIES_TEXT,
  NO_DELIVERIES_TITLE,
  PAY_EXPLAINED,
} from '../../statement-figures';
import { DeliveriesTable } from './deliveries-table';
import { WeeksTable } from './weeks-table';

/** The Statement tab: the driver's pay and cash over a period, in totals, by week and per delivery. */
export function StatementTab() {
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
