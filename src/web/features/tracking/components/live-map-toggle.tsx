import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { showsLiveMap } from '#domain/order-lifecycle/status-machine.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { OrderView } from '../order-views';
import { LiveMapPanel } from './live-map-panel';

/**
 * "Show live map" for an order that is being prepared or on its way (SPEC section 4, with
 * picked-up: see showsLiveMap). For any other status there is nothing to follow, so no toggle.
 */
export function LiveMapToggle({ view, defaultOpen = false }: { view: OrderView; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  if (!showsLiveMap(view.order.status)) return null;
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
        {open ? <LiveMapPanel view={view} /> : null}
      </div>
    </div>
  );
}
