/**
 * The server establishes every fact it charges for: a delivery cart's distance is measured by the
 * server's maps provider from the shop to the cart's deliveryAddress, for quotes and orders; a
 * distanceInMiles, isDeliverable or fee in the body is ignored; an address the provider cannot find
 * is 422 ADDRESS_NOT_FOUND at /deliveryAddress. Answers are cached per shop and address, bounded.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { createDemoMapsProvider, type MapsProvider } from '../../server/maps.js';
import { DISTANCE_CACHE, measureRoute } from '../../server/orders/delivery-distance.js';
import { loadShops } from '../../server/shops.js';
import { createOfflinePaymentProvider, type PaymentProvider } from '../../server/index.js';
import { backends, burgerCart, call, FIXTURE_SHOPS, newKey, startTestServer, type TestServer } from './harness.js';

const BACKENDS = await backends();
const QUOTE = '/api/shops/srvtest/quote';
const ORDERS = '/api/shops/srvtest/orders';

/** The fixture shop's coordinates (200 N Spring St) and demo addresses, written out here. */
const SHOP = { lat: 34.0537, lng: -118.2428 };
const FIGUEROA = { text: '1111 S Figueroa St, Los Angeles, CA 90015', lat: 34.043, lng: -118.2673 };
const LAX = { text: '1 World Way, Los Angeles, CA 90045', lat: 33.9416, lng: -118.4085 };
const VEGAS = { text: '3600 S Las Vegas Blvd, Las Vegas, NV 89109', lat: 36.1126, lng: -115.1767 };

/** Straight-line miles as the legacy product rounds them (metres x 0.00062, one decimal), computed here. */
function expectedMiles(to: { lat: number; lng: number }): number {
  const r = Math.PI / 180;
  const h = Math.sin(((to.lat - SHOP.lat) * r) / 2) ** 2 + Math.cos(SHOP.lat * r) * Math.cos(to.lat * r) * Math.sin(((to.lng - SHOP.lng) * r) / 2) ** 2;
  const meters = 2 * 6_371_000 * Math.asin(Math.sqrt(h));
  return Math.round(meters * 0.0062) / 10;
}

/**
 * The delivery ETA in minutes, computed here: the shop's drop-off minutes (45, the default) plus the
 * demo geocoder's traffic time (straight-line metres at 20 mph, 536.448 m a minute, rounded up).
 */
function expectedEta(to: { lat: number; lng: number }): number {
  const r = Math.PI / 180;
  const h = Math.sin(((to.lat - SHOP.lat) * r) / 2) ** 2 + Math.cos(SHOP.lat * r) * Math.cos(to.lat * r) * Math.sin(((to.lng - SHOP.lng) * r) / 2) ** 2;
  return 45 + Math.ceil((2 * 6_371_000 * Math.asin(Math.sqrt(h))) / 536.448);
}

/** A delivery cart that claims to be next door. */
const lyingCart = (address: string, over: Record<string, unknown> = {}) =>
  burgerCart({ cartType: 'DELIVERY', deliveryTime: 'ASAP', pickupTime: null, deliveryAddress: address, distanceInMiles: 0.1, isDeliverable: true, deliveryFeeInCents: 0, ...over });

/** The demo geocoder, counting its look-ups. */
function countingMaps(): MapsProvider & { routes: string[] } {
  const demo = createDemoMapsProvider();
  const routes: string[] = [];
  return { ...demo, name: 'counting', routes, route: (origin, address) => (routes.push(address), demo.route(origin, address)) };
}

/** The offline provider, counting charges. */
function countingPayments(): PaymentProvider & { charges: number } {
  const offline = createOfflinePaymentProvider();
  const p = { ...offline, charges: 0, charge: (req: Parameters<PaymentProvider['charge']>[0]) => ((p.charges += 1), offline.charge(req)) };
  return p;
}

describe.each(BACKENDS)('delivery distance measured by the server on %s', (backend) => {
  let s: TestServer;
  const maps = countingMaps();
  const payments = countingPayments();
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'distance', mapsProvider: maps, paymentProvider: payments });
  });
  afterAll(async () => {
    await s?.stop();
  });
  const orderCount = async () => Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n);

  it('a quote ignores the distance and deliverability the body claims', async () => {
    expect(expectedMiles(LAX)).toBeGreaterThan(5);
    const far = await call(s.url, 'POST', QUOTE, lyingCart(LAX.text));
    expect(far.status).toBe(200);
    expect(far.body.delivery).toMatchObject({ miles: expectedMiles(LAX), deliverable: false, feeCents: 0 });
    expect(far.body.blockers.map((b: { code: string }) => b.code)).toContain('NOT_DELIVERABLE');
    const near = await call(s.url, 'POST', QUOTE, lyingCart(FIGUEROA.text, { distanceInMiles: 4.9, isDeliverable: false }));
    expect(near.body.delivery).toMatchObject({ miles: expectedMiles(FIGUEROA), deliverable: true, feeCents: 300 });
    expect(near.body.totals.deliveryFeeCents).toBe(300);
    expect(near.body.blockers).toEqual([]);
  });

  it('an order to Las Vegas claiming 0.1 miles is refused, stores nothing and charges nothing', async () => {
    const before = await orderCount();
    const charges = payments.charges;
    const r = await call(s.url, 'POST', ORDERS, lyingCart(VEGAS.text, { paymentType: 'CARD', paymentMethod: '4242424242424242' }), { 'Idempotency-Key': newKey() });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('ORDER_BLOCKED');
    expect(r.body.blockers).toEqual([expect.objectContaining({ code: 'NOT_DELIVERABLE', path: '/deliveryAddress' })]);
    expect(r.body.quote.delivery.miles).toBe(expectedMiles(VEGAS));
    expect(await orderCount()).toBe(before);
    expect(payments.charges).toBe(charges);
  });

  it("a placed delivery order stores and shows the server's distance, not the body's", async () => {
    const r = await call(s.url, 'POST', ORDERS, lyingCart(FIGUEROA.text, { distanceInMiles: 0.1, durationInTrafficMinutes: 1 }), { 'Idempotency-Key': newKey() });
    expect(r.status).toBe(201);
    const miles = expectedMiles(FIGUEROA);
    expect(r.body.quote.delivery.miles).toBe(miles);
    const stored = await s.db.query<{ cart: unknown }>('SELECT cart FROM orders WHERE id = $1', [r.body.orderId]);
    const cart = (typeof stored.rows[0]!.cart === 'string' ? JSON.parse(stored.rows[0]!.cart) : stored.rows[0]!.cart) as Record<string, unknown>;
    expect(cart.distanceInMiles).toBe(miles);
    expect(cart.isDeliverable).toBeUndefined();
    expect(cart.deliveryFeeInCents).toBeUndefined();
    // The demo geocoder's traffic time: straight-line metres at 20 mph, rounded up (not the body's 1 minute).
    expect(cart.durationInTrafficMinutes).toBeGreaterThan(1);
    expect((await call(s.url, 'GET', `${ORDERS}/${r.body.orderId}`)).body.distanceInMiles).toBe(miles);
  });

  it("an ASAP delivery is due at the route's ETA: the quote's ASAP, the address look-up and the order's due time agree", async () => {
    const eta = expectedEta(FIGUEROA);
    expect(eta).toBe(50); // 45 + 2.55 km at 20 mph (4.8 min, rounded up)
    // Before an address is known the ASAP time is the shop's lead time.
    const noAddress = await call(s.url, 'POST', QUOTE, lyingCart('', { deliveryAddress: null }));
    expect(noAddress.body.timeSlots.slots[0]).toEqual({ value: 'ASAP', label: 'ASAP (about 45 min)' });
    // A body's own traffic time is ignored: the server measures the route.
    const q = await call(s.url, 'POST', QUOTE, lyingCart(FIGUEROA.text, { durationInTrafficMinutes: 90 }));
    expect(q.body.delivery.etaMinutes).toBe(eta);
    expect(q.body.timeSlots.slots[0]).toEqual({ value: 'ASAP', label: `ASAP (about ${eta} min)` });
    expect((await call(s.url, 'POST', '/api/shops/srvtest/delivery-quote', { address: FIGUEROA.text })).body.etaMinutes).toBe(eta);
    const r = await call(s.url, 'POST', ORDERS, lyingCart(FIGUEROA.text, { durationInTrafficMinutes: 90 }), { 'Idempotency-Key': newKey() });
    expect(r.status).toBe(201);
    const order = (await call(s.url, 'GET', `${ORDERS}/${r.body.orderId}`)).body;
    expect((Date.parse(order.dueAt) - Date.parse(order.createdAt)) / 60_000).toBe(eta);
  });

  it('an address the maps provider cannot find is 422 ADDRESS_NOT_FOUND at /deliveryAddress, for quotes and orders', async () => {
    const before = await orderCount();
    for (const [method, path, headers] of [['POST', QUOTE, {}], ['POST', ORDERS, { 'Idempotency-Key': newKey() }]] as const) {
      const r = await call(s.url, method, path, lyingCart('42 Nowhere Lane, Atlantis'), headers);
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe('ADDRESS_NOT_FOUND');
      expect(r.body.error.path).toBe('/deliveryAddress');
      expect(r.body.error.message).toContain('42 Nowhere Lane, Atlantis');
      expect(r.body.error.message).toContain('check the street number, street and city');
    }
    expect(await orderCount()).toBe(before);
  });

  it('a delivery cart without an address is asked for one; pickup carts carry no distance', async () => {
    const none = await call(s.url, 'POST', QUOTE, lyingCart('', { deliveryAddress: null }));
    expect(none.body.blockers.map((b: { code: string }) => b.code)).toContain('ADDRESS_REQUIRED');
    expect(none.body.delivery.miles).toBeNull();
    const pickup = await call(s.url, 'POST', ORDERS, burgerCart({ distanceInMiles: 3 }), { 'Idempotency-Key': newKey() });
    expect(pickup.status).toBe(201);
    const stored = await s.db.query<{ cart: unknown }>('SELECT cart FROM orders WHERE id = $1', [pickup.body.orderId]);
    const cart = (typeof stored.rows[0]!.cart === 'string' ? JSON.parse(stored.rows[0]!.cart) : stored.rows[0]!.cart) as Record<string, unknown>;
    expect(cart.distanceInMiles).toBeUndefined();
  });

  it('one look-up per shop and normalised address', async () => {
    const address = '100 Universal City Plaza, Universal City, CA 91608';
    const before = maps.routes.filter((a) => a.toLowerCase().startsWith('100 universal')).length;
    for (const typed of [address, '  100 universal city plaza ,Universal  City, CA 91608', '100 UNIVERSAL CITY PLAZA, UNIVERSAL CITY, CA 91608']) {
      const q = await call(s.url, 'POST', QUOTE, lyingCart(typed));
      expect(q.body.delivery.miles).toBe(expectedMiles({ lat: 34.1381, lng: -118.3534 }));
    }
    expect((await call(s.url, 'POST', '/api/shops/srvtest/delivery-quote', { address })).status).toBe(200);
    expect(maps.routes.filter((a) => a.toLowerCase().startsWith('100 universal')).length).toBe(before + 1);
  });
});

describe('the distance cache and the shop origin', () => {
  let profile: LoadedProfile;
  beforeAll(async () => {
    profile = (await loadShops(join(FIXTURE_SHOPS))).get('srvtest')!;
  });

  it(`keeps at most ${DISTANCE_CACHE.entries} answers, dropping the least recently used`, async () => {
    let calls = 0;
    const maps: MapsProvider = {
      name: 'any',
      geocode: async () => ({ at: SHOP, formattedAddress: 'x' }),
      route: async (_o, address) => ((calls += 1), { meters: address.length * 100, minutes: 1, destination: SHOP, formattedAddress: address }),
      suggest: async () => [],
    };
    const at = (i: number) => `${i} Main St, Los Angeles`;
    await measureRoute(maps, profile, at(0), 0);
    for (let i = 1; i <= DISTANCE_CACHE.entries; i++) await measureRoute(maps, profile, at(i), 0);
    expect(calls).toBe(DISTANCE_CACHE.entries + 1);
    await measureRoute(maps, profile, at(DISTANCE_CACHE.entries), 0);
    expect(calls).toBe(DISTANCE_CACHE.entries + 1); // still kept
    await measureRoute(maps, profile, at(0), 0);
    expect(calls).toBe(DISTANCE_CACHE.entries + 2); // the oldest was dropped
    await measureRoute(maps, profile, at(5), DISTANCE_CACHE.maxAgeMs + 1);
    expect(calls).toBe(DISTANCE_CACHE.entries + 3); // too old: asked again
  });

  it("a shop without coordinates is placed at its geocoded address", async () => {
    const unplaced = {
      ...profile,
      settings: { ...profile.settings, coordinates: undefined, deliveryAddress: '200 N Spring St, Los Angeles, CA 90012' },
      identity: { ...profile.identity, locations: (profile.identity.locations ?? []).map(({ lat: _lat, lng: _lng, ...l }) => l) },
    } as unknown as LoadedProfile;
    const route = await measureRoute(createDemoMapsProvider(), unplaced, FIGUEROA.text, 0);
    expect(Math.round(route.meters * 0.0062) / 10).toBe(expectedMiles(FIGUEROA));
  });
});
