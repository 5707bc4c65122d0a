import { reachedAt } from '#domain/order-lifecycle/responses.ts';
import { CANCELLED_BY_TEXT, refundSentence } from '#domain/tracking/order-outcome.ts';
import type { PhoneOrder } from '#domain/tracking/responses.ts';
import { formatStepTime } from '../timeline-steps';

type CancelledOrder = Pick<
  PhoneOrder,
  'status' | 'timeline' | 'cancelReason' | 'cancellation' | 'total' | 'currency'
>;

/**
 * How a cancelled order ended, under its timeline: who cancelled it and when, why ("Reason: ..."
 * when there is one), and where the money is ("Refunded to your card: $23.47"). An answer without
 * the cancellation (a server from before it) still says when, and why.
 */
export function CancellationNotice({ order }: { order: CancelledOrder }) {
  if (order.status !== 'cancelled') return null;
  const at = reachedAt(order, 'cancelled');
  const time = at ? <time dateTime={at}>{formatStepTime(at)}</time> : null;
  const { cancellation } = order;
  if (!cancellation) {
    return (
      <p className="mt-3 text-sm font-medium text-red-800">
        This order was cancelled{time ? <> at {time}</> : null}.
        {order.cancelReason ? <span className="block">Reason: {order.cancelReason}</span> : null}
      </p>
    );
  }
  return (
    <div
      className="mt-3 space-y-1 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-stone-800"
      data-testid="cancellation"
    >
      <p className="flex justify-between gap-3 font-semibold text-red-800">
        <span>{CANCELLED_BY_TEXT[cancellation.by]}</span>
        {time ? <span className="font-normal tabular-nums">{time}</span> : null}
      </p>
      {cancellation.reason ? <p>Reason: {cancellation.reason}</p> : null}
      <p className="font-medium">{refundSentence(cancellation.refund, order.total, order.currency)}</p>
    </div>
  );
}
