import { formatDistance } from '../remaining-eta';
import { PositionAge } from './position-age';

/** Under the arrival time once the driver has the food: how far it still is, and how old that is. */
export function DriverEtaNote({ minutes, km, at }: { minutes: number; km: number; at: string }) {
  return (
    <span className="block text-sm text-stone-700">
      Driver about {minutes} min away ({formatDistance(km)})
      <PositionAge at={at} className="block font-medium text-amber-900" />
    </span>
  );
}
