import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a Nominatim server: answers /search and /reverse with JSON shaped like the
 * real service's, for a few places in Odisha and a few outside. Records every request it gets.
 */
export interface FakePlace {
  names: string[];
  lat: number;
  lon: number;
  display_name: string;
  address: Record<string, string>;
}

export const FAKE_PLACES: FakePlace[] = [
  {
    names: ['bhubaneswar', '751001', 'saheed nagar', 'kharavela nagar'],
    lat: 20.2961,
    lon: 85.8245,
    display_name: 'Kharavela Nagar, Bhubaneswar, Khordha, Odisha, 751001, India',
    address: {
      neighbourhood: 'Kharavela Nagar',
      road: 'Janpath',
      city: 'Bhubaneswar',
      state_district: 'Khordha',
      state: 'Odisha',
      postcode: '751001',
      country: 'India',
      country_code: 'in',
    },
  },
  {
    names: ['cuttack', '753001'],
    lat: 20.4625,
    lon: 85.883,
    display_name: 'Buxi Bazaar, Cuttack, Cuttack Sadar, Odisha, 753001, India',
    address: {
      suburb: 'Buxi Bazaar',
      road: 'Ring Road',
      city: 'Cuttack',
      state_district: 'Cuttack',
      state: 'Odisha',
      postcode: '753001',
      country: 'India',
      country_code: 'in',
    },
  },
  {
    names: ['pipili', '752104'],
    lat: 20.1133,
    lon: 85.8316,
    display_name: 'Pipili, Puri, Odisha, 752104, India',
    address: {
      village: 'Pipili',
      state_district: 'Puri',
      state: 'Odisha',
      postcode: '752104',
      country: 'India',
      country_code: 'in',
    },
  },
  {
    names: ['kolkata', '700001'],
    lat: 22.5726,
    lon: 88.3639,
    display_name: 'B.B.D. Bagh, Kolkata, West Bengal, 700001, India',
    address: {
      suburb: 'B.B.D. Bagh',
      city: 'Kolkata',
      state_district: 'Kolkata',
      state: 'West Bengal',
      postcode: '700001',
      country: 'India',
      country_code: 'in',
    },
  },
  {
    names: ['hyderabad', '500001'],
    lat: 17.385,
    lon: 78.4867,
    display_name: 'Abids, Hyderabad, Telangana, 500001, India',
    address: {
      suburb: 'Abids',
      city: 'Hyderabad',
      state: 'Telangana',
      postcode: '500001',
      country: 'India',
      country_code: 'in',
    },
  },
];

export interface RecordedRequest {
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  at: number;
}

export interface FakeNominatim {
  url: string;
  requests: RecordedRequest[];
  /** Delay every answer by this many ms (to test timeouts). */
  setDelay(ms: number): void;
  /** Answer every request with this HTTP status instead. */
  setFailure(status: number | null): void;
  /** Answer every request with this body (streamed, no Content-Length) instead. */
  setBody(body: string | null): void;
  /** Add these fields to every place answered (fields the screens never use). */
  setExtraFields(fields: Record<string, unknown> | null): void;
  close(): Promise<void>;
}

function placeJson(place: FakePlace) {
  return {
    place_id: Math.round(place.lat * 1000),
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    lat: String(place.lat),
    lon: String(place.lon),
    display_name: place.display_name,
    address: place.address,
  };
}

function nearest(lat: number, lon: number): FakePlace | undefined {
  let best: FakePlace | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const place of FAKE_PLACES) {
    const d = Math.hypot(place.lat - lat, place.lon - lon);
    if (d < bestDistance) {
      best = place;
      bestDistance = d;
    }
  }
  // Further than ~50 km from every known place: "Unable to geocode", as the real one says at sea.
  return bestDistance < 0.5 ? best : undefined;
}

export async function startFakeNominatim(): Promise<FakeNominatim> {
  const requests: RecordedRequest[] = [];
  let delay = 0;
  let failure: number | null = null;
  let body: string | null = null;
  let extra: Record<string, unknown> | null = null;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query, headers: req.headers, at: Date.now() });
    const send = () => {
      if (failure) {
        res.writeHead(failure, { 'content-type': 'text/plain' }).end('upstream trouble');
        return;
      }
      res.setHeader('content-type', 'application/json; charset=utf-8');
      if (body !== null) {
        // Written in pieces, as a real large answer arrives.
        const size = 1024 * 1024;
        for (let i = 0; i < body.length; i += size) res.write(body.slice(i, i + size));
        res.end();
        return;
      }
      const toJson = (place: FakePlace) => ({ ...placeJson(place), ...(extra ?? {}) });
      if (url.pathname === '/search') {
        const q = (query.q ?? '').toLowerCase();
        const place = FAKE_PLACES.find((p) => p.names.some((n) => q.includes(n)));
        res.end(JSON.stringify(place ? [toJson(place)] : []));
        return;
      }
      if (url.pathname === '/reverse') {
        const place = nearest(Number(query.lat), Number(query.lon));
        res.end(JSON.stringify(place ? toJson(place) : { error: 'Unable to geocode' }));
        return;
      }
      res.writeHead(404).end('{}');
    };
    if (delay > 0) setTimeout(send, delay);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setDelay(ms) {
      delay = ms;
    },
    setFailure(status) {
      failure = status;
    },
    setBody(value) {
      body = value;
    },
    setExtraFields(fields) {
      extra = fields;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
