import { Printer } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { TRACKING_TOKEN_PATTERN } from '#domain/tracking/rules.ts';
import { paths } from '#web/app/paths.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useTrackedOrder } from '#web/features/tracking/api/get-tracked-order.ts';
import { OrdersLoading } from '#web/features/tracking/components/lookup-states.tsx';
import { OrderReceipt } from '#web/features/tracking/components/order-receipt.tsx';
import { RECEIPT_FAILED, RECEIPT_NOT_FOUND } from '#web/features/tracking/messages.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/**
 * /receipt/{token} (issue "After the order", item 4): the printable receipt of the order the
 * tracking token opens (GET /api/orders/track/{token}). The token is the key, as for the full
 * tracker: a phone number alone never shows the dishes or the amounts line by line. Printed, the
 * page is the receipt alone, black on white (the print rules in styles.css).
 */
export function ReceiptPage() {
  useDocumentTitle('Receipt');
  const { token = '' } = useParams<{ token: string }>();
  const valid = TRACKING_TOKEN_PATTERN.test(token);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 print:max-w-none print:p-0">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 print:sr-only">Receipt</h1>
      {valid ? <Receipt token={token} /> : <NotFound />}
    </div>
  );
}

function Receipt({ token }: { token: string }) {
  const tracked = useTrackedOrder(token);
  if (tracked.isPending) return <OrdersLoading />;
  if (tracked.isError) {
    if (isApiError(tracked.error, 404)) return <NotFound />;
    return (
      <StatusMessage role="alert" title={RECEIPT_FAILED}>
        <Button variant="secondary" onClick={() => void tracked.refetch()} disabled={tracked.isFetching}>
          {tracked.isFetching ? 'Trying again…' : 'Try again'}
        </Button>
      </StatusMessage>
    );
  }
  const order = tracked.data;
  return (
    <>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Print
        </Button>
        <Link href={paths.trackedOrder(order.customerPhone, token)} className={buttonClass('secondary')}>
          Back to the order
        </Link>
      </div>
      <OrderReceipt order={order} />
    </>
  );
}

function NotFound() {
  return (
    <StatusMessage
      role="alert"
      as="h2"
      title={RECEIPT_NOT_FOUND}
      description="This link does not open an order. A receipt opens from the tracking link of the order, on the device that placed it."
    >
      <Link href={paths.trackOrder} className={buttonClass('primary')}>
        Track an order
      </Link>
    </StatusMessage>
  );
}
