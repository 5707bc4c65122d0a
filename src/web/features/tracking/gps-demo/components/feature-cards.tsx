import { Clock, Crosshair, type LucideIcon, RefreshCw } from 'lucide-react';
import { Card } from '#web/components/ui/card.tsx';
import { GPS_ACCURACY_METERS, GPS_AVAILABILITY, GPS_UPDATE_INTERVAL_MS } from '../sample-order';

const FEATURES: ReadonlyArray<{ value: string; title: string; text: string; icon: LucideIcon }> = [
  {
    value: `${GPS_UPDATE_INTERVAL_MS / 1000} s`,
    title: 'Real-time updates',
    text: `The driver's position refreshes every ${GPS_UPDATE_INTERVAL_MS / 1000} seconds while your food is on its way.`,
    icon: RefreshCw,
  },
  {
    value: `±${GPS_ACCURACY_METERS} m`,
    title: 'Precise location',
    text: `GPS accuracy within ${GPS_ACCURACY_METERS} metres, so you know when to head to the door.`,
    icon: Crosshair,
  },
  {
    value: GPS_AVAILABILITY,
    title: 'Always on',
    text: 'Tracking works around the clock, whenever restaurants deliver.',
    icon: Clock,
  },
];

export function FeatureCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {FEATURES.map(({ value, title, text, icon: Icon }) => (
        <li key={title}>
          <Card className="h-full p-5">
            <div className="flex items-center justify-between">
              <Icon className="size-6 text-brand" aria-hidden="true" />
              <span className="text-2xl font-extrabold text-brand-strong">{value}</span>
            </div>
            <h3 className="mt-3 font-semibold text-stone-900">{title}</h3>
            <p className="mt-1 text-sm text-stone-700">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
