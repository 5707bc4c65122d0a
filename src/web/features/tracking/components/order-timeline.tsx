import { Check } from 'lucide-react';
import type { PhoneOrder } from '#domain/tracking/responses.ts';
import { cn } from '#web/lib/cn.ts';
import { formatStepTime, timelineSteps } from '../timeline-steps';
import { CancellationNotice } from './cancellation-notice';

/**
 * The four steps of SPEC section 4, each lit once reached, with the real time it was reached. A
 * cancelled order keeps the steps it got through and says how it ended (CancellationNotice).
 */
export function OrderTimeline({
  order,
}: {
  order: Pick<
    PhoneOrder,
    'id' | 'status' | 'timeline' | 'cancelReason' | 'cancellation' | 'total' | 'currency'
  >;
}) {
  const steps = timelineSteps(order);
  const lastReached = steps.findLastIndex((step) => step.reached);
  return (
    <div>
      <h3 className="sr-only">Order timeline</h3>
      <ol aria-label={`Order #${order.id} timeline`} className="space-y-3">
        {steps.map((step, index) => (
          <li
            key={step.label}
            aria-current={index === lastReached && order.status !== 'cancelled' ? 'step' : undefined}
            className="flex items-center gap-3"
          >
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                step.reached ? 'border-brand-strong bg-brand-strong text-white' : 'border-stone-300 bg-white',
              )}
              aria-hidden="true"
            >
              {step.reached ? <Check className="size-4" /> : null}
            </span>
            <span className={cn('flex-1', step.reached ? 'font-semibold text-stone-900' : 'text-stone-600')}>
              {step.label}
              <span className="sr-only">{step.reached ? ' – completed' : ' – not yet'}</span>
            </span>
            {step.at ? (
              <time dateTime={step.at} className="text-sm text-stone-700 tabular-nums">
                {formatStepTime(step.at)}
              </time>
            ) : null}
          </li>
        ))}
      </ol>
      <CancellationNotice order={order} />
    </div>
  );
}
