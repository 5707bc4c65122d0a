import { progressPercent } from '#domain/order-lifecycle/status-machine.ts';

/** The progress bar of SPEC section 4 (25/50/75/100, 0 when cancelled), with its figure in text. */
export function OrderProgress({ orderId, status }: { orderId: number; status: string }) {
  const percent = progressPercent(status);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={`Order #${orderId} progress`}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-11 text-right text-sm font-semibold text-stone-800 tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
