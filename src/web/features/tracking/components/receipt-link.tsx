import { ReceiptText } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { RECEIPT_LINK } from '../messages';
import { isFinishedStatus, type OrderView } from '../order-views';

/**
 * To the printable receipt (/receipt/{token}) of an order this device holds, once it has ended
 * (delivered or cancelled): until then its amounts are not final (a tip, a refund).
 */
export function ReceiptLink({ view }: { view: OrderView }) {
  if (view.kind !== 'tracked' || !isFinishedStatus(view.order.status)) return null;
  return (
    <Link href={paths.receipt(view.trackingToken)} className={buttonClass('secondary', 'sm')}>
      <ReceiptText className="size-4" aria-hidden="true" />
      {RECEIPT_LINK}
      <span className="sr-only"> of order #{view.order.id}</span>
    </Link>
  );
}
