import { useId } from 'react';
import { GPS_ACCURACY_METERS } from '../sample-order';
import type { SimulatedTrip } from '../use-simulated-trip';

/** Position, speed, ETA and progress of the simulated driver. */
export function TripStats({ trip }: { trip: SimulatedTrip }) {
  const labelId = useId();
  const stats = [
    ['Position', `${trip.position.latitude.toFixed(5)}, ${trip.position.longitude.toFixed(5)}`],
    ['Speed', `${trip.speedKmh} km/h`],
    ['ETA', trip.arrived ? 'Arrived' : `${trip.etaMinutes} min`],
    ['Distance left', `${trip.remainingKm.toFixed(1)} km`],
    ['Accuracy', `±${GPS_ACCURACY_METERS} m`],
    ['Last update', trip.arrived ? 'Trip complete' : `${trip.secondsSinceUpdate} s ago`],
  ] as const;

  return (
    <div className="space-y-4">
      <div>
        <div className="mb-1.5 flex justify-between text-sm font-medium text-stone-800">
          <span id={labelId}>Delivery progress</span>
          <span>{trip.progressPercent}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={trip.progressPercent}
          className="h-3 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className="h-full rounded-full bg-brand transition-[width]"
            style={{ width: `${trip.progressPercent}%` }}
          />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-stone-100 px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{label}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {trip.arrived ? (
        <p role="status" className="font-semibold text-green-800">
          Your driver has arrived. Enjoy your meal!
        </p>
      ) : null}
    </div>
  );
}
