import { MapPin } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { DropoffPoint } from '#web/features/ordering/use-customer-details.ts';

// The picker (address search, and Leaflet after it) loads only when the customer opens it.
const DropoffPicker = lazy(async () => ({
  default: (await import('#web/features/ordering/components/dropoff-picker.tsx')).DropoffPicker,
}));

/**
 * Under "Too far to deliver to you": the way to another drop-off point (delivering to work rather
 * than home, say), without leaving the page. Moving the pin into the area lifts the notice and
 * lets dishes be added again.
 */
export function ChangeDropoffPoint({
  restaurant,
  pin,
  onPinChange,
  open,
  onOpenChange,
}: {
  restaurant: Restaurant;
  /** The customer's drop-off pin, read and written through their details (the checkout forms follow). */
  pin: DropoffPoint | null;
  onPinChange: (pin: DropoffPoint) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  return (
    <div className="mt-4 space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <MapPin className="size-4" aria-hidden="true" />
        {open ? 'Done' : 'Change delivery point'}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <DropoffPicker
              pin={pin}
              onPinChange={onPinChange}
              restaurant={restaurant}
              message={null}
              locateOnMount={false}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
