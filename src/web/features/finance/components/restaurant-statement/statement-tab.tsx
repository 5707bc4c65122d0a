import { StatementTotals } from '#web/components/statement/figure-cards.tsx';
import { StatementView } from '#web/components/statement/statement-view.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { restaurantStatementQuery } from '#web/features/finance/api/get-restaurant-statement.ts';
import { restaurantStatementCsvUrl } from '#web/features/finance/api/restaurant-statement-csv-url.ts';
import {
  NET_EXPLAINED,
  NO_ORDERS_TEXT,
  NO_ORDERS_TITLE,
  restaurantTotals,
} from '#web/features/finance/restaurant-statement-figures.ts';
import { DaysTable } from './days-table';
import { WeeksTable } from './weeks-table';

/**
 * The Statement tab: the restaurant's money over a period, in its currency, in totals, by week and
 * by day, and as CSV.
 */
export function RestaurantStatementTab() {
  return (
    <StatementView
      query={restaurantStatementQuery}
      csvUrl={restaurantStatementCsvUrl}
      subject="your statement"
    >
      {(data) =>
        data.totals.orders === 0 ? (
          <StatusMessage title={NO_ORDERS_TITLE} description={NO_ORDERS_TEXT} />
        ) : (
          <>
            <StatementTotals
              figures={restaurantTotals(data.totals, data.currency)}
              explained={NET_EXPLAINED}
            />
            <WeeksTable weeks={data.weeks} currency={data.currency} />
            <DaysTable days={data.days} currency={data.currency} />
          </>
        )
      }
    </StatementView>
  );
}
