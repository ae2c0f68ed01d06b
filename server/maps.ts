/**
 * Geocoding and driving distance through one interface: Google Maps (Geocoding + Directions
 * web services) when GOOGLE_MAPS_API_KEY is set, otherwise a local demo geocoder that knows a
 * few fixed Los Angeles addresses and measures straight-line distance. Google cannot be
 * reached from the test machines, so only the demo geocoder is exercised by the tests.
 */
import { ApiError } from './errors.js';

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

export interface Route {
  /** Driving distance (the demo geocoder: straight-line distance). */
  readonly meters: number;
  /** Driving time in traffic. */
  readonly minutes: number;
  readonly destination: LatLng;
  readonly formattedAddress: string;
}

/** A geocoded address. */
export interface Place {
  readonly at: LatLng;
  readonly formattedAddress: string;
}

export interface MapsProvider {
  readonly name: string;
  /** Finds `address` on the map; throws ApiError 422 ADDRESS_NOT_FOUND / 503 MAPS_UNAVAILABLE. */
  geocode(address: string): Promise<Place>;
  /** Geocodes `address` and routes from `origin`; throws ApiError 422 ADDRESS_NOT_FOUND / 503 MAPS_UNAVAILABLE. */
  route(origin: LatLng, address: string): Promise<Route>;
  /** Address suggestions for what the customer typed, near `near` (the shop). */
  suggest(query: string, near: LatLng | undefined): Promise<string[]>;
}

/** The spec's suggestion radius around the shop. */
export const SUGGESTION_RADIUS_METERS = 9000;

const DEMO_ADDRESSES: readonly { key: string; formatted: string; at: LatLng }[] = [
  { key: '100 n brand blvd', formatted: '100 N Brand Blvd, Glendale, CA 91203', at: { lat: 34.1466, lng: -118.2551 } },
  { key: '3500 w 6th st', formatted: '3500 W 6th St, Los Angeles, CA 90020', at: { lat: 34.0637, lng: -118.297 } },
  { key: '200 n la cienega blvd', formatted: '200 N La Cienega Blvd, Los Angeles, CA 90048', at: { lat: 34.0747, lng: -118.3763 } },
  { key: '6801 hollywood blvd', formatted: '6801 Hollywood Blvd, Los Angeles, CA 90028', at: { lat: 34.1017, lng: -118.3406 } },
  { key: '200 n spring st', formatted: '200 N Spring St, Los Angeles, CA 90012', at: { lat: 34.0537, lng: -118.2428 } },
  { key: '1111 s figueroa st', formatted: '1111 S Figueroa St, Los Angeles, CA 90015', at: { lat: 34.043, lng: -118.2673 } },
  { key: '1 world way', formatted: '1 World Way, Los Angeles, CA 90045', at: { lat: 33.9416, lng: -118.4085 } },
  { key: '100 universal city plaza', formatted: '100 Universal City Plaza, Universal City, CA 91608', at: { lat: 34.1381, lng: -118.3534 } },
  // Far outside every shop's delivery range, for trying an address that is found but too far.
  { key: '3600 s las vegas blvd', formatted: '3600 S Las Vegas Blvd, Las Vegas, NV 89109', at: { lat: 36.1126, lng: -115.1767 } },
];

/** Great-circle distance in metres. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The spec's geocoding precondition: a street number and a locality. */
function requireAddressParts(address: string): void {
  if (!/^\s*\d+/.test(address)) {
    throw new ApiError(422, 'ADDRESS_NOT_FOUND', 'Cannot find postal address for location. (no street_number info)', '/address');
  }
  if (!address.includes(',')) {
    throw new ApiError(422, 'ADDRESS_NOT_FOUND', 'Cannot find postal address for location. (no locality info)', '/address');
  }
}

/** The demo geocoder: fixed Los Angeles addresses, straight-line distance at an assumed 20 mph in traffic. */
export function createDemoMapsProvider(): MapsProvider {
  const find = (address: string): (typeof DEMO_ADDRESSES)[number] => {
    requireAddressParts(address);
    const norm = address.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
    const hit = DEMO_ADDRESSES.find((d) => norm.startsWith(d.key));
    if (!hit) {
      throw new ApiError(422, 'ADDRESS_NOT_FOUND',
        `Could not find "${address.slice(0, 100)}". The demo geocoder knows only: ${DEMO_ADDRESSES.map((d) => d.formatted).join('; ')}.`,
        '/address');
    }
    return hit;
  };
  return {
    name: 'demo',
    async geocode(address) {
      const hit = find(address);
      return { at: hit.at, formattedAddress: hit.formatted };
    },
    async route(origin, address) {
      const hit = find(address);
      const meters = haversineMeters(origin, hit.at);
      return { meters, minutes: Math.ceil(meters / 536.448), destination: hit.at, formattedAddress: hit.formatted };
    },
    async suggest(query) {
      const words = query.toLowerCase().replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
      if (words.length === 0) return [];
      return DEMO_ADDRESSES.filter((d) => words.every((w) => d.formatted.toLowerCase().replace(/[.,]/g, ' ').includes(w))).map((d) => d.formatted).slice(0, 5);
    },
  };
}

/** Google Maps Geocoding + Directions (departure 45 minutes ahead, as the legacy storefront asked). */
export function createGoogleMapsProvider(apiKey: string, fetchImpl: typeof fetch = fetch): MapsProvider {
  const get = async (url: string): Promise<Record<string, unknown>> => {
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
      return (await res.json()) as Record<string, unknown>;
    } catch {
      throw new ApiError(503, 'MAPS_UNAVAILABLE');
    }
  };
  const geocode = async (address: string): Promise<{ formatted_address: string; geometry: { location: LatLng } }> => {
    requireAddressParts(address);
    const geo = await get(`https://maps.googleapis.com/maps/api/geocode/json?address=${encodeURIComponent(address)}&key=${apiKey}`);
    const first = (geo.results as { formatted_address: string; geometry: { location: LatLng } }[] | undefined)?.[0];
    if (!first) throw new ApiError(422, 'ADDRESS_NOT_FOUND', undefined, '/address');
    return first;
  };
  return {
    name: 'google',
    async geocode(address) {
      const first = await geocode(address);
      return { at: first.geometry.location, formattedAddress: first.formatted_address };
    },
    async route(origin, address) {
      const first = await geocode(address);
      const departure = Math.floor(Date.now() / 1000) + 45 * 60;
      const dir = await get(
        `https://maps.googleapis.com/maps/api/directions/json?origin=${origin.lat},${origin.lng}` +
          `&destination=${first.geometry.location.lat},${first.geometry.location.lng}&departure_time=${departure}&key=${apiKey}`,
      );
      type Leg = { distance: { value: number }; duration: { value: number }; duration_in_traffic?: { value: number } };
      const leg = (dir.routes as { legs: Leg[] }[] | undefined)?.[0]?.legs[0];
      if (!leg) throw new ApiError(422, 'ADDRESS_NOT_FOUND', 'No driving route to this address.', '/address');
      const seconds = leg.duration_in_traffic?.value ?? leg.duration.value;
      return {
        meters: leg.distance.value,
        minutes: Math.ceil(seconds / 60),
        destination: first.geometry.location,
        formattedAddress: first.formatted_address,
      };
    },
    async suggest(query, near) {
      // Places API (New) autocomplete; the legacy Autocomplete is closed to new keys.
      try {
        const res = await fetchImpl('https://places.googleapis.com/v1/places:autocomplete', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': apiKey },
          body: JSON.stringify({
            input: query,
            includedRegionCodes: ['us'],
            ...(near ? { locationBias: { circle: { center: { latitude: near.lat, longitude: near.lng }, radius: SUGGESTION_RADIUS_METERS } } } : {}),
          }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as { suggestions?: { placePrediction?: { text?: { text?: string } } }[] };
        return (body.suggestions ?? []).map((x) => x.placePrediction?.text?.text).filter((t): t is string => typeof t === 'string').slice(0, 5);
      } catch {
        throw new ApiError(503, 'MAPS_UNAVAILABLE');
      }
    },
  };
}

/** Google when GOOGLE_MAPS_API_KEY is set, else the demo geocoder. */
export function mapsProviderFromEnv(env: NodeJS.ProcessEnv): MapsProvider {
  return env.GOOGLE_MAPS_API_KEY ? createGoogleMapsProvider(env.GOOGLE_MAPS_API_KEY) : createDemoMapsProvider();
}

/** The spec's miles: metres x 0.00062, rounded to one decimal. */
export function metersToMiles(meters: number): number {
  return Math.round(meters * 0.0062) / 10;
}
