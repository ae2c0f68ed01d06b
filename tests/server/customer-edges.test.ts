/**
 * The customer API's edges and public answers, on real HTTP: `?at=` read on the shop's clock,
 * rewards refused where cashback cannot be spent, an order's e-mail checked like a sign-up's, no
 * public menu or quote naming a rule customers are not shown, a quote that knows the verified
 * balance saying when the cashback applied is more, and the small bounds and messages of the
 * edge (phone, quantity, catering form, prototype keys, a nested cart's messages).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCart } from '../../engine/index.js';
import type { CartInput } from '../../schemas/generated/types.js';
import { burgerCart, call, countOrders, newKey, REPO, startTestServer, verifyPhone, type TestServer } from './harness.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const SHOPS = join(REPO, 'shops');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;

describe('the shipped shops', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { label: 'edges_shops', shopsDir: SHOPS, rateLimits: { formsPerMinute: 1000, cashbackPerMinute: 1000 } });
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  describe('?at= is read on the shop clock', () => {
    // The test shop is in Los Angeles: on 28 November 2026 its clock is 8 hours behind UTC (PST).
    it.each([
      ['2026-11-28T10:00', '2026-11-28T10:00:00.000-08:00'],
      ['2026-11-28T10:00:00', '2026-11-28T10:00:00.000-08:00'],
      ['2026-11-28', '2026-11-28T00:00:00.000-08:00'],
      ['2026-07-04T19:30', '2026-07-04T19:30:00.000-07:00'],
      // With an offset or Z the instant is the one written.
      ['2026-11-28T10:00:00Z', '2026-11-28T02:00:00.000-08:00'],
      ['2026-11-28T10:00:00-05:00', '2026-11-28T07:00:00.000-08:00'],
    ])('?at=%s resolves the menu at %s', async (at, resolved) => {
      const r = await call(s.url, 'GET', `/api/shops/test/menu?at=${encodeURIComponent(at)}`);
      expect(r.status).toBe(200);
      expect(r.body.at).toBe(resolved);
    });

    it('a nonsense ?at= is still 400 INVALID_QUERY, saying how a time without an offset is read', async () => {
      const r = await call(s.url, 'GET', '/api/shops/test/menu?at=28%2F11%2F2026');
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code: 'INVALID_QUERY', path: 'query:at' });
      expect(r.body.error.message).toContain("shop's clock");
    });
  });

  describe('rewards where cashback is off', () => {
    const hinode = readJson(join(SHOPS, 'hinode', 'hinode.profile.json'));

    it('hinode has cashback off (the profile does not turn it on)', () => {
      expect(hinode.settings?.enableCashback ?? false).toBe(false);
    });

    it.each(['click-link', 'redeem'])('%s is 404 REWARDS_NOT_OFFERED and credits nothing, even to a verified phone', async (action) => {
      const phone = '(213) 555-0166';
      const proof = await verifyPhone(s, 'hinode', phone);
      const r = await call(s.url, 'POST', '/api/shops/hinode/rewards', { action, originalPhone: phone }, proof);
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe('REWARDS_NOT_OFFERED');
      expect(r.body.error.message).toContain(hinode.identity.name);
      const rows = await s.db.query<{ n: number }>(
        "SELECT (SELECT count(*) FROM cashback_accounts WHERE shop_id = 'hinode') + (SELECT count(*) FROM rewards_events WHERE shop_id = 'hinode') AS n",
      );
      expect(Number(rows.rows[0]!.n)).toBe(0);
    });

    it('a shop with cashback on still takes the sign-up', async () => {
      // The test shop turns cashback on.
      expect(readJson(join(SHOPS, 'test', 'test.profile.json')).settings.enableCashback).toBe(true);
      const r = await call(s.url, 'POST', '/api/shops/test/rewards', { action: 'click-link', originalPhone: '(213) 555-0167' });
      expect(r.status).toBe(200);
    });
  });

  describe('public answers name no rule customers are not shown', () => {
    const sunsetMenu = readJson(join(SHOPS, 'sunsetslice', 'sunsetslice.menu.json'));
    const sunsetProfile = readJson(join(SHOPS, 'sunsetslice', 'sunsetslice.profile.json'));
    const markup = sunsetProfile.rules.find((r: any) => r.id === 'ss-pie-price-increase');
    const cheesePie = sunsetMenu.subMenus.find((c: any) => c.id === 'ss-pies').products.find((p: any) => p.id === 'ss-pie-cheese');
    const pieCart = readJson(join(SHOPS, 'sunsetslice', 'examples', 'blocked-weekend-16in.cart.json')) as CartInput;

    it('the sunsetslice markup is a price-increase on the pies', () => {
      expect(markup).toMatchObject({ kind: 'price-increase', amountCents: 100 });
      expect(markup.match.categoryIds).toContain('ss-pies');
    });

    it('the menu shows the marked-up price and no step of the markup', async () => {
      const r = await call(s.url, 'GET', '/api/shops/sunsetslice/menu');
      expect(r.status).toBe(200);
      const pie = r.body.categories.flatMap((c: any) => c.products).find((p: any) => p.id === 'ss-pie-cheese');
      expect(pie.priceCents).toBe(Math.round(Number(cheesePie.price) * 100) + markup.amountCents);
      expect(pie.priceSteps).toBeUndefined();
      expect(r.raw.toString('utf8')).not.toContain('ss-pie-price-increase');
    });

    it('a quote has no trace entry of the markup; the full trace (shopctl, studio) keeps it', async () => {
      const r = await call(s.url, 'POST', '/api/shops/sunsetslice/quote', pieCart);
      expect(r.status).toBe(200);
      expect(r.raw.toString('utf8')).not.toContain('ss-pie-price-increase');
      expect(r.body.trace.some((t: any) => t.step === 'price-increase')).toBe(false);
      const full = priceCart(s.shops.get('sunsetslice')!, pieCart, { now: s.clock.now });
      const steps = full.trace.filter((t) => t.ruleId === 'ss-pie-price-increase');
      expect(steps.map((t) => [t.step, t.amountCents, t.staffOnly])).toEqual([
        ['price-increase', 100, true],
        ['price-increase', 100, true],
      ]);
      expect(r.body.totals).toEqual(full.totals);
    });

    const saffronCart: CartInput = {
      products: [{ productId: 'sg-mango-lassi', quantity: 2 }],
      cartType: 'PICKUP',
      paymentType: 'CARD',
      name: 'Alex Rivera',
      phone: '(213) 555-0142',
    };
    const noon = (date: string) => Date.parse(`${date}T12:00:00-07:00`);

    it.each([
      ['after the Eid promotion ended', '2026-04-01'],
      ['before it starts', '2026-03-01'],
    ])('%s, a saffrongrill-reseda quote does not name it', async (_when, date) => {
      s.clock.now = noon(date);
      const r = await call(s.url, 'POST', '/api/shops/saffrongrill-reseda/quote', saffronCart);
      expect(r.status).toBe(200);
      expect(r.raw.toString('utf8')).not.toContain('sg-eid-10off');
      const full = priceCart(s.shops.get('saffrongrill-reseda')!, saffronCart, { now: s.clock.now });
      expect(full.trace.find((t) => t.ruleId === 'sg-eid-10off')).toMatchObject({ fired: false, reason: 'not offered at this time', staffOnly: true });
    });

    it('while it runs, the quote shows it', async () => {
      s.clock.now = noon('2026-03-21');
      const r = await call(s.url, 'POST', '/api/shops/saffrongrill-reseda/quote', saffronCart);
      expect(r.status).toBe(200);
      expect(r.body.trace.find((t: any) => t.ruleId === 'sg-eid-10off')).toMatchObject({ step: 'promotion', fired: true });
      expect(r.body.totals.discountCents).toBeGreaterThan(0);
    });
  });

  it('GET /api/shops and every shipped shop\'s public profile match the document\'s schemas', async () => {
    const doc = (await call(s.url, 'GET', '/api/openapi.json')).body;
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(ajv);
    ajv.addSchema({ ...doc, $id: 'https://storefront.test/openapi.json' });
    const check = (url: string, body: unknown): string[] => {
      const ref = doc.paths[url].get.responses['200'].content['application/json'].schema.$ref as string;
      const validate = ajv.getSchema(`https://storefront.test/openapi.json${ref}`)!;
      return validate(body) ? [] : (validate.errors ?? []).map((e) => `${ref} ${e.instancePath} ${e.message}`);
    };
    const list = await call(s.url, 'GET', '/api/shops');
    expect(check('/api/shops', list.body)).toEqual([]);
    expect(list.body.shops.length).toBeGreaterThan(5);
    for (const shop of list.body.shops) {
      const one = await call(s.url, 'GET', `/api/shops/${shop.shopId}`);
      expect(one.status).toBe(200);
      expect(check('/api/shops/{shopId}', one.body), shop.shopId).toEqual([]);
    }
    // A drifting answer fails the check: the schemas are not "any object".
    expect(check('/api/shops/{shopId}', { shopId: 'x' })).not.toEqual([]);
    expect(check('/api/shops', { shops: [{ shopId: 'x' }] })).not.toEqual([]);
  });
});

describe('the fixture shop', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { label: 'edges', rateLimits: { formsPerMinute: 1000, cashbackPerMinute: 1000 } });
  });
  afterAll(async () => {
    await s?.stop();
  });
  const SHOP = '/api/shops/srvtest';
  const order = (cart: Record<string, unknown>, headers: Record<string, string> = {}) => call(s.url, 'POST', `${SHOP}/orders`, cart, { 'Idempotency-Key': newKey(), ...headers });

  describe("an order's e-mail", () => {
    const LOCAL_65 = 'a'.repeat(65);
    const LONG = `${'b'.repeat(60)}@${['c', 'd', 'e', 'f'].map((x) => x.repeat(60)).join('.')}.com`;
    it('the long address of these cases is over 254 characters with a local part under 64', () => {
      expect([LONG.length > 254, LONG.indexOf('@') <= 64]).toEqual([true, true]);
    });

    it.each([
      ['no @', 'bogus'],
      ['no dot in the host', 'a@b'],
      ['a header smuggled after a line break', 'a@b.co\r\nBcc: x@y.z'],
      ['a tab', 'a@b.co\t'],
      ['a space inside', 'a b@c.co'],
      ['only spaces', '   '],
      ['two @', 'a@b@c.co'],
      ['65 characters before the @', `${LOCAL_65}@example.com`],
      ['more than 254 characters', LONG],
    ])('%s: quote and order are 400 INVALID_EMAIL at /email, nothing placed', async (_name, email) => {
      const before = await countOrders(s);
      const quoted = await call(s.url, 'POST', `${SHOP}/quote`, burgerCart({ email }));
      const placed = await order(burgerCart({ email }));
      for (const r of [quoted, placed]) {
        expect(r.status).toBe(400);
        expect(r.body.error).toMatchObject({ code: 'INVALID_EMAIL', path: '/email' });
      }
      expect(await countOrders(s)).toBe(before);
    });

    it('the refusal says why: a control character, or which part is too long', async () => {
      const msg = async (email: string) => (await call(s.url, 'POST', `${SHOP}/quote`, burgerCart({ email }))).body.error.message as string;
      expect(await msg('a@b.co\r\nBcc: x@y.z')).toContain('control character');
      expect(await msg(`${LOCAL_65}@example.com`)).toContain('at most 64 characters; this one has 65');
      expect(await msg(LONG)).toContain(`at most 254 characters; this one has ${LONG.length}`);
    });

    it('a real address, an empty one and none are taken', async () => {
      for (const email of ['ana.lee+orders@mail.example.com', '', null]) {
        expect((await call(s.url, 'POST', `${SHOP}/quote`, burgerCart({ email }))).status).toBe(200);
      }
      expect((await order(burgerCart({ email: 'ana@example.com' }))).status).toBe(201);
    });

    it.each([
      ['65 characters before the @', `${LOCAL_65}@example.com`],
      ['more than 254 characters', LONG],
      ['a line break', 'a@b.co\nBcc: x@y.z'],
      ['no dot in the host', 'a@b'],
    ])('a sign-up with %s is 400 INVALID_EMAIL and stores nothing', async (_name, email) => {
      const r = await call(s.url, 'POST', `${SHOP}/subscriptions`, { email });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code: 'INVALID_EMAIL', path: '/email' });
      const rows = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM subscriptions WHERE email = $1', [email.trim()]);
      expect(Number(rows.rows[0]!.n)).toBe(0);
    });

    it('a sign-up with 64 characters before the @ is taken', async () => {
      expect((await call(s.url, 'POST', `${SHOP}/subscriptions`, { email: `${'a'.repeat(64)}@example.com` })).status).toBe(200);
    });
  });

  describe('cashback above the verified balance', () => {
    const phone = '(213) 555-0188';
    let proof: Record<string, string>;
    beforeAll(async () => {
      proof = await verifyPhone(s, 'srvtest', phone);
      const credited = await call(s.url, 'POST', `${SHOP}/rewards`, { action: 'redeem', originalPhone: phone }, proof);
      expect(credited.body.cashbackCents).toBe(1000);
    });
    const card = (appliedCashback: number) => burgerCart({ phone, paymentType: 'CARD', paymentMethod: '4242424242424242', appliedCashback });

    it('the quote says CASHBACK_UNAVAILABLE at /appliedCashback, as the order would', async () => {
      const q = await call(s.url, 'POST', `${SHOP}/quote`, card(1500), proof);
      expect(q.status).toBe(200);
      expect(q.body.totals.cashbackAppliedCents).toBe(1500);
      const blocker = q.body.blockers.find((b: any) => b.code === 'CASHBACK_UNAVAILABLE');
      expect(blocker).toMatchObject({ path: '/appliedCashback', params: { availableCents: 1000, appliedCents: 1500 } });
      expect(blocker.message).toBe('This phone number has $10.00 of cashback; $15.00 was applied. Apply at most $10.00.');
      // The order path keeps its own check.
      const placed = await order({ ...card(1500), expectedInvoiceCents: q.body.totals.invoiceCents }, proof);
      expect(placed.status).toBe(422);
      expect(placed.body.error).toMatchObject({ code: 'CASHBACK_UNAVAILABLE', message: blocker.message });
    });

    it('within the balance the quote has no such blocker and the order is placed at its total', async () => {
      const q = await call(s.url, 'POST', `${SHOP}/quote`, card(1000), proof);
      expect(q.body.blockers.map((b: any) => b.code)).not.toContain('CASHBACK_UNAVAILABLE');
      expect(q.body.totals.cashbackAppliedCents).toBe(1000);
      const placed = await order({ ...card(1000), expectedInvoiceCents: q.body.totals.invoiceCents }, proof);
      expect(placed.status).toBe(201);
    });

    it('a quote that does not know the balance (no verified phone) cannot tell', async () => {
      const q = await call(s.url, 'POST', `${SHOP}/quote`, card(1500));
      expect(q.body.blockers.map((b: any) => b.code)).not.toContain('CASHBACK_UNAVAILABLE');
    });
  });

  describe('small bounds and messages', () => {
    it('a 300-digit ?phone= is 400 PHONE_INVALID saying it is too long, not too short', async () => {
      const r = await call(s.url, 'GET', `${SHOP}/cashback?phone=${'2'.repeat(300)}`);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code: 'PHONE_INVALID', path: 'query:phone' });
      expect(r.body.error.message).toContain('at most 40 characters; this one has 300');
      const short = await call(s.url, 'GET', `${SHOP}/cashback?phone=213`);
      expect(short.body.error).toMatchObject({ code: 'PHONE_TOO_SHORT', path: 'query:phone' });
    });

    it.each([1000, 10_000, 999.5, 1e9])('quantity %s is 400 QUANTITY_TOO_LARGE with the one bound, 999', async (quantity) => {
      for (const path of ['quote', 'orders']) {
        const r = await call(s.url, 'POST', `${SHOP}/${path}`, burgerCart({ products: [{ productId: 'p-cookie', quantity: 1 }, { productId: 'p-cookie', quantity }] }), { 'Idempotency-Key': newKey() });
        expect(r.status).toBe(400);
        expect(r.body.error).toMatchObject({ code: 'QUANTITY_TOO_LARGE', path: '/products/1/quantity' });
        expect(r.body.error.message).toBe(`A line holds at most 999 of an item; line 2 asks for ${quantity}. Lower the quantity or call the shop for a large order.`);
      }
    });

    it('quantity 999 is priced', async () => {
      const r = await call(s.url, 'POST', `${SHOP}/quote`, burgerCart({ products: [{ productId: 'p-cookie', quantity: 999 }] }));
      expect(r.status).toBe(200);
      expect(r.body.lines[0].quantity).toBe(999);
    });

    it('the cart schema says 999 too', () => {
      const schema = readJson(join(REPO, 'schemas', 'cart.schema.json'));
      expect(schema.$defs.CartLine.properties.quantity.maximum).toBe(999);
    });

    const catering = { location: 'srvtest', name: 'Ana', email: 'ana@example.com', phone: '2135550199', eventDate: '2025-07-01', eventTime: '18:00', guestCount: 20, eventType: 'wedding' };
    it.each([
      // The server clock is Wednesday 18 June 2025 in Los Angeles.
      ['an event date in the past', { ...catering, eventDate: '2025-06-17' }, 'EVENT_DATE_PASSED', '/eventDate'],
      ['a phone that is no number', { ...catering, phone: 'x' }, 'PHONE_INVALID', '/phone'],
      ['a phone of too few digits', { ...catering, phone: '555-01' }, 'PHONE_INVALID', '/phone'],
    ])('a catering form with %s is 400 %s at %s and stores nothing', async (_name, body, code, path) => {
      const count = async () => Number((await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM form_submissions WHERE kind = 'catering'")).rows[0]!.n);
      const before = await count();
      const r = await call(s.url, 'POST', `${SHOP}/forms/catering`, body);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code, path });
      expect(await count()).toBe(before);
    });

    it('a catering event today is taken', async () => {
      expect((await call(s.url, 'POST', `${SHOP}/forms/catering`, { ...catering, eventDate: '2025-06-18' })).status).toBe(200);
    });

    it.each([
      ['at the top', '{"__proto__":{"isAdmin":true},"products":[]}', '/__proto__'],
      ['inside a line', '{"products":[{"productId":"p-cookie","quantity":1,"__proto__":{"x":1}}]}', '/products/0/__proto__'],
      ['as constructor.prototype', '{"constructor":{"prototype":{"x":1}},"products":[]}', '/constructor'],
    ])('a prototype key %s is 400 FORBIDDEN_KEY naming its path, not BAD_JSON', async (_where, raw, path) => {
      const before = await countOrders(s);
      for (const route of ['quote', 'orders']) {
        const r = await call(s.url, 'POST', `${SHOP}/${route}`, raw, { 'Idempotency-Key': newKey() });
        expect(r.status).toBe(400);
        expect(r.body.error).toMatchObject({ code: 'FORBIDDEN_KEY', path });
        expect(r.body.error.message).toContain(path);
      }
      expect(await countOrders(s)).toBe(before);
      // Malformed JSON is still BAD_JSON.
      expect((await call(s.url, 'POST', `${SHOP}/quote`, '{"products": [}')).body.error.code).toBe('BAD_JSON');
    });

    it("a delivery quote's cart error names the path its message names", async () => {
      const r = await call(s.url, 'POST', `${SHOP}/delivery-quote`, { address: '1111 S Figueroa St, Los Angeles, CA 90015', cart: { products: 'x' } });
      expect(r.status).toBe(400);
      expect(r.body.error.path).toBe('/cart/products');
      expect(r.body.error.message).toMatch(/^\/cart\/products must be a list/);
      expect(r.body.findings.every((f: any) => f.path.startsWith('/cart/') && !/(^|\s)\/products\b/.test(f.message))).toBe(true);
      const missing = await call(s.url, 'POST', `${SHOP}/delivery-quote`, { address: '1111 S Figueroa St, Los Angeles, CA 90015', cart: { products: [{ quantity: 1 }] } });
      expect(missing.body.error.path).toBe('/cart/products/0/productId');
      expect(missing.body.error.message).toContain('/cart/products/0');
      expect(missing.body.error.message).not.toMatch(/(^|\s)\/products/);
    });
  });
});
