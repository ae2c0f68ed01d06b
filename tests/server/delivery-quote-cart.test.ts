/**
 * POST /delivery-quote with the customer's cart: the fee is that cart's, priced for delivery at the
 * measured distance (a free-delivery threshold waives it), and it is the fee the cart's own quote
 * charges; without a cart the answer is an empty cart's fee, as before. The expected fees are
 * worked out here from a shipped shop's files: Forno Rosso Silver Lake charges by distance band
 * and delivers free over a subtotal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../browser/harness.js';
import { backends, call, startTestServer, type TestServer } from './harness.js';

const BACKENDS = await backends();
const SHOP_ID = 'fornorosso-silverlake';
const DELIVERY_QUOTE = `/api/shops/${SHOP_ID}/delivery-quote`;
const QUOTE = `/api/shops/${SHOP_ID}/quote`;

const profile = JSON.parse(readFileSync(join(REPO, 'shops', 'fornorosso', `${SHOP_ID}.profile.json`), 'utf8'));
const menu = JSON.parse(readFileSync(join(REPO, 'shops', 'fornorosso', 'fornorosso.menu.json'), 'utf8'));

/** The shop's delivery-fee rule as the profile writes it. */
const rule = profile.rules.find((r: { kind: string }) => r.kind === 'delivery-fee') as { bands: { upToMiles?: number; feeCents: number }[]; freeOverSubtotalCents: number };
/** A product's menu price in cents, from the menu file's dollar text. */
function priceCents(productId: string): number {
  const find = (o: unknown): string | undefined => {
    if (Array.isArray(o)) for (const v of o) { const hit = find(v); if (hit) return hit; }
    else if (o && typeof o === 'object') {
      const rec = o as Record<string, unknown>;
      if (rec.id === productId && typeof rec.price === 'string') return rec.price;
      for (const v of Object.values(rec)) { const hit = find(v); if (hit) return hit; }
    }
    return undefined;
  };
  const text = find(menu.subMenus);
  if (!text) throw new Error(`no price for ${productId}`);
  const [dollars, cents = '0'] = text.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** Straight-line miles from the shop as the server rounds them (metres x 0.00062, one decimal), computed here. */
function milesFromShop(to: { lat: number; lng: number }): number {
  const from = profile.settings.coordinates as { lat: number; lng: number };
  const r = Math.PI / 180;
  const h = Math.sin(((to.lat - from.lat) * r) / 2) ** 2 + Math.cos(from.lat * r) * Math.cos(to.lat * r) * Math.sin(((to.lng - from.lng) * r) / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)) * 0.0062) / 10;
}

/** The band fee at a distance: the first band reaching it, else the catch-all band. */
function bandFee(miles: number): number {
  return (rule.bands.find((b) => b.upToMiles !== undefined && miles <= b.upToMiles) ?? rule.bands.find((b) => b.upToMiles === undefined)!).feeCents;
}

/** A demo address the demo geocoder knows, with its coordinates written out. */
const SPRING = { text: '200 N Spring St, Los Angeles, CA 90012', lat: 34.0537, lng: -118.2428 };
const CAESAR = 'fr-caesar';

const cartOf = (quantity: number, over: Record<string, unknown> = {}) => ({
  products: [{ productId: CAESAR, quantity }],
  cartType: 'PICKUP',
  pickupTime: 'ASAP',
  paymentType: 'CASH',
  ...over,
});

describe.each(BACKENDS)('delivery-quote prices the cart sent on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'dq_cart', shopsDir: join(REPO, 'shops') });
  });
  afterAll(async () => {
    await s?.stop();
  });

  const miles = milesFromShop(SPRING);
  const band = bandFee(miles);
  const caesar = priceCents(CAESAR);

  it('the shop and address are the ones worked out here: a band fee that is not 0, inside the delivery range', () => {
    expect(rule.freeOverSubtotalCents).toBe(5000);
    expect(caesar).toBe(1000);
    expect(miles).toBeGreaterThan(2);
    expect(miles).toBeLessThan(profile.settings.delivery.maxDistanceInMiles);
    expect(band).toBe(499);
  });

  it('without a cart: the fee of an empty cart (the band fee), as before', async () => {
    const r = await call(s.url, 'POST', DELIVERY_QUOTE, { address: SPRING.text });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ address: SPRING.text, miles, deliverable: true, feeCents: band });
  });

  it.each([
    ['a cart over the free-delivery threshold pays nothing', 6, 0],
    ['a cart at exactly the threshold pays the band fee (free is over it)', 5, 499],
    ['a cart below the threshold pays the band fee', 2, 499],
  ])('%s', async (_label, quantity, expected) => {
    const subtotal = quantity * caesar;
    expect(expected).toBe(subtotal > rule.freeOverSubtotalCents ? 0 : band);
    const r = await call(s.url, 'POST', DELIVERY_QUOTE, { address: SPRING.text, cart: cartOf(quantity) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ address: SPRING.text, miles, deliverable: true, feeCents: expected });
    // The same fee the cart's own quote charges for delivery to that address.
    const q = await call(s.url, 'POST', QUOTE, cartOf(quantity, { cartType: 'DELIVERY', pickupTime: null, deliveryTime: 'ASAP', deliveryAddress: SPRING.text }));
    expect(q.status).toBe(200);
    expect(q.body.totals.subtotalCents).toBe(subtotal);
    expect(q.body.delivery.feeCents).toBe(expected);
  });

  it('the distance, deliverability and fee a cart carries are the server\'s, not the cart\'s', async () => {
    const r = await call(s.url, 'POST', DELIVERY_QUOTE, { address: SPRING.text, cart: cartOf(2, { distanceInMiles: 0.1, isDeliverable: true, deliveryFeeInCents: 0 }) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ miles, feeCents: band });
  });

  it.each([
    ['a cart that is not an object', 'nope', 400, 'INVALID_FIELD', '/cart'],
    ['a line without a product', { products: [{ quantity: 1 }] }, 400, undefined, '/cart/products/0'],
    ['a quantity in words', { products: [{ productId: CAESAR, quantity: 'two' }] }, 400, undefined, '/cart/products/0/quantity'],
    ['an unknown field in the cart', { products: [], surprise: 1 }, 400, undefined, '/cart'],
  ])('%s is refused as the quote route refuses it, under /cart', async (_label, cart, status, code, path) => {
    const r = await call(s.url, 'POST', DELIVERY_QUOTE, { address: SPRING.text, cart });
    expect(r.status).toBe(status);
    if (code) expect(r.body.error.code).toBe(code);
    expect(r.body.error.path.startsWith(path)).toBe(true);
    if (typeof cart === 'object') {
      // The quote route refuses the same cart with the same code, at the same path without /cart.
      const q = await call(s.url, 'POST', QUOTE, cart);
      expect(q.status).toBe(status);
      expect(r.body.error.code).toBe(q.body.error.code);
      expect(r.body.error.path).toBe(`/cart${q.body.error.path}`);
    }
  });
});
