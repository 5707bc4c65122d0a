import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, LocateFixed, MapPin } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { deliveryReach } from '#domain/ordering/delivery-location.ts';
import type { LatLng } from '#domain/shared/geo.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { AddressMatch } from '../api/geocode';
import { reverseGeocode } from '../api/geocode';
import {
  countryCodeOf,
  type DropoffRestaurant,
  dropoffProblem,
  formatKm,
  type NudgeDirection,
  nudgePoint,
  restaurantPosition,
  toDropoff,
} from '../dropoff';
import { requestPosition } from '../geolocation';
import { AddressSearch } from './address-search';

// Leaflet (about 150 KB with its CSS) loads only once the picker is on screen, after the rest of
// the step has painted.
const DropoffMap = lazy(async () => ({ default: (await import('./dropoff-map')).DropoffMap }));

/** How long a placed pin must stay put before its address is looked up for an empty address box. */
const REVERSE_DELAY_MS = 600;

const NUDGES: ReadonlyArray<{ direction: NudgeDirection; label: string; Icon: typeof ArrowUp }> = [
  { direction: 'north', label: 'Move the pin north', Icon: ArrowUp },
  { direction: 'west', label: 'Move the pin west', Icon: ArrowLeft },
  { direction: 'east', label: 'Move the pin east', Icon: ArrowRight },
  { direction: 'south', label: 'Move the pin south', Icon: ArrowDown },
];

/** Where a pin came from: a pin the customer placed by hand is never moved by anything else. */
type PinSource = 'map' | 'nudge' | 'search' | 'location';

export interface DropoffPickerProps {
  pin: LatLng | null;
  onPinChange: (pin: LatLng) => void;
  /** The cart's restaurant: the map starts there, shows its area, and searches stay in its country. */
  restaurant: (DropoffRestaurant & { country?: string }) | null | undefined;
  /** The address box next to the picker, when there is one. */
  address?: string;
  /**
   * Fills the address box (from a chosen search match, or the pin's address while it is empty);
   * without it the picker moves the pin only.
   */
  onAddressChange?: (address: string) => void;
  /**
   * What Place Order said about the pin ("Choose the delivery point on the map", the server's
   * refusal), shown at the map; null for nothing.
   */
  message: string | null;
  /** Changes when the message must take focus (Place Order was pressed). */
  focusRequest?: number;
  disabled?: boolean;
  /** Ask the browser for its position once when there is no pin yet (it only places the pin first). */
  locateOnMount?: boolean;
}

/**
 * The drop-off picker of the drawer's details step and /checkout (DESIGN deviation 14): a small map
 * with a pin the customer drags or taps into place, the address search that moves it, arrow buttons
 * and "Put the pin at the centre of the map" for the keyboard, and the browser's position, when it is
 * shared, as a first guess only. A denied or failing location says nothing and blocks nothing.
 */
export function DropoffPicker({
  pin,
  onPinChange,
  restaurant,
  address = '',
  onAddressChange,
  message,
  focusRequest = 0,
  disabled,
  locateOnMount = true,
}: DropoffPickerProps) {
  const headingId = useId();
  const descriptionId = useId();
  const messageId = useId();
  const [viewRequest, setViewRequest] = useState(0);
  const [pendingAddress, setPendingAddress] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationNote, setLocationNote] = useState<string | null>(null);
  const [lastSource, setLastSource] = useState<PinSource | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The latest values for answers that arrive later (the position, the pin's address).
  const latest = useRef({ pin, address, onPinChange, onAddressChange });
  latest.current = { pin, address, onPinChange, onAddressChange };

  const place = useCallback((point: LatLng, source: PinSource) => {
    latest.current.onPinChange(toDropoff(point));
    setLastSource(source);
    if (source === 'search' || source === 'location') setViewRequest((current) => current + 1);
  }, []);

  // The browser's position places the first pin, when it is shared; nothing happens otherwise.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the picker appears.
  useEffect(() => {
    if (!locateOnMount || latest.current.pin) return;
    let active = true;
    void requestPosition().then((outcome) => {
      if (active && outcome.kind === 'position' && !latest.current.pin)
        place(outcome.coordinates, 'location');
    });
    return () => {
      active = false;
    };
  }, []);

  // A pin placed by hand or by the location, with the address box still empty: fill it with the
  // pin's address. Quietly: without a geocoder the customer simply types it.
  useEffect(() => {
    if (!pin || lastSource === null || lastSource === 'search' || !latest.current.onAddressChange) return;
    if (latest.current.address.trim() !== '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      reverseGeocode(pin, controller.signal).then(
        (label) => {
          if (!controller.signal.aborted && label && latest.current.address.trim() === '')
            latest.current.onAddressChange?.(label);
        },
        () => undefined,
      );
    }, REVERSE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [pin, lastSource]);

  // Place Order found a problem with the pin: take the customer (and the screen reader) to it.
  useEffect(() => {
    if (focusRequest > 0) messageRef.current?.focus();
  }, [focusRequest]);

  const onChoose = (match: AddressMatch) => {
    place({ latitude: match.latitude, longitude: match.longitude }, 'search');
    if (!onAddressChange) return;
    const typed = latest.current.address.trim();
    if (typed === '' || typed === match.label.trim()) {
      onAddressChange(match.label);
      setPendingAddress(null);
    } else {
      setPendingAddress(match.label);
    }
  };

  const locate = async () => {
    setLocating(true);
    setLocationNote(null);
    const outcome = await requestPosition();
    setLocating(false);
    if (outcome.kind === 'position') place(outcome.coordinates, 'location');
    else
      setLocationNote(
        'Your location is not available here: search your address or place the pin on the map.',
      );
  };

  const position = restaurantPosition(restaurant);
  const reach = pin && restaurant ? deliveryReach(restaurant, pin) : null;
  // Until Place Order says otherwise, a pin beyond the restaurant's area says so at once.
  const shown = message ?? (pin ? dropoffProblem(pin, restaurant) : null);

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="flex items-center gap-1.5 text-sm font-medium text-stone-800">
          <MapPin className="size-4 text-brand-strong" aria-hidden="true" />
          Delivery point
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        </h3>
        <p id={descriptionId} className="text-sm text-stone-600">
          Tap the map or drag the pin to where your driver should bring the order. Searching your address
          moves the pin there.
        </p>
      </div>
      <AddressSearch
        countryCode={countryCodeOf(restaurant?.country)}
        onChoose={onChoose}
        disabled={disabled}
      />
      {pendingAddress ? (
        <div className="space-y-2 rounded-lg border border-stone-300 bg-stone-50 p-3 text-sm text-stone-800">
          <p>
            The pin moved to <span className="font-semibold">{pendingAddress}</span>. Use it as your delivery
            address too?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                onAddressChange?.(pendingAddress);
                setPendingAddress(null);
              }}
            >
              Replace my address
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setPendingAddress(null)}>
              Keep what I typed
            </Button>
          </div>
        </div>
      ) : null}
      <Suspense fallback={<Skeleton className="h-64 w-full sm:h-72" />}>
        <DropoffMap
          pin={pin}
          onPlace={(point) => place(point, 'map')}
          restaurant={
            restaurant
              ? { name: restaurant.name, position, radiusKm: restaurant.deliveryRadiusKm ?? null }
              : null
          }
          viewRequest={viewRequest}
          label="Delivery point map"
          describedBy={descriptionId}
          disabled={disabled}
        />
      </Suspense>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {pin ? (
          // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form section.
          <div role="group" aria-label="Move the pin" className="flex gap-1">
            {NUDGES.map(({ direction, label, Icon }) => (
              <Button
                key={direction}
                variant="secondary"
                size="icon"
                aria-label={label}
                title={label}
                disabled={disabled}
                onClick={() => place(nudgePoint(pin, direction), 'nudge')}
              >
                <Icon className="size-4" aria-hidden="true" />
              </Button>
            ))}
          </div>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => void locate()} disabled={disabled || locating}>
          <LocateFixed className="size-4" aria-hidden="true" />
          {locating ? 'Finding you…' : 'Use my current location'}
        </Button>
      </div>
      <div role="status" className="space-y-1 text-sm text-stone-700">
        {pin ? (
          <p data-testid="dropoff-pin">
            Pin at {pin.latitude.toFixed(5)}, {pin.longitude.toFixed(5)}
            {reach?.distanceKm != null && restaurant
              ? ` (${formatKm(reach.distanceKm)} from ${restaurant.name})`
              : ''}
          </p>
        ) : (
          <p>No delivery point yet.</p>
        )}
        {locationNote ? <p>{locationNote}</p> : null}
      </div>
      <div role="alert">
        {shown ? (
          <p
            id={messageId}
            ref={messageRef}
            tabIndex={-1}
            className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 outline-none"
          >
            {shown}
          </p>
        ) : null}
      </div>
    </section>
  );
}
