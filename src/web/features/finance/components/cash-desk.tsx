import { useEffect, useState } from 'react';
import type { DriverCash } from '#domain/finance/responses.ts';
import { AdminTable, type Column } from '#web/components/admin-table.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { instantLabel } from '#web/lib/day-label.ts';
import { formatPrice } from '#web/lib/format.ts';
import { useDriverCash } from '../api/get-driver-cash';
import { balanceNote, balanceState, CASH_EXPLAINED, canSettle, NO_CASH_TITLE } from '../cash-text';
import { RecordSettlementDialog } from './record-settlement-dialog';

type CashRow = DriverCash & { id: number };

const money = (value: string, currency: string) => (
  <span className="whitespace-nowrap tabular-nums">{formatPrice(value, currency)}</span>
);

/**
 * The Cash tab: what each driver took at the door, kept as pay, owes, has handed over and still
 * owes, each in the driver's currency, with what the company has yet to collect in each currency;
 * a settlement is recorded per driver.
 */
export function CashDesk({ onUnauthorized }: { onUnauthorized: () => void }) {
  const cash = useDriverCash();
  // The dialog is kept here, so a refresh of the table does not close it.
  const [settling, setSettling] = useState<DriverCash | null>(null);
  const denied = isApiError(cash.error, 401) || isApiError(cash.error, 403);
  useEffect(() => {
    if (denied) onUnauthorized();
  }, [denied, onUnauthorized]);

  const rows: CashRow[] | undefined = cash.data?.drivers.map((driver) => ({
    ...driver,
    id: driver.driverId,
  }));
  const columns: Column<CashRow>[] = [
    {
      header: 'Driver',
      cell: (d) => <span className="inline-block min-w-28 font-semibold text-stone-900">{d.name}</span>,
    },
    { header: 'Phone', cell: (d) => <span className="whitespace-nowrap">{d.phone}</span> },
    { header: 'Cash collected', cell: (d) => money(d.cashCollected, d.currency) },
    { header: 'Pay kept', cell: (d) => money(d.payKept, d.currency) },
    { header: 'Owes', cell: (d) => money(d.owes, d.currency) },
    { header: 'Settled', cell: (d) => money(d.settled, d.currency) },
    { header: 'Balance', cell: (d) => <BalanceCell balance={d.balance} currency={d.currency} /> },
    {
      header: 'Last settlement',
      cell: (d) =>
        d.lastSettlementAt ? (
          <time dateTime={d.lastSettlementAt} className="whitespace-nowrap">
            {instantLabel(d.lastSettlementAt)}
          </time>
        ) : (
          <span className="text-stone-600">Never</span>
        ),
    },
    {
      header: 'Actions',
      cell: (d) =>
        canSettle(d.balance) ? (
          <Button size="sm" variant="secondary" className="whitespace-nowrap" onClick={() => setSettling(d)}>
            Record settlement<span className="sr-only"> from {d.name}</span>
          </Button>
        ) : (
          <span className="text-stone-600">Nothing to collect</span>
        ),
    },
  ];

  return (
    <div className="space-y-4">
      {cash.data ? (
        <Card className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 p-4">
          <dl>
            <dt className="text-sm text-stone-700">Total outstanding</dt>
            {cash.data.outstanding.length === 0 ? (
              <dd className="text-2xl font-bold text-stone-900">Nothing</dd>
            ) : (
              // One sum per currency: cash in two currencies is never added up.
              cash.data.outstanding.map((entry) => (
                <dd key={entry.currency} className="text-2xl font-bold text-stone-900 tabular-nums">
                  {formatPrice(entry.amount, entry.currency)}
                  {cash.data.outstanding.length > 1 ? (
                    <span className="ml-2 text-sm font-medium text-stone-700">{entry.currency}</span>
                  ) : null}
                </dd>
              ))
            )}
          </dl>
          <p className="max-w-xl text-sm text-stone-700">{CASH_EXPLAINED}</p>
        </Card>
      ) : null}
      <AdminTable
        caption="Drivers' cash"
        columns={columns}
        rows={rows}
        isError={cash.isError && !denied}
        onRetry={() => void cash.refetch()}
        emptyText={NO_CASH_TITLE}
      />
      {settling ? (
        <RecordSettlementDialog
          driver={settling}
          onClose={() => setSettling(null)}
          onUnauthorized={onUnauthorized}
        />
      ) : null}
    </div>
  );
}

/** The balance, and in words what it means when the driver owes nothing: settled, or owed money. */
function BalanceCell({ balance, currency }: { balance: string; currency: string }) {
  const note = balanceNote(balance);
  const state = balanceState(balance);
  return (
    <span className="inline-block min-w-24">
      <span
        className={
          state === 'owed-to-driver'
            ? 'font-semibold whitespace-nowrap text-red-800 tabular-nums'
            : 'font-semibold whitespace-nowrap text-stone-900 tabular-nums'
        }
      >
        {formatPrice(balance, currency)}
      </span>
      {note ? <span className="block text-xs text-stone-700">{note}</span> : null}
    </span>
  );
}
