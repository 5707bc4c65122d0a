import { Bike } from 'lucide-react';
import { isFinishedStatus, type OrderView } from '../order-views';

/** "Car · ABC 123": the vehicle as the driver registered it. */
const vehicleText = (type: string, number: string) =>
  `${type.charAt(0).toUpperCase()}${type.slice(1)} · ${number}`;

/**
 * Who brings the order, once a driver has taken it and until it ends: "Maria is delivering your
 * order", with the vehicle for the holder of the order's token (the phone view knows the first
 * name only).
 */
export function DriverCard({ view }: { view: OrderView }) {
  if (isFinishedStatus(view.order.status)) return null;
  const driver = view.kind === 'tracked' ? view.order.driver : null;
  const firstName = driver?.firstName ?? view.order.driverName;
  if (!firstName) return null;
  return (
    <section
      aria-label="Your driver"
      className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white px-4 py-3"
    >
      <Bike className="size-5 shrink-0 text-brand-strong" aria-hidden="true" />
      <div>
        <p className="font-semibold text-stone-900">{firstName} is delivering your order</p>
        {driver ? (
          <p className="text-sm text-stone-700">{vehicleText(driver.vehicleType, driver.vehicleNumber)}</p>
        ) : null}
      </div>
    </section>
  );
}
