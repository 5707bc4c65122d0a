import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngTuple, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { Circle, CircleMarker, MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import type { LatLng } from '#domain/shared/geo.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toDropoff } from '../dropoff';

// The drop-off picker's Leaflet map, loaded lazily (Leaflet and its CSS stay out of the drawer's
// first paint and out of the home page). The same OpenStreetMap tiles and attribution as the order
// tracker. The pin is a div icon (no marker images, so no asset paths to get wrong); the
// restaurant is a circle marker inside a dashed circle: the area it delivers to.

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const PIN_ZOOM = 16;
const RESTAURANT_ZOOM = 13;
/** Nothing known to start from: the whole world, and the customer searches or zooms in. */
const WORLD_VIEW = { center: [20, 0] as LatLngTuple, zoom: 2 };

const PIN_ICON = divIcon({
  className: 'dropoff-pin',
  html: `<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true" focusable="false">
    <path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#b91c1c" stroke="#ffffff" stroke-width="2"/>
    <circle cx="16" cy="15.5" r="5.5" fill="#ffffff"/>
  </svg>`,
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});

const toTuple = (point: LatLng): LatLngTuple => [point.latitude, point.longitude];

export interface DropoffMapProps {
  pin: LatLng | null;
  onPlace: (point: LatLng) => void;
  restaurant: { name: string; position: LatLng | null; radiusKm: number | null } | null;
  /** Bumped when the pin was moved from outside the map (a search, the location): the map goes there. */
  viewRequest: number;
  label: string;
  describedBy: string;
  disabled?: boolean;
}

/** Taps on the map place the pin. */
function PlaceOnTap({ onPlace, disabled }: { onPlace: (point: LatLng) => void; disabled?: boolean }) {
  useMapEvents({
    click: (event) => {
      if (!disabled) onPlace(toDropoff({ latitude: event.latlng.lat, longitude: event.latlng.lng }));
    },
  });
  return null;
}

export function DropoffMap({
  pin,
  onPlace,
  restaurant,
  viewRequest,
  label,
  describedBy,
  disabled,
}: DropoffMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [tiles, setTiles] = useState<'pending' | 'loaded' | 'failed'>('pending');
  // Only the first render's view matters; later moves go through viewRequest.
  const [initialView] = useState(() =>
    pin
      ? { center: toTuple(pin), zoom: PIN_ZOOM }
      : restaurant?.position
        ? { center: toTuple(restaurant.position), zoom: RESTAURANT_ZOOM }
        : WORLD_VIEW,
  );

  // A pin placed by a search or the location: show it up close. A pin the customer dragged or
  // tapped is where they are looking already.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request moves the view.
  useEffect(() => {
    if (!map || !pin || viewRequest === 0) return;
    map.setView(toTuple(pin), Math.max(map.getZoom(), PIN_ZOOM));
  }, [map, viewRequest]);

  // Arrow buttons move the pin in steps: keep it in view.
  useEffect(() => {
    if (map && pin && !map.getBounds().contains(toTuple(pin))) map.panTo(toTuple(pin));
  }, [map, pin]);

  const markerHandlers = useMemo(
    () => ({
      dragend: (event: { target: { getLatLng: () => { lat: number; lng: number } } }) => {
        const at = event.target.getLatLng();
        onPlace(toDropoff({ latitude: at.lat, longitude: at.lng }));
      },
    }),
    [onPlace],
  );

  const placeAtCentre = () => {
    if (!map) return;
    const centre = map.getCenter();
    onPlace(toDropoff({ latitude: centre.lat, longitude: centre.lng }));
  };

  return (
    <div className="space-y-2">
      <MapContainer
        center={initialView.center}
        zoom={initialView.zoom}
        scrollWheelZoom={false}
        className="focus-ring h-64 w-full rounded-lg border border-stone-300 bg-stone-100 sm:h-72"
        ref={(instance) => {
          if (instance && instance !== map) setMap(instance);
          // Leaflet makes the container focusable (arrow keys pan, + and - zoom): name it.
          const container = instance?.getContainer();
          container?.setAttribute('role', 'region');
          container?.setAttribute('aria-label', label);
          container?.setAttribute('aria-describedby', describedBy);
        }}
      >
        <TileLayer
          url={TILE_URL}
          attribution={ATTRIBUTION}
          eventHandlers={{
            tileerror: () => setTiles((current) => (current === 'loaded' ? current : 'failed')),
            tileload: () => setTiles('loaded'),
          }}
        />
        {restaurant?.position ? (
          <>
            {restaurant.radiusKm ? (
              <Circle
                center={toTuple(restaurant.position)}
                radius={restaurant.radiusKm * 1000}
                interactive={false}
                pathOptions={{ color: '#c2410c', weight: 2, dashArray: '6 6', fillOpacity: 0.04 }}
              />
            ) : null}
            <CircleMarker
              center={toTuple(restaurant.position)}
              radius={7}
              interactive={false}
              pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#c2410c', fillOpacity: 1 }}
            />
          </>
        ) : null}
        {pin ? (
          <Marker
            position={toTuple(pin)}
            icon={PIN_ICON}
            draggable={!disabled}
            keyboard={false}
            title="Delivery point"
            alt="Delivery point"
            eventHandlers={markerHandlers}
          />
        ) : null}
        <PlaceOnTap onPlace={onPlace} disabled={disabled} />
      </MapContainer>
      <Button
        variant="secondary"
        size="sm"
        onClick={placeAtCentre}
        disabled={disabled || map === null}
        className="w-full sm:w-auto"
      >
        Put the pin at the centre of the map
      </Button>
      {tiles === 'failed' ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          The map could not load. Search your address above to place the pin.
        </p>
      ) : null}
    </div>
  );
}
