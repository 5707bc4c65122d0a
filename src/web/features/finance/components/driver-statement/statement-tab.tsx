import { StatementTotals } from '#web/components/statement/figure-cards.tsx';
import { StatementView } from '#web/components/statement/statement-view.tsx';
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

/** The Statement tab: the driver's pay and cash over a period, in totals, by week and per delivery. */
export function DriverStatementTab() {
  return (
    <StatementView query={driverStatementQuery} csvUrl={driverStatementCsvUrl} subject="your statement">
      {(data) =>
        data.totals.deliveries === 0 ? (
          <StatusMessage title={NO_DELIVERIES_TITLE} description={NO_DELIVERIES_TEXT} />
        ) : (
          <>
            <StatementTotals figures={driverTotals(data.totals)} explained={PAY_EXPLAINED} />
            <WeeksTable weeks={data.weeks} />
            <DeliveriesTable deliveries={data.deliveries} timeZone={data.timeZone} />
          </>
        )
      }
    </StatementView>
  );
}
