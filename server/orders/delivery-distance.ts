/**
 * The delivery distance of a cart, measured by the server. The server establishes every fact it
 * charges for: a delivery cart's distance, traffic time and deliverability come from the maps
 * provider, routed from the shop to the cart's `deliveryAddress`, and replace whatever distance,
 * deliverability or fee the body carried before the engine prices it (quotes and orders alike).
 * Answers are cached per shop origin and normalised address, bounded in size and age.
 */
import type { CartInput } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { ApiError } from '../errors.js';
import { metersToMiles, type LatLng, type MapsProvider, type Place, type Route } from '../maps.js';
import { checkCart, type CheckedCart } from './cart-check.js';
import { refuse, type Refusal } from './refusal.js';

/** How many answers are kept per maps provider, and for how long (a traffic time goes stale). */
export const DISTANCE_CACHE = { entries: 5000, maxAgeMs: 10 * 60_000 } as const;

interface Entry<T> {
  readonly at: number;
  readonly answer: Promise<T>;
}

/** One cache per maps provider (a test server's provider never answers for another's). */
const caches = new WeakMap<MapsProvider, Map<string, Entry<Route | Place>>>();

/** An address as the cache keys it: case, dots, spaces and spaces before commas do not matter. */
export function normalizeAddress(address: string): string {
  return address.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').replace(/\s*,\s*/g, ', ').trim();
}

/**
 * The provider's answer for `key`, from the cache when fresh. A concurrent look-up of the same
 * key shares one call; a 'not found' is kept like an answer, an unavailable provider is not.
 */
function cached<T extends Route | Place>(maps: MapsProvider, key: string, now: number, look: () => Promise<T>): Promise<T> {
  let cache = caches.get(maps);
  if (!cache) caches.set(maps, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && now - hit.at < DISTANCE_CACHE.maxAgeMs) {
    // Least recently used goes first: a hit moves to the end of the insertion order.
    cache.delete(key);
    cache.set(key, hit);
    return hit.answer as Promise<T>;
  }
  const answer = look();
  const entry: Entry<T> = { at: now, answer };
  cache.delete(key);
  cache.set(key, entry);
  while (cache.size > DISTANCE_CACHE.entries) cache.delete(cache.keys().next().value as string);
  answer.catch((err: unknown) => {
    const kept = err instanceof ApiError && err.code === 'ADDRESS_NOT_FOUND';
    if (!kept && cache.get(key) === entry) cache.delete(key);
  });
  return answer;
}

/** The shop's address as a geocoder reads it: the pickup address, else its own location's lines. */
function shopAddress(p: LoadedProfile): string | undefined {
  if (p.settings.deliveryAddress?.trim()) return p.settings.deliveryAddress;
  const loc = (p.identity.locations ?? []).find((l) => l.shopId === p.shopId);
  const lines = loc?.address;
  const text = Array.isArray(lines) ? lines.join(', ') : typeof lines === 'string' ? lines : undefined;
  return text?.trim() ? text : undefined;
}

/** The shop's map position: its settings' coordinates, its own location's, else its geocoded address. */
export async function shopOrigin(maps: MapsProvider, p: LoadedProfile, now: number): Promise<LatLng> {
  if (p.settings.coordinates) return p.settings.coordinates;
  const loc = (p.identity.locations ?? []).find((l) => l.shopId === p.shopId && l.lat !== undefined && l.lng !== undefined);
  if (loc && loc.lat !== undefined && loc.lng !== undefined) return { lat: loc.lat, lng: loc.lng };
  const address = shopAddress(p);
  const unplaced = () => new ApiError(422, 'DELIVERY_UNAVAILABLE',
    `${p.identity.name} has no map position (coordinates or an address the maps provider can find), so delivery distance cannot be measured. Choose Pick Up, or call the shop.`, '/cartType');
  if (!address) throw unplaced();
  try {
    return (await cached(maps, `${p.shopId}|shop|${normalizeAddress(address)}`, now, () => maps.geocode(address))).at;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'ADDRESS_NOT_FOUND') throw unplaced();
    throw err;
  }
}

/** The route from the shop to `address` (cached); throws ApiError 422 ADDRESS_NOT_FOUND, DELIVERY_UNAVAILABLE or 503 MAPS_UNAVAILABLE. */
export async function measureRoute(maps: MapsProvider, p: LoadedProfile, address: string, now: number): Promise<Route> {
  const origin = await shopOrigin(maps, p, now);
  const key = `${p.shopId}|${origin.lat},${origin.lng}|${normalizeAddress(address)}`;
  return cached(maps, key, now, () => maps.route(origin, address));
}

/**
 * The cart with the server's measurement in place of the body's: a DELIVERY cart's distance and
 * traffic time are measured to its deliveryAddress (none given: no distance, so the engine asks
 * for an address); any distance, deliverability or fee the body sent is dropped. A cart whose
 * address cannot be found is refused with ADDRESS_NOT_FOUND at /deliveryAddress.
 */
export async function withMeasuredDistance(maps: MapsProvider, p: LoadedProfile, cart: CartInput, now: number): Promise<{ ok: true; cart: CartInput } | Refusal> {
  // Only the server's measurement may set these.
  const { distanceInMiles: _miles, distanceInMeters: _meters, durationInTrafficMinutes: _minutes, isDeliverable: _deliverable, deliveryFeeInCents: _fee, ...rest } = cart;
  const address = cart.deliveryAddress?.trim();
  if (cart.cartType !== 'DELIVERY' || !address) return { ok: true, cart: rest };
  try {
    const route = await measureRoute(maps, p, address, now);
    return { ok: true, cart: { ...rest, distanceInMiles: metersToMiles(route.meters), durationInTrafficMinutes: route.minutes } };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.code === 'ADDRESS_NOT_FOUND') {
      return refuse('ADDRESS_NOT_FOUND', `${err.message} Pick one of the suggestions, or check the street number, street and city of the delivery address.`, '/deliveryAddress');
    }
    return refuse(err.code, err.message, err.path);
  }
}

/** Checks the cart part of a quote or order body (checkCart), then measures its delivery distance. */
export async function checkAndMeasureCart(
  deps: { readonly maps: MapsProvider; readonly now: () => number },
  p: LoadedProfile,
  body: unknown,
  allowOrderFields: boolean,
): Promise<CheckedCart | Refusal> {
  const checked = checkCart(p, body, allowOrderFields);
  if (!checked.ok) return checked;
  const measured = await withMeasuredDistance(deps.maps, p, checked.cart, deps.now());
  if (!measured.ok) return measured;
  return { ...checked, cart: measured.cart };
}
