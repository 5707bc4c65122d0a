import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { DELIVERY_CODE_HINT } from '#domain/tracking/rules.ts';

/**
 * The order's delivery code, large, for the customer to read to the driver at the door (proof of
 * delivery). Only the device holding the order's tracking token ever has it.
 */
export function DeliveryCode({ code }: { code: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-wrap items-center gap-4 rounded-xl border-2 border-brand-strong bg-brand-soft px-5 py-4"
    >
      <KeyRound className="size-8 shrink-0 text-brand-deep" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="text-sm font-semibold text-brand-deep">
          Delivery code
        </h3>
        <p className="text-sm text-stone-800">{DELIVERY_CODE_HINT}</p>
      </div>
      {/* Read digit by digit: "4 8 2 1", not "four thousand eight hundred...". */}
      <p className="font-mono text-4xl font-bold tracking-[0.3em] text-stone-900 tabular-nums">
        <span aria-hidden="true" data-testid="delivery-code">
          {code}
        </span>
        <span className="sr-only">{code.split('').join(' ')}</span>
      </p>
    </section>
  );
}
