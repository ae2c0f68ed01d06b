/**
 * Promo code limits on the server, on PGlite and PostgreSQL: each limit refused on the quote (its
 * `promo` state and blocker) and at order time (422 ORDER_BLOCKED with the limit's code); once per
 * customer across two orders of one verified phone; first order only; a budget of one use taken by
 * exactly one of 20 concurrent orders (on PostgreSQL spread over two servers sharing the
 * database); a use given back when its order is cancelled or rejected; a declined card taking none.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, burgerCart, call, FIXTURE_SHOPS, newKey, startTestServer, verifyPhone, type TestServer } from './harness.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

const BACKENDS = await backends();
const SHOP = 'srvtest';
const ORDERS = `/api/shops/${SHOP}/orders`;
const QUOTE = `/api/shops/${SHOP}/quote`;

const amountOff = (amountCents: number) => ({ type: 'amount-off', amountCents });
/** The fixture shops with srvtest's limited codes (the clock: Wednesday 2025-06-18 12:00 in Los Angeles). */
function shopsWithCodes(): string {
  const dir = mkdtempSync(join(tmpdir(), 'promo-shops-'));
  cpSync(FIXTURE_SHOPS, dir, { recursive: true });
  const file = join(dir, SHOP, `${SHOP}.profile.json`);
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  profile.rules = [
    ...(profile.rules ?? []),
    { id: 'once5', kind: 'promotion', code: 'ONCE5', limits: { oncePerCustomer: true }, effect: amountOff(500) },
    { id: 'first5', kind: 'promotion', code: 'FIRST5', limits: { firstOrderOnly: true }, effect: amountOff(500) },
    { id: 'last1', kind: 'promotion', code: 'LAST1', limits: { maxUses: 1 }, effect: amountOff(500) },
    { id: 'cancel1', kind: 'promotion', code: 'CANCEL1', limits: { maxUses: 1 }, effect: amountOff(500) },
    { id: 'card1', kind: 'promotion', code: 'CARD1', limits: { maxUses: 1, oncePerCustomer: true }, effect: amountOff(500) },
    { id: 'summer', kind: 'promotion', code: 'SUMMER', limits: { validFrom: '2025-06-21T09:00' }, effect: amountOff(500) },
    { id: 'spring', kind: 'promotion', code: 'SPRING', limits: { validUntil: '2025-06-17' }, effect: amountOff(500) },
    { id: 'four', kind: 'promotion', code: 'FOUR', limits: { minItems: 4 }, effect: amountOff(500) },
  ];
  writeFileSync(file, JSON.stringify(profile, null, 2));
  return dir;
}

// The fixture cart: 2 burgers with fries ($12.00 each) and a cookie ($1.50), paid in person, tax 10%.
// With $5.00 off: subtotal 25.50, discount 5.00 shared 4.71 / 0.29 (largest remainder of 4.7059 / 0.2941),
// tax 10% x (24.00 - 4.71) + 10% x (1.50 - 0.29) = 1.929 + 0.121 = 2.05; invoice 20.50 + 2.05 = 22.55.
// Without: 25.50 + 2.55 = 28.05.
const WITH_CODE = { subtotalCents: 2550, discountCents: 500, taxCents: 205, invoiceCents: 2255 };
const WITHOUT = { subtotalCents: 2550, discountCents: 0, taxCents: 255, invoiceCents: 2805 };

const MESSAGES = {
  PROMO_ALREADY_USED: 'You have already used the code ONCE5; it can be used once per customer. Remove it to place your order.',
  PROMO_PHONE_NOT_VERIFIED: 'The code ONCE5 needs a verified phone number, since it is for one use per customer. Verify your phone number with the code we text you, then place your order; or remove the promo code.',
  PROMO_FIRST_ORDER_ONLY: 'The code FIRST5 is for a first order only, and this phone number has ordered here before. Remove it to place your order.',
  PROMO_USED_UP: (code: string) => `The code ${code} has been used as many times as the shop offered it and is no longer available. Remove it to place your order.`,
  PROMO_NOT_STARTED: 'The code SUMMER can be used from Saturday at 9:00 AM. Remove it to order now, or order again then.',
  PROMO_EXPIRED: 'The code SPRING could be used until Tuesday, June 17 and has expired. Remove it to place your order.',
  PROMO_MIN_ITEMS: 'The code FOUR needs at least 4 items in your cart; it has 3. Add 1 more, or remove the code.',
};

describe.each(BACKENDS)('promo code limits on %s', (backend) => {
  let s: TestServer;
  let second: TestServer | undefined;
  let shopsDir: string;
  let owner: Record<string, string>;
  beforeAll(async () => {
    shopsDir = shopsWithCodes();
    s = await startTestServer(backend, { label: 'promo', shopsDir });
    // On PostgreSQL a second server shares the database: the budget is counted across servers.
    if (backend === 'postgres') second = await startTestServer(backend, { label: 'promo2', shopsDir, databaseSchema: s.schema });
    await addStaff(s, 'owner@promo.test', 'owner');
    owner = await staffHeaders(s.url, 'owner@promo.test');
  }, 60_000);
  afterAll(async () => {
    await second?.stop();
    await s?.stop();
    rmSync(shopsDir, { recursive: true, force: true });
  });

  const quote = (body: Record<string, unknown>, headers: Record<string, string> = {}) => call(s.url, 'POST', QUOTE, body, headers);
  const place = (body: Record<string, unknown>, headers: Record<string, string> = {}, base = s.url) => call(base, 'POST', ORDERS, body, { 'Idempotency-Key': newKey(), ...headers });
  const setStatus = (orderId: string, body: Record<string, unknown>) => call(s.url, 'POST', `/api/staff/shops/${SHOP}/orders/${orderId}/status`, body, owner);
  const budgetUsed = async (ruleId: string) => Number((await s.db.query<{ used: number }>('SELECT used FROM promo_budgets WHERE shop_id = $1 AND rule_id = $2', [SHOP, ruleId])).rows[0]?.used ?? 0);
  const liveUses = async (ruleId: string) => Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM promo_uses WHERE shop_id = $1 AND rule_id = $2 AND released_at IS NULL', [SHOP, ruleId])).rows[0]?.n ?? 0);

  /** A refused code: the quote's state and blocker, then the order's 422 with the same blocker and nothing stored. */
  async function expectRefused(cart: Record<string, unknown>, headers: Record<string, string>, code: string, message: string) {
    const q = await quote(cart, headers);
    expect(q.status).toBe(200);
    expect(q.body.promo).toEqual({ code: String(cart['promoCode']).toUpperCase(), state: 'refused', reason: code, message });
    // Verify the phone when that is what the code waits for; else remove the code.
    const remedy = { kind: code === 'PROMO_PHONE_NOT_VERIFIED' ? 'verify-phone' : 'remove-promo-code' };
    expect(q.body.blockers).toEqual([{ code, message, path: '/promoCode', remedy }]);
    expect(q.body.totals).toMatchObject(WITHOUT);
    const o = await place({ ...cart, expectedInvoiceCents: q.body.totals.invoiceCents }, headers);
    expect(o.status).toBe(422);
    expect(o.body.error.code).toBe('ORDER_BLOCKED');
    expect(o.body.blockers).toEqual([{ code, message, path: '/promoCode', remedy }]);
    expect(o.body.quote.promo.reason).toBe(code);
  }

  it('once per customer: the first order of a verified phone takes $5.00 off, the second is refused; another phone may', async () => {
    const ana = await verifyPhone(s, SHOP, '(213) 555-0161');
    const cart = burgerCart({ phone: '(213) 555-0161', promoCode: 'once5' });
    const q = await quote(cart, ana);
    expect(q.body.promo).toEqual({ code: 'ONCE5', state: 'applied', reason: 'PROMO_APPLIED', message: 'Code ONCE5 applied.', amountCents: 500 });
    expect(q.body.totals).toMatchObject(WITH_CODE);
    const first = await place({ ...cart, expectedInvoiceCents: 2255 }, ana);
    expect(first.status).toBe(201);
    expect(first.body.quote.totals).toMatchObject(WITH_CODE);
    // The same phone, written another way, with the same verified browser: refused.
    await expectRefused({ ...cart, phone: '+1 213-555-0161' }, ana, 'PROMO_ALREADY_USED', MESSAGES.PROMO_ALREADY_USED);
    expect(await liveUses('once5')).toBe(1);
    // Another verified phone uses it once too.
    const ben = await verifyPhone(s, SHOP, '(213) 555-0162');
    expect((await place(burgerCart({ phone: '(213) 555-0162', promoCode: 'ONCE5' }), ben)).status).toBe(201);
    expect(await liveUses('once5')).toBe(2);
  });

  it('once per customer needs a verified phone: none, or one verified for another number, is refused', async () => {
    const cart = burgerCart({ phone: '(213) 555-0163', promoCode: 'ONCE5' });
    await expectRefused(cart, {}, 'PROMO_PHONE_NOT_VERIFIED', MESSAGES.PROMO_PHONE_NOT_VERIFIED);
    const other = await verifyPhone(s, SHOP, '(213) 555-0164');
    await expectRefused(cart, other, 'PROMO_PHONE_NOT_VERIFIED', MESSAGES.PROMO_PHONE_NOT_VERIFIED);
    // Without the code the same cart is an ordinary order.
    expect((await place({ ...cart, promoCode: null })).status).toBe(201);
  });

  it('first order only: refused to a phone that has ordered here, taken on a first order, then refused', async () => {
    const returning = await verifyPhone(s, SHOP, '(213) 555-0165');
    expect((await place(burgerCart({ phone: '(213) 555-0165' }))).status).toBe(201);
    await expectRefused(burgerCart({ phone: '(213) 555-0165', promoCode: 'FIRST5' }), returning, 'PROMO_FIRST_ORDER_ONLY', MESSAGES.PROMO_FIRST_ORDER_ONLY);
    const fresh = await verifyPhone(s, SHOP, '(213) 555-0166');
    const first = await place(burgerCart({ phone: '(213) 555-0166', promoCode: 'FIRST5' }), fresh);
    expect(first.status).toBe(201);
    expect(first.body.quote.totals).toMatchObject(WITH_CODE);
    await expectRefused(burgerCart({ phone: '(213) 555-0166', promoCode: 'FIRST5' }), fresh, 'PROMO_FIRST_ORDER_ONLY', MESSAGES.PROMO_FIRST_ORDER_ONLY);
  });

  it.each([
    ['not started', 'SUMMER', 'PROMO_NOT_STARTED', MESSAGES.PROMO_NOT_STARTED],
    ['expired', 'SPRING', 'PROMO_EXPIRED', MESSAGES.PROMO_EXPIRED],
    ['too few items', 'FOUR', 'PROMO_MIN_ITEMS', MESSAGES.PROMO_MIN_ITEMS],
  ])('a code %s is refused on the quote and at order time', async (_name, code, reason, message) => {
    await expectRefused(burgerCart({ phone: '(213) 555-0167', promoCode: code }), {}, reason, message);
  });

  it('a budget of one use: 20 concurrent orders give exactly one 201, the others PROMO_USED_UP', async () => {
    const bases = second ? [s.url, second.url] : [s.url];
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(burgerCart({ phone: `(213) 555-01${String(20 + i)}`, promoCode: 'LAST1' }), {}, bases[i % bases.length])),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, ...Array<number>(19).fill(422)]);
    for (const r of replies.filter((x) => x.status === 422)) {
      expect(r.body.blockers).toEqual([{ code: 'PROMO_USED_UP', message: MESSAGES.PROMO_USED_UP('LAST1'), path: '/promoCode', remedy: { kind: 'remove-promo-code' } }]);
      // The refusal's quote is priced without the code.
      expect(r.body.quote.totals).toMatchObject(WITHOUT);
    }
    expect(replies.find((r) => r.status === 201)!.body.quote.totals).toMatchObject(WITH_CODE);
    expect(await budgetUsed('last1')).toBe(1);
    expect(await liveUses('last1')).toBe(1);
    // Only the one order was stored.
    const stored = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE shop_id = $1 AND quote->'appliedPromotions' @> '[{"ruleId":"last1"}]'`, [SHOP]);
    expect(Number(stored.rows[0]!.n)).toBe(1);
    await expectRefused(burgerCart({ phone: '(213) 555-0168', promoCode: 'LAST1' }), {}, 'PROMO_USED_UP', MESSAGES.PROMO_USED_UP('LAST1'));
  }, 60_000);

  it('a cancelled order gives its use back, and a rejected one its phone\'s one use', async () => {
    const placed = await place(burgerCart({ phone: '(213) 555-0169', promoCode: 'CANCEL1' }));
    expect(placed.status).toBe(201);
    expect(await budgetUsed('cancel1')).toBe(1);
    await expectRefused(burgerCart({ phone: '(213) 555-0170', promoCode: 'CANCEL1' }), {}, 'PROMO_USED_UP', MESSAGES.PROMO_USED_UP('CANCEL1'));
    expect((await setStatus(placed.body.orderId, { status: 'accepted', prepMinutes: 15 })).status).toBe(200);
    expect((await setStatus(placed.body.orderId, { status: 'cancelled' })).status).toBe(200);
    expect(await budgetUsed('cancel1')).toBe(0);
    const use = await s.db.query<{ released_why: string }>('SELECT released_why FROM promo_uses WHERE order_id = $1', [placed.body.orderId]);
    expect(use.rows).toEqual([{ released_why: 'cancelled' }]);
    // Cancelling again is a no-op that gives nothing back twice.
    expect((await setStatus(placed.body.orderId, { status: 'cancelled' })).status).toBe(200);
    expect(await budgetUsed('cancel1')).toBe(0);
    const again = await place(burgerCart({ phone: '(213) 555-0170', promoCode: 'CANCEL1' }));
    expect(again.status).toBe(201);
    expect(await budgetUsed('cancel1')).toBe(1);

    // Once per customer: a rejected order lets the same phone use the code again.
    const cy = await verifyPhone(s, SHOP, '(213) 555-0171');
    const cart = burgerCart({ phone: '(213) 555-0171', promoCode: 'ONCE5' });
    const rejected = await place(cart, cy);
    expect(rejected.status).toBe(201);
    await expectRefused(cart, cy, 'PROMO_ALREADY_USED', MESSAGES.PROMO_ALREADY_USED);
    expect((await setStatus(rejected.body.orderId, { status: 'rejected', reason: 'TOO_BUSY' })).status).toBe(200);
    expect((await quote(cart, cy)).body.promo.state).toBe('applied');
    expect((await place(cart, cy)).status).toBe(201);
  });

  it('a declined card takes no use; the card that goes through does', async () => {
    const dee = await verifyPhone(s, SHOP, '(213) 555-0172');
    const cart = burgerCart({ phone: '(213) 555-0172', promoCode: 'CARD1', paymentType: 'CARD' });
    const declined = await place({ ...cart, paymentMethod: '4000000000000002' }, dee);
    expect(declined.status).toBe(402);
    expect(await budgetUsed('card1')).toBe(0);
    expect(await liveUses('card1')).toBe(0);
    expect((await quote(cart, dee)).body.promo.state).toBe('applied');
    const paid = await place({ ...cart, paymentMethod: '4242424242424242' }, dee);
    expect(paid.status).toBe(201);
    expect(paid.body.paymentStatus).toBe('paid');
    expect(await budgetUsed('card1')).toBe(1);
    expect(await liveUses('card1')).toBe(1);
  });
});
