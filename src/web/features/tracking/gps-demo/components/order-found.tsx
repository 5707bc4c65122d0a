import { Bike, Star } from 'lucide-react';
import { statusLabel } from '#domain/order-lifecycle/status-machine.ts';
import { IconTile } from '#web/components/icon-tile.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatPrice } from '#web/lib/format.ts';
import type { SampleOrder } from '../sample-order';
import { useSimulatedTrip } from '../use-simulated-trip';
import { DemoMap } from './demo-map';
import { TripStats } from './trip-stats';

/** The sample order, its driver and the live (simulated) trip. */
export function OrderFound({ order }: { order: SampleOrder }) {
  const trip = useSimulatedTrip(order.route);
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-green-200 bg-green-50 p-4">
        <h2 className="text-xl font-bold text-green-900">Order Found!</h2>
        <p className="text-green-900">
          Order #{order.id} from {order.restaurantName} is on its way to {order.deliveryAddress}.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <DemoMap
          route={order.route}
          position={trip.position}
          progressPercent={trip.progressPercent}
          remainingKm={trip.remainingKm}
          arrived={trip.arrived}
        />
        <div className="space-y-4">
          <Card className="p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-stone-900">Order #{order.id}</h3>
              <Badge tone={trip.arrived ? 'success' : 'info'}>
                {statusLabel(trip.arrived ? 'delivered' : order.status)}
              </Badge>
            </div>
            <p className="mt-1 text-sm text-stone-700">
              {itemCount} items · {formatPrice(order.total, order.currency)} · for {order.customerName}
            </p>
            <ul className="mt-2 text-sm text-stone-700">
              {order.items.map((item, index) => (
                // One dish may be two lines with other options (issue 37); the lines never reorder.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={`${item.name}-${index}`}>
                  {item.quantity} × {item.name}
                </li>
              ))}
            </ul>
          </Card>
          <Card className="flex items-center gap-4 p-5">
            <IconTile
              icon={Bike}
              className="size-12 shrink-0 rounded-full bg-brand-soft"
              iconClassName="size-6 text-brand-strong"
            />
            <div className="text-sm text-stone-700">
              <h3 className="text-base font-semibold text-stone-900">{order.driver.name}, your driver</h3>
              <p>
                {order.driver.vehicle} · plate {order.driver.licencePlate}
              </p>
              <p className="flex items-center gap-1">
                <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                {order.driver.rating} rating · {order.driver.totalDeliveries.toLocaleString('en-US')}{' '}
                deliveries
              </p>
            </div>
          </Card>
        </div>
      </div>
      <TripStats trip={trip} />
    </div>
  );
}
