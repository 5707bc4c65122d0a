import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small Nominatim-shaped geocoder for tests and journeys: GET /search and /reverse with
// format=jsonv2, answering from a fixed list of places. Point GEOCODER_URL at `url`.
//
// - search: the places whose label holds every word of `q` (case and punctuation aside), in the
//   countries of `countrycodes` when given, at most `limit`, as Nominatim writes them (lat/lon as
//   decimal strings, display_name);
// - reverse: the place nearest to lat/lon, or { error: "Unable to geocode" } when there is none;
// - `status`: every request answers that status with an HTML page instead;
// - `delayMs`: every answer waits that long first (a hanging geocoder: a large value);
// - `body`: every request answers 200 with this text as is (say, JSON that does not parse).

export interface TestPlace {
  label: string;
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2, either case; places without one match every country. */
  countryCode?: string;
}

export interface NominatimRequest {
  /** "/search" or "/reverse" (after the URL's own path, if any). */
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** When it arrived (Date.now()). */
  at: number;
  /** Whether the caller closed the connection before the answer was sent. */
  closedEarly: boolean;
}

export interface NominatimServer {
  /** The base URL for GEOCODER_URL, e.g. http://127.0.0.1:43121 */
  url: string;
  /** Every request received, in order. */
  requests: NominatimRequest[];
  close(): Promise<void>;
}

export const TORONTO_PLACES: TestPlace[] = [
  {
    label: '100, Queen Street West, Financial District, Toronto, Ontario, M5H 2N2, Canada',
    latitude: 43.6525,
    longitude: -79.3832,
    countryCode: 'ca',
  },
  {
    label: '200, Bay Street, Financial District, Toronto, Ontario, M5J 2J2, Canada',
    latitude: 43.6465,
    longitude: -79.3795,
    countryCode: 'ca',
  },
  {
    label: 'Queen Street East, Leslieville, Toronto, Ontario, M4M 1J5, Canada',
    latitude: 43.6613,
    longitude: -79.3354,
    countryCode: 'ca',
  },
  {
    label: 'Queen Street West, Parkdale, Toronto, Ontario, M6K 1G9, Canada',
    latitude: 43.6395,
    longitude: -79.4324,
    countryCode: 'ca',
  },
  {
    label: 'Queen Street, Brampton, Ontario, L6V 1A2, Canada',
    latitude: 43.6858,
    longitude: -79.7599,
    countryCode: 'ca',
  },
  {
    label: 'Queen Street, Ottawa, Ontario, K1P 1J9, Canada',
    latitude: 45.4215,
    longitude: -75.6972,
    countryCode: 'ca',
  },
  {
    label: 'Queen Street, Auckland Central, Auckland, 1010, New Zealand',
    latitude: -36.8485,
    longitude: 174.7633,
    countryCode: 'nz',
  },
];

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function toNominatim(place: TestPlace, index: number) {
  return {
    place_id: 1000 + index,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
    osm_type: 'way',
    osm_id: 5000 + index,
    lat: String(place.latitude),
    lon: String(place.longitude),
    category: 'place',
    type: 'house',
    place_rank: 30,
    importance: 0.5,
    addresstype: 'place',
    name: '',
    display_name: place.label,
    boundingbox: [
      String(place.latitude - 0.001),
      String(place.latitude + 0.001),
      String(place.longitude - 0.001),
      String(place.longitude + 0.001),
    ],
  };
}

function search(places: TestPlace[], params: URLSearchParams) {
  const wanted = wordsOf(params.get('q') ?? '');
  const countries = (params.get('countrycodes') ?? '')
    .toLowerCase()
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const limit = Math.min(Number(params.get('limit')) || 10, 40);
  return places
    .map((place, index) => ({ place, index }))
    .filter(({ place }) => {
      const words = new Set(wordsOf(place.label));
      return wanted.every((word) => words.has(word));
    })
    .filter(
      ({ place }) =>
        countries.length === 0 ||
        place.countryCode === undefined ||
        countries.includes(place.countryCode.toLowerCase()),
    )
    .slice(0, limit)
    .map(({ place, index }) => toNominatim(place, index));
}

function reverse(places: TestPlace[], params: URLSearchParams) {
  const latitude = Number(params.get('lat'));
  const longitude = Number(params.get('lon'));
  let nearest: { place: TestPlace; index: number; distance: number } | undefined;
  places.forEach((place, index) => {
    const distance = (place.latitude - latitude) ** 2 + (place.longitude - longitude) ** 2;
    if (!nearest || distance < nearest.distance) nearest = { place, index, distance };
  });
  if (!nearest || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return { error: 'Unable to geocode' };
  }
  return toNominatim(nearest.place, nearest.index);
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export async function startNominatimServer(
  options: {
    results?: TestPlace[];
    delayMs?: number;
    status?: number;
    body?: string;
    /** A fixed port (the browser journeys' server is configured before it starts); 0 picks one. */
    port?: number;
  } = {},
): Promise<NominatimServer> {
  const places = options.results ?? TORONTO_PLACES;
  const requests: NominatimRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const seen: NominatimRequest = {
      path: url.pathname.replace(/^.*(\/(search|reverse))$/, '$1'),
      params: url.searchParams,
      headers: req.headers,
      at: Date.now(),
      closedEarly: false,
    };
    requests.push(seen);
    res.on('close', () => {
      if (!res.writableFinished) seen.closedEarly = true;
    });

    const answer = () => {
      if (res.destroyed) return;
      if (options.status !== undefined) {
        send(res, options.status, 'text/html', '<html><body>upstream trouble, secret-marker</body></html>');
      } else if (options.body !== undefined) {
        send(res, 200, 'application/json', options.body);
      } else if (seen.path === '/search') {
        send(res, 200, 'application/json', JSON.stringify(search(places, url.searchParams)));
      } else if (seen.path === '/reverse') {
        send(res, 200, 'application/json', JSON.stringify(reverse(places, url.searchParams)));
      } else {
        send(res, 404, 'application/json', JSON.stringify({ error: 'Unknown endpoint' }));
      }
    };
    if (!options.delayMs) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, options.delayMs);
    timers.add(timer);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
