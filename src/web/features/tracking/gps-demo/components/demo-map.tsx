import { useId } from 'react';
import type { LatLng } from '#domain/shared/geo.ts';
import { pointAlong } from '../simulation';

// A drawn map of the simulated trip: no map tiles, so it works offline and weighs nothing. The
// route is projected onto the SVG with longitude scaled by cos(latitude), like a local map.

const WIDTH = 400;
const HEIGHT = 260;
const PADDING = 36;
const TRAIL_SAMPLES = 48;

function projector(route: readonly LatLng[]) {
  const lats = route.map((p) => p.latitude);
  const lngs = route.map((p) => p.longitude);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const xScale = Math.cos((midLat * Math.PI) / 180);
  const minX = Math.min(...lngs) * xScale;
  const maxX = Math.max(...lngs) * xScale;
  const minY = Math.min(...lats);
  const maxY = Math.max(...lats);
  const scale = Math.min(
    (WIDTH - 2 * PADDING) / (maxX - minX || 1),
    (HEIGHT - 2 * PADDING) / (maxY - minY || 1),
  );
  const offsetX = (WIDTH - (maxX - minX) * scale) / 2;
  const offsetY = (HEIGHT - (maxY - minY) * scale) / 2;
  return (p: LatLng) => ({
    x: offsetX + (p.longitude * xScale - minX) * scale,
    y: HEIGHT - (offsetY + (p.latitude - minY) * scale),
  });
}

const toPoints = (points: ReadonlyArray<{ x: number; y: number }>) =>
  points.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

interface DemoMapProps {
  route: readonly LatLng[];
  position: LatLng;
  progressPercent: number;
  remainingKm: number;
  arrived: boolean;
}

export function DemoMap({ route, position, progressPercent, remainingKm, arrived }: DemoMapProps) {
  const titleId = useId();
  const project = projector(route);
  const start = project(route[0] as LatLng);
  const end = project(route[route.length - 1] as LatLng);
  const driver = project(position);
  const fraction = progressPercent / 100;
  const trail = Array.from({ length: TRAIL_SAMPLES + 1 }, (_, i) =>
    project(pointAlong(route, (fraction * i) / TRAIL_SAMPLES)),
  );
  const description = arrived
    ? 'The driver has arrived at the delivery address.'
    : `The driver is ${remainingKm.toFixed(1)} km from the delivery address, ${progressPercent}% of the way.`;

  return (
    <figure className="overflow-hidden rounded-xl border border-stone-200 bg-white">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="block h-auto w-full"
      >
        <title id={titleId}>{`Simulated map. ${description}`}</title>
        <rect width={WIDTH} height={HEIGHT} fill="#f5f5f4" />
        <g stroke="#e7e5e4" strokeWidth="10">
          {[50, 130, 210].map((y) => (
            <line key={`h${y}`} x1="0" x2={WIDTH} y1={y} y2={y} />
          ))}
          {[60, 160, 260, 360].map((x) => (
            <line key={`v${x}`} y1="0" y2={HEIGHT} x1={x} x2={x} />
          ))}
        </g>
        <polyline
          points={toPoints(route.map(project))}
          fill="none"
          stroke="#a8a29e"
          strokeWidth="4"
          strokeDasharray="8 6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <polyline
          points={toPoints(trail)}
          fill="none"
          stroke="#ea580c"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx={start.x} cy={start.y} r="9" fill="#fff" stroke="#44403c" strokeWidth="3" />
        <text x={start.x} y={start.y + 26} textAnchor="middle" fontSize="12" fontWeight="600" fill="#292524">
          Restaurant
        </text>
        <rect x={end.x - 9} y={end.y - 9} width="18" height="18" rx="4" fill="#15803d" />
        <text x={end.x} y={end.y - 16} textAnchor="middle" fontSize="12" fontWeight="600" fill="#292524">
          You
        </text>
        <circle cx={driver.x} cy={driver.y} r="18" fill="#ea580c" fillOpacity="0.18" />
        <circle cx={driver.x} cy={driver.y} r="9" fill="#ea580c" stroke="#fff" strokeWidth="3" />
      </svg>
      <figcaption className="border-t border-stone-200 px-4 py-2 text-sm text-stone-600">
        Simulated map for the demo: positions are generated, not read from a real GPS.
      </figcaption>
    </figure>
  );
}
