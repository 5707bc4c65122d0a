import { LoadingCards, QueryError } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useDeliveryHistory } from '#web/features/driver-deliveries/api/get-driver-deliveries.ts';
import { statusLabel, statusTone } from '#web/features/driver-deliveries/delivery-steps.ts';
import { payTotal } from '#web/features/driver-deliveries/money-text.ts';
import { dateTime, endedAt } from '#web/features/driver-deliveries/time-text.ts';

export const NO_HISTORY_TITLE = 'No past deliveries yet';
export const NO_HISTORY_TEXT = 'Delivered and cancelled orders are listed here.';

/** What a past delivery paid, in its currency: its total once delivered; a cancelled one earned nothing. */
export function historyPay(delivery: { status: string; pay: { total: string }; currency: string }): string {
  return delivery.status === 'delivered' ? payTotal(delivery) : 'No pay';
}

/** History: delivered and cancelled orders, newest first, older ones with Load more. */
export function HistoryList() {
  const history = useDeliveryHistory();
  if (history.isPending) {
    return <LoadingCards label="Loading your past deliveries" className="space-y-3" cardClassName="h-20" />;
  }
  if (history.isError) {
    return <QueryError title="Could not load your past deliveries" query={history} />;
  }
  const deliveries = history.data.pages.flatMap((page) => page.deliveries);
  if (deliveries.length === 0)
    return <StatusMessage title={NO_HISTORY_TITLE} description={NO_HISTORY_TEXT} />;
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {deliveries.map((delivery) => {
          const at = endedAt(delivery);
          return (
            <li key={delivery.id}>
              <Card className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">
                    {delivery.pickup.name}{' '}
                    <span className="font-normal text-stone-600">· Order #{delivery.id}</span>
                  </p>
                  <p className="text-sm text-stone-600">
                    <time dateTime={at}>{dateTime(at)}</time>
                  </p>
                  {delivery.status === 'cancelled' && delivery.cancelReason ? (
                    <p className="text-sm text-stone-700">Reason: {delivery.cancelReason}</p>
                  ) : null}
                </div>
                <div className="flex items-center gap-3">
                  <Badge tone={statusTone(delivery.status)}>{statusLabel(delivery.status)}</Badge>
                  <p className="font-semibold text-stone-900">
                    <span className="sr-only">Pay: </span>
                    {historyPay(delivery)}
                  </p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {history.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
      {history.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-red-700">
          Older deliveries could not be loaded. Please try again.
        </p>
      ) : null}
    </div>
  );
}
