import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import type { LatLng } from '../../../../domain/geo';
import { showsLiveMap } from '../../../../domain/order-status';
import { Button } from '../../../components/ui/button';
import { LiveMapPanel, type TrackedOrder } from './live-map-panel';

/**
 * "Show live map" for an order that is being prepared or on its way (SPEC section 4, with
 * picked-up: see showsLiveMap). For any other status there is nothing to follow, so no toggle.
 */
export function LiveMapToggle({
  order,
  status,
  driver,
}: {
  order: TrackedOrder;
  status: string;
  driver: LatLng | undefined;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!showsLiveMap(status)) return null;
  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <MapPin className="size-4" aria-hidden="true" />
        {open ? 'Hide live map' : 'Show live map'}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <LiveMapPanel order={order} driver={driver} /> : null}
      </div>
    </div>
  );
}
