import { useState } from 'react';
import { FigureCards } from '#web/components/statement/figure-cards.tsx';
import { StatementView } from '#web/components/statement/statement-view.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useRestaurantStatement } from '#web/features/finance/api/get-restaurant-statement.ts';
import { restaurantStatementCsvUrl } from '#web/features/finance/api/restaurant-statement-csv-url.ts';
import {
  NET_EXPLAINED,
  NO_ORDERS_TEXT,
  NO_ORDERS_TITLE,
  restaurantTotals,
} from '#web/features/finance/restaurant-statement-figures.ts';
import type { StatementPeriod } from '#web/lib/statement-period.ts';
import { DaysTable } from './days-table';
import { WeeksTable } from './weeks-table';

/** The Statement tab: the restaurant's money over a period, in totals, by week and by day, and as CSV. */
export function RestaurantStatementTab() {
  // Null until the user picks one: the server's last 30 days, counted in its time zone.
  const [period, setPeriod] = useState<StatementPeriod | null>(null);
  const statement = useRestaurantStatement(period);
  return (
    <StatementView
      statement={statement}
      chosen={period}
      onPeriodChange={setPeriod}
      csvUrl={restaurantStatementCsvUrl}
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
