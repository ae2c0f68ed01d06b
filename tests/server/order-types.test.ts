/**
 * Order types, tips and age checks through the API: the server re-prices every order, so an order
 * without the age box ticked is refused, one with it reaches the kitchen ticket as ID CHECK; a
 * dine-in-only beer is refused for pickup with its code and ordered at the table; the menu for an
 * order type; the tip route offers the shop's own percents.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backends, call, newKey } from './harness.js';
import { decodeEscPos } from './lifecycle-helpers.js';
import { serverWithOwner } from './staff-helpers.js';

const SHOP = 'bar';
const ORDERS = `/api/shops/${SHOP}/orders`;
const ALL_DAY = [{ days: 'sun-sat', timeRanges: [{ from: '00:00', to: '24:00' }] }];

/** A bar with a dine-in-only beer (the legacy marker), a 21+ wine refused for delivery, and its own tips. */
function writeShop(dir: string): void {
  mkdirSync(join(dir, SHOP), { recursive: true });
  const profile = {
    shopId: SHOP,
    extends: ['legacy-tags'],
    identity: { name: 'Corner Bar', timeZone: 'America/Los_Angeles', address_line_1: '200 N Spring St', city: 'Los Angeles', state: 'CA', zip: '90012' },
    settings: {
      taxPercentage: 10,
      allowDineIn: true,
      coordinates: { lat: 34.0537, lng: -118.2428 },
      hours: { pickUp: ALL_DAY, delivery: ALL_DAY },
      tips: { percentChoices: [15, 18, 22], defaultPercent: 18 },
    },
    menu: { file: `${SHOP}.menu.json` },
    rules: [{ id: 'no-wine-delivery', kind: 'refuse-age-restricted', cartTypes: ['DELIVERY'], message: 'We cannot deliver {name}.' }],
  };
  const menu = {
    subMenus: [
      { id: 'c-bar', name: 'Bar', products: [
        { id: 'b-lager', name: 'Lager (Dine-In Only)', price: '7.00' },
        { id: 'b-wine', name: 'House Red', price: '12.00', minimumAge: 21 },
        { id: 'b-fries', name: 'Fries', price: '5.00' },
      ] },
    ],
  };
  writeFileSync(join(dir, SHOP, `${SHOP}.profile.json`), JSON.stringify(profile, null, 2));
  writeFileSync(join(dir, SHOP, `${SHOP}.menu.json`), JSON.stringify(menu, null, 2));
}

const order = (products: { productId: string; quantity: number }[], over: Record<string, unknown> = {}) => ({
  products, cartType: 'PICKUP', paymentType: 'CASH', pickupTime: 'ASAP', name: 'Noor Haddad', phone: '(213) 555-0177', tip: null, ...over,
});

describe.each(await backends())('order types, tips and age checks on %s', (backend) => {
  const fx = serverWithOwner(backend, 'types', writeShop);
  const place = (body: Record<string, unknown>) => call(fx.server.url, 'POST', ORDERS, body, { 'Idempotency-Key': newKey() });

  it('refuses an order with a 21+ item and no age box ticked (AGE_CONFIRMATION_REQUIRED), and stores nothing', async () => {
    const r = await place(order([{ productId: 'b-wine', quantity: 1 }]));
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('ORDER_BLOCKED');
    expect(r.body.blockers).toEqual([{
      code: 'AGE_CONFIRMATION_REQUIRED',
      message: "House Red is for customers 21 or older: tick 'I am 21 or older and will show ID' to order.",
      path: '/ageConfirmed',
      params: { minimumAge: 21 },
      remedy: { kind: 'confirm-age', minimumAge: 21 },
    }]);
    expect((await fx.server.db.query('SELECT 1 FROM orders WHERE shop_id = $1', [SHOP])).rows).toEqual([]);
  });

  it('with the box ticked the order is placed, read back with its minimum age, and the ticket says ID CHECK', async () => {
    const r = await place(order([{ productId: 'b-wine', quantity: 2 }, { productId: 'b-fries', quantity: 1 }], { ageConfirmed: true }));
    expect(r.status).toBe(201);
    const id = r.body.orderId as string;
    const back = await call(fx.server.url, 'GET', `${ORDERS}/${id}`);
    // 2 x 12.00 + 5.00 = 29.00; tax 10% = 2.90.
    expect([back.body.minimumAge, back.body.quote.minimumAge, back.body.totals.invoiceCents]).toEqual([21, 21, 3190]);
    const html = await call(fx.server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}/ticket`, undefined, fx.owner);
    expect(html.body).toContain('<div class="id-check">ID CHECK 21+</div>');
    const text = decodeEscPos(new Uint8Array((await call(fx.server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}/ticket?format=escpos`, undefined, fx.owner)).raw));
    expect(text.map((l) => l.trim())).toContain('ID CHECK 21+');
    const board = await call(fx.server.url, 'GET', `/api/staff/shops/${SHOP}/orders`, undefined, fx.owner);
    expect(board.body.find((o: { orderId: string }) => o.orderId === id).minimumAge).toBe(21);
  });

  it('refuses the 21+ wine for delivery with the rule\'s message, even with the box ticked', async () => {
    const q = await call(fx.server.url, 'POST', `/api/shops/${SHOP}/quote`, order([{ productId: 'b-wine', quantity: 1 }], { cartType: 'DELIVERY', deliveryAddress: '100 N Brand Blvd, Glendale, CA 91203', ageConfirmed: true }));
    expect(q.status).toBe(200);
    expect(q.body.blockers.filter((b: { code: string }) => b.code === 'AGE_RESTRICTED_REFUSED').map((b: { message: string }) => b.message)).toEqual(['We cannot deliver House Red.']);
  });

  it('refuses the Dine-In Only lager for pickup with PRODUCT_NOT_FOR_CART_TYPE and places it at the table', async () => {
    const pickup = await place(order([{ productId: 'b-lager', quantity: 1 }]));
    expect(pickup.status).toBe(422);
    expect(pickup.body.blockers.map((b: { code: string; message: string }) => [b.code, b.message])).toEqual([
      ['PRODUCT_NOT_FOR_CART_TYPE', 'Lager (Dine-In Only) can be ordered for dine-in only; choose Dine-In or remove it from your cart.'],
    ]);
    const table = await place(order([{ productId: 'b-lager', quantity: 2 }], { cartType: 'DINEIN', pickupTime: null }));
    expect(table.status).toBe(201);
    // 2 x 7.00 = 14.00 + 10% tax 1.40.
    expect((await call(fx.server.url, 'GET', `${ORDERS}/${table.body.orderId}`)).body.totals.invoiceCents).toBe(1540);
  });

  it('serves the menu for an order type: the lager is listed, unavailable, for pickup and orderable for dine-in', async () => {
    const lagerIn = async (query: string) => (await call(fx.server.url, 'GET', `/api/shops/${SHOP}/menu${query}`)).body.categories[0].products.find((p: { id: string }) => p.id === 'b-lager');
    expect(await lagerIn('')).toMatchObject({ orderable: false, label: '*not availalbe online', onlyFor: ['DINEIN'] });
    expect(await lagerIn('?cartType=DINEIN')).toMatchObject({ orderable: true });
    expect((await call(fx.server.url, 'GET', `/api/shops/${SHOP}/menu?cartType=TAKEAWAY`)).body.error.code).toBe('INVALID_QUERY');
  });

  it("offers the shop's tip choices in the quote, and the tip route takes only the shop's percents", async () => {
    // Fries 5.00 + 10% = 5.50, card, tip "default": at or below $10 the dollar buttons, none pre-selected.
    const small = await call(fx.server.url, 'POST', `/api/shops/${SHOP}/quote`, order([{ productId: 'b-fries', quantity: 1 }], { paymentType: 'CARD', tip: 'default' }));
    expect(small.body.tipChoices.map((c: { label: string }) => c.label)).toEqual(['$1.00', '$2.00', '$3.00', '$4.00', 'Custom', 'Not now']);
    // 4 x Fries 20.00 + 2.00 tax = 22.00: 15% 3.30, 18% 3.96, 22% 4.84; 18% pre-selected and charged.
    const cart = order([{ productId: 'b-fries', quantity: 4 }], { paymentType: 'CARD', tip: 'default', paymentMethod: '4242424242424242' });
    const quote = await call(fx.server.url, 'POST', `/api/shops/${SHOP}/quote`, cart);
    expect(quote.body.tipChoices.slice(0, 3).map((c: { label: string; cents: number; default?: true; selected?: true }) => [c.label, c.cents, c.default ?? false, c.selected ?? false]))
      .toEqual([['15%', 330, false, false], ['18%', 396, true, true], ['22%', 484, false, false]]);
    expect(quote.body.totals.tipCents).toBe(396);
    const placed = await place({ ...cart, expectedInvoiceCents: 2596 });
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;
    expect((await call(fx.server.url, 'GET', `${ORDERS}/${id}`)).body.quote.postOrderTipChoices.map((c: { label: string; cents: number }) => [c.label, c.cents]))
      .toEqual([['15%', 330], ['18%', 396], ['22%', 484]]);
    const refused = await call(fx.server.url, 'POST', `${ORDERS}/${id}/tips`, { tipPercent: 10, tipToken: placed.body.tipToken, confirm: false });
    expect([refused.status, refused.body.error.code]).toEqual([422, 'TIP_NOT_OFFERED']);
    const preview = await call(fx.server.url, 'POST', `${ORDERS}/${id}/tips`, { tipPercent: 22, tipToken: placed.body.tipToken, confirm: false });
    expect([preview.status, preview.body.tipCents]).toEqual([200, 484]);
  });
});
