import { useState } from 'react';
import { FigureCards } from '../../../../components/statement/figure-cards';
import { StatementView } from '../../../../components/statement/statement-view';
import { StatusMessage } from '../../../../components/ui/status-message';
import { defaultPeriod } from '../../../../lib/statement-period';
import { useRestaurantStatement } from '../../api/get-restaurant-statement';
import { NET_EXPLAINED, NO_ORDERS_TEXT, NO_ORDERS_TITLE, restaurantTotals } from '../../statement-figures';
import { DaysTable } from './days-table';
import { WeeksTable } from './weeks-table';

/** The Statement tab: the restaurant's money over a period, in totals, by week and by day, and as CSV. */
export function StatementTab() {
  const [period, setPeriod] = useState(defaultPeriod);
  const statement = useRestaurantStatement(period);
  return (
    <StatementView
      statement={statement}
      period={period}
      onPeriodChange={setPeriod}
      csvPath="/api/restaurant/statement.csv"
      subject="your statement"
    >
      {(data) =>
        data.totals.orders === 0 ? (
          <StatusMessage title={NO_ORDERS_TITLE} description={NO_ORDERS_TEXT} />
        ) : (
          <>
            <div className="space-y-2">
              <FigureCards label="Statement totals" figures={restaurantTotals(data.totals)} />
              <p className="text-sm text-stone-700">{NET_EXPLAINED}</p>
            </div>
            <WeeksTable weeks={data.weeks} />
            <DaysTable days={data.days} />
          </>
        )
      }
    </StatementView>
  );
}
