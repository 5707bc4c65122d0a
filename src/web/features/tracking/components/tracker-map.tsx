import 'leaflet/dist/leaflet.css';
import { type LatLngBoundsExpression, type LatLngTuple, latLngBounds } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { LatLng } from '#domain/shared/geo.ts';
import { TILES_FAILED } from '../messages';

// The Leaflet map of the live tracker, loaded lazily (Leaflet and its CSS stay out of every other
// screen). Markers are circle markers, so no marker images (and their asset paths) are needed; a
// marker whose position changes (the driver) moves in place, without reloading the map.

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const SINGLE_POINT_ZOOM = 14;

export interface MapPoint {
  key: 'restaurant' | 'customer' | 'driver';
  label: string;
  position: LatLng;
  color: string;
}

const toTuple = (point: LatLng): LatLngTuple => [point.latitude, point.longitude];

/**
 * Keeps every point in view as the driver moves: the view is fitted again when a point appears or
 * goes, or leaves the visible area, not on every small move (the customer may be zooming in).
 */
function FitToPoints({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  const fittedKeys = useRef<string | null>(null);
  const keys = points.map((point) => point.key).join(',');
  const signature = points.map((point) => toTuple(point.position).join(',')).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keys and signature stand for the points.
  useEffect(() => {
    const first = points[0];
    if (!first) return;
    const tuples = points.map((point) => toTuple(point.position));
    const sameSet = fittedKeys.current === keys;
    if (sameSet && tuples.every((tuple) => map.getBounds().contains(tuple))) return;
    fittedKeys.current = keys;
    if (points.length === 1) map.setView(toTuple(first.position), SINGLE_POINT_ZOOM);
    else map.fitBounds(latLngBounds(tuples), { padding: [32, 32] });
  }, [map, keys, signature]);
  return null;
}

export function TrackerMap({ points, label }: { points: readonly MapPoint[]; label: string }) {
  // Once any tile has loaded the map is usable; only a map with no tiles at all gets the notice.
  const [tiles, setTiles] = useState<'pending' | 'loaded' | 'failed'>('pending');
  // Only the first render's bounds matter; FitToPoints follows later changes.
  const [initialBounds] = useState<LatLngBoundsExpression | undefined>(() =>
    points.length > 1 ? latLngBounds(points.map((point) => toTuple(point.position))) : undefined,
  );
  const first = points[0];
  if (!first) return null;
  return (
    <div className="space-y-2">
      <MapContainer
        bounds={initialBounds}
        boundsOptions={{ padding: [32, 32] }}
        center={initialBounds ? undefined : toTuple(first.position)}
        zoom={initialBounds ? undefined : SINGLE_POINT_ZOOM}
        scrollWheelZoom={false}
        className="tracker-map h-72 w-full rounded-lg border border-stone-200 bg-stone-100 sm:h-80"
        ref={(map) => {
          // Leaflet makes the container focusable (arrow keys pan); name it for screen readers.
          const container = map?.getContainer();
          container?.setAttribute('role', 'region');
          container?.setAttribute('aria-label', label);
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
        {points.map((point) => (
          <CircleMarker
            key={point.key}
            center={toTuple(point.position)}
            radius={point.key === 'driver' ? 10 : 8}
            pathOptions={{ color: '#ffffff', weight: 3, fillColor: point.color, fillOpacity: 1 }}
            interactive={false}
          >
            <Tooltip permanent direction="top" offset={[0, -10]}>
              {point.label}
            </Tooltip>
          </CircleMarker>
        ))}
        <FitToPoints points={points} />
      </MapContainer>
      {tiles === 'failed' ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {TILES_FAILED}
        </p>
      ) : null}
    </div>
  );
}
