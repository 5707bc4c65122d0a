import { etaLabelAndValue, viewEta } from '../order-eta';
import type { OrderView } from '../order-views';
import { DriverEtaNote } from './driver-eta-note';

/**
 * "Arriving by 7:45 PM" once the restaurant accepted (following the driver once it has the
 * food, in the full view), else the estimate the order was placed with.
 */
export function OrderEtaLine({ view }: { view: OrderView }) {
  const eta = viewEta(view);
  if (!eta) return null;
  const [label, value] = etaLabelAndValue(eta);
  return (
    <div className="text-sm text-stone-700">
      <p>
        <span>{label}</span>{' '}
        <span className="font-semibold text-stone-900" data-testid="order-eta">
          {value}
        </span>
      </p>
      {eta.kind === 'driver' && view.kind === 'tracked' && view.driver ? (
        <DriverEtaNote minutes={eta.minutes} km={eta.km} at={view.driver.at} />
      ) : null}
    </div>
  );
}
