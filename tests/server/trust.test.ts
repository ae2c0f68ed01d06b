/**
 * What a customer can learn and reserve through the API: public answers never name a promo code
 * the customer did not enter or a promotion the shop turned off (the stored order and
 * `shopctl price` keep the full trace); market-price items cannot be prepaid by card; orders
 * paid in person, line quantities and tips have ceilings.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realDeps } from '../../cli/deps.js';
import { main } from '../../cli/main.js';
import { getOrder } from '../../server/order-store.js';
import { receiptLines } from '../../server/receipt.js';
import { loadShops } from '../../server/shops.js';
import { backends, burgerCart, call, FIXTURE_SHOPS, newKey, startTestServer, type TestServer } from './harness.js';

const BACKENDS = await backends();
const SHOP = '/api/shops/srvtest';
/** The codes of the shop's promotions; VIPONLY is the one customers enter below. */
const SECRET = ['SAFFRON20', 'OFFCODE7'];
const ENTERED = 'VIPONLY';

/** The fixture shop with three coded promotions (one turned off) and a market-price item. */
function trustShops(): string {
  const dir = mkdtempSync(join(tmpdir(), 'trust-shops-'));
  cpSync(FIXTURE_SHOPS, dir, { recursive: true });
  const profilePath = join(dir, 'srvtest', 'srvtest.profile.json');
  const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
  profile.rules = [
    { id: 'srv-welcome', kind: 'promotion', code: 'SAFFRON20', effect: { type: 'percent-off', percent: 20 } },
    { id: 'srv-vip', kind: 'promotion', code: ENTERED, effect: { type: 'amount-off', amountCents: 100 } },
    { id: 'srv-retired', kind: 'promotion', code: 'OFFCODE7', enabled: false, effect: { type: 'percent-off', percent: 50 } },
  ];
  writeFileSync(profilePath, JSON.stringify(profile));
  const menuPath = join(dir, 'srvtest', 'srvtest.menu.json');
  const menu = JSON.parse(readFileSync(menuPath, 'utf8'));
  menu.subMenus[0].products.push({ id: 'p-catch', name: { en: 'Daily Catch' }, price: 'Market Price' });
  writeFileSync(menuPath, JSON.stringify(menu));
  return dir;
}

const shopsDir = trustShops();
afterAll(() => rmSync(shopsDir, { recursive: true, force: true }));

/** Upper-cased JSON text of an answer, so a code is found in any case. */
const textOf = (raw: Buffer) => raw.toString('utf8').toUpperCase();
const expectNoSecret = (raw: Buffer) => {
  for (const code of SECRET) expect(textOf(raw)).not.toContain(code);
};
const codesOf = (body: { blockers: { code: string }[] }) => body.blockers.map((b) => b.code);
const card = { paymentType: 'CARD', paymentMethod: '4242424242424242' };

describe('shopctl price keeps the full trace', () => {
  it('names every code not entered, and the promotion turned off', async () => {
    const cartPath = join(shopsDir, 'empty.cart.json');
    writeFileSync(cartPath, JSON.stringify({ products: [] }));
    let out = '';
    const code = await main(['price', '--shop', join(shopsDir, 'srvtest', 'srvtest.profile.json'), '--cart', cartPath, '--json', '--at', '2025-06-18T12:00:00-07:00'], { ...realDeps(), stdout: (t) => (out += t), stderr: () => undefined });
    expect(code).toBe(1); // an empty cart is blocked (NO_ITEMS)
    const trace = (JSON.parse(out) as { trace: { ruleId?: string; reason: string }[] }).trace;
    expect(trace.filter((t) => t.ruleId?.startsWith('srv-')).map((t) => [t.ruleId, t.reason])).toEqual([
      ['srv-welcome', 'code SAFFRON20 not entered'],
      ['srv-vip', `code ${ENTERED} not entered`],
      ['srv-retired', 'disabled'],
    ]);
  });
});

describe.each(BACKENDS)('trust on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'trust', shopsDir });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('a quote of an empty cart names no promo code', async () => {
    const r = await call(s.url, 'POST', `${SHOP}/quote`, { products: [] });
    expect(r.status).toBe(200);
    expectNoSecret(r.raw);
    expect(textOf(r.raw)).not.toContain(ENTERED);
    expect(r.body.trace.map((t: { step: string }) => t.step)).not.toContain('promotion');
    expect(r.body.blockers.map((b: { code: string }) => b.code)).toEqual(['NO_ITEMS', 'NAME_REQUIRED', 'PHONE_REQUIRED']);
  });

  it('no public answer about a cart with another code names the other codes; the stored order keeps them', async () => {
    const cart = burgerCart({ promoCode: ENTERED.toLowerCase() });
    const quote = await call(s.url, 'POST', `${SHOP}/quote`, cart);
    expect(quote.status).toBe(200);
    // 2 burgers with fries 2 x 12.00 + a cookie 1.50 = 25.50, less the $1 code
    expect([quote.body.totals.subtotalCents, quote.body.totals.discountCents]).toEqual([2550, 100]);
    expect(quote.body.appliedPromotions).toEqual([{ ruleId: 'srv-vip', code: ENTERED, amountCents: 100 }]);
    expectNoSecret(quote.raw);

    const changed = await call(s.url, 'POST', `${SHOP}/orders`, { ...cart, expectedInvoiceCents: 1 }, { 'Idempotency-Key': newKey() });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('PRICE_CHANGED');
    expect(changed.body.quote.totals.discountCents).toBe(100);
    expectNoSecret(changed.raw);

    const blocked = await call(s.url, 'POST', `${SHOP}/orders`, { ...cart, name: '' }, { 'Idempotency-Key': newKey() });
    expect(blocked.status).toBe(422);
    expect(codesOf(blocked.body)).toEqual(['NAME_REQUIRED']);
    expect(blocked.body.quote.totals.discountCents).toBe(100);
    expectNoSecret(blocked.raw);

    const key = newKey();
    const placed = await call(s.url, 'POST', `${SHOP}/orders`, cart, { 'Idempotency-Key': key });
    expect(placed.status).toBe(201);
    expectNoSecret(placed.raw);
    const replayed = await call(s.url, 'POST', `${SHOP}/orders`, cart, { 'Idempotency-Key': key });
    expect(replayed.status).toBe(201);
    expect(replayed.body.orderId).toBe(placed.body.orderId);
    expectNoSecret(replayed.raw);
    const read = await call(s.url, 'GET', `${SHOP}/orders/${placed.body.orderId}`);
    expect(read.status).toBe(200);
    expect(read.body.totals.discountCents).toBe(100);
    expectNoSecret(read.raw);

    // Staff read the stored order's whole trace.
    const stored = await getOrder(s.db, 'srvtest', placed.body.orderId);
    expect(stored.quote.trace.filter((t) => t.staffOnly).map((t) => t.reason)).toEqual(['code SAFFRON20 not entered', 'disabled']);
  });

  it('market-price items cannot be prepaid by card; paid in person, the receipt says so', async () => {
    const catchCart = burgerCart({ products: [{ productId: 'p-catch', quantity: 5 }] });
    const byCard = await call(s.url, 'POST', `${SHOP}/orders`, { ...catchCart, ...card }, { 'Idempotency-Key': newKey() });
    expect(byCard.status).toBe(422);
    expect(codesOf(byCard.body)).toEqual(['MARKET_PRICE_PREPAY']);
    expect(byCard.body.error.message).toBe('Daily Catch is sold at market price, set at the counter, so it cannot be prepaid by card; choose Pay In Person to pay for your order when you get it.');

    const inPerson = await call(s.url, 'POST', `${SHOP}/orders`, catchCart, { 'Idempotency-Key': newKey() });
    expect(inPerson.status).toBe(201);
    expect(inPerson.body.paymentStatus).toBe('not_paid');
    const profile = (await loadShops(shopsDir)).get('srvtest')!;
    const rows = receiptLines(profile, await getOrder(s.db, 'srvtest', inPerson.body.orderId)).flatMap((x) => x.rows);
    expect(rows).toContainEqual(['5 x Daily Catch', 'market price, paid at pickup']);
    expect(rows.slice(-2)).toEqual([['Grand Total', '$0.00'], ['Payment', 'Not Paid']]);
  });

  it('an order paid in person above $500, and a line above 50, are refused with the limit and the way out', async () => {
    // 40 burgers with fries at 12.00 = 480.00 + 10% tax 48.00 = 528.00, paid in person
    const big = burgerCart({ products: [{ productId: 'p-burger', quantity: 40, customerPicks: { 'm-fries': true } }] });
    const cash = await call(s.url, 'POST', `${SHOP}/orders`, big, { 'Idempotency-Key': newKey() });
    expect(cash.status).toBe(422);
    expect(cash.body.blockers).toEqual([{ code: 'PAY_IN_PERSON_LIMIT', path: '/paymentType', params: { maxCents: 50000 }, remedy: { kind: 'pay-by-card' }, message: 'Orders paid in person can total at most $500.00; this one is $528.00. Choose PrePay to pay by card now, or call the shop to arrange a large order.' }]);
    expect((await call(s.url, 'POST', `${SHOP}/orders`, { ...big, ...card }, { 'Idempotency-Key': newKey() })).status).toBe(201);

    const many = await call(s.url, 'POST', `${SHOP}/quote`, burgerCart({ products: [{ productId: 'p-cookie', quantity: 2 }, { productId: 'p-wrap', quantity: 999, customerPicks: { 'm-fries': true } }], ...card }));
    expect(many.status).toBe(200);
    expect(many.body.blockers).toEqual([{ code: 'LINE_QUANTITY_LIMIT', path: '/products/1/quantity', params: { max: 50 }, remedy: { kind: 'lower-quantity', lineIndex: 1, max: 50 }, message: 'You can order at most 50 of Wrap on one line; this line has 999. Lower the quantity, or call the shop to arrange a large order.' }]);
  });

  it('a tip above the cap is refused at checkout and after the order', async () => {
    // a cookie 1.50 + 10% tax 0.15 = 1.65 before the tip: the cap is $50
    const small = burgerCart({ products: [{ productId: 'p-cookie', quantity: 1 }], ...card });
    const tipped = await call(s.url, 'POST', `${SHOP}/orders`, { ...small, tip: { cents: 50000 } }, { 'Idempotency-Key': newKey() });
    expect(tipped.status).toBe(422);
    expect(codesOf(tipped.body)).toEqual(['TIP_TOO_LARGE']);
    expect(tipped.body.error.message).toBe('A tip on this order can be at most $50.00; $500.00 was entered. Lower the tip.');

    const placed = await call(s.url, 'POST', `${SHOP}/orders`, { ...small, tip: { cents: 1000 } }, { 'Idempotency-Key': newKey() });
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;
    const tipToken = placed.body.tipToken as string;
    // $10 already tipped at checkout leaves $40 under the $50 cap
    const after = await call(s.url, 'POST', `${SHOP}/orders/${id}/tips`, { tipsInCents: 4001, tipToken });
    expect(after.status).toBe(422);
    expect(after.body.error).toEqual({ code: 'TIP_TOO_LARGE', path: '/tipsInCents', message: 'The tips on this order can add up to at most $50.00; $10.00 was tipped at checkout. Tip at most $40.00.' });
    const ok = await call(s.url, 'POST', `${SHOP}/orders/${id}/tips`, { tipsInCents: 4000, tipToken });
    expect(ok.status).toBe(200);
    expect(ok.body.order.totals.tipCents).toBe(5000);
  });
});
