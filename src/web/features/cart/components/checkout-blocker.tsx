import { Info } from 'lucide-react';

/**
 * Why the order cannot go on yet ("Add ¥300 more to reach the ¥1,000 minimum order"), beside the
 * button it disables, which names it with aria-describedby. A polite live region: as quantities
 * change, the new amount is read out; the region stays in the page while empty, so a message that
 * appears later is announced too.
 */
export function CheckoutBlocker({
  id,
  message,
  className,
}: {
  id: string;
  message: string | null;
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      {message === null ? null : (
        <p
          id={id}
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  );
}
