import { Check, MapPin, PackageSearch } from 'lucide-react';
import { Link, useRouter } from 'wouter';
import {
  isTimelineStepReached,
  progressPercent,
  TIMELINE_STEPS,
} from '#domain/order-lifecycle/status-machine.ts';
import { paths } from '#web/app/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

// A sample order on its way, to show what tracking looks like before the customer has an order.
const SAMPLE_STATUS = 'on-the-way';

/** The home's "Track Your Order" section (SPEC section 2). */
export function TrackOrderDemo() {
  const { base } = useRouter();
  const percent = progressPercent(SAMPLE_STATUS);
  return (
    <section aria-labelledby="track-heading" className="bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="track-heading" className="text-2xl font-bold tracking-tight text-stone-900">
            Track Your Order
          </h2>
          <p className="mt-3 text-stone-700">
            No account needed: enter the phone number you ordered with and follow your food from the kitchen
            to your door, with the driver live on the map.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href={paths.trackOrder} className={buttonClass('primary')}>
              <PackageSearch className="size-5" aria-hidden="true" />
              Track an order
            </Link>
            <a
              href={`${base}/gps-tracking`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary')}
            >
              <MapPin className="size-5" aria-hidden="true" />
              Live GPS demo<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
        <figure className="rounded-2xl border border-stone-200 bg-stone-50 p-5 shadow-sm">
          <figcaption className="flex items-center justify-between text-sm">
            <span className="font-semibold text-stone-900">Sample order</span>
            <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
              On The Way
            </span>
          </figcaption>
          <div
            role="progressbar"
            aria-label="Sample order progress"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="mt-4 h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
          </div>
          <ol className="mt-5 space-y-3">
            {TIMELINE_STEPS.map((step, index) => {
              const reached = isTimelineStepReached(SAMPLE_STATUS, index);
              return (
                <li key={step} className="flex items-center gap-3">
                  <span
                    className={cn(
                      'flex size-7 items-center justify-center rounded-full border-2',
                      reached ? 'border-green-700 bg-green-700 text-white' : 'border-stone-300 bg-white',
                    )}
                    aria-hidden="true"
                  >
                    {reached ? <Check className="size-4" /> : null}
                  </span>
                  <span className={reached ? 'font-medium text-stone-900' : 'text-stone-600'}>
                    {step}
                    <span className="sr-only">{reached ? ' (done)' : ' (to come)'}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        </figure>
      </div>
    </section>
  );
}
