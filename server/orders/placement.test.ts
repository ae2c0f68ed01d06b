/**
 * Placement's (and tips') refusals are values the caller reads (`ok: false` with a code), never thrown; the
 * route turns them into statuses with `statusOfRefusal`. Run on an in-memory PGlite.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCart } from '../../engine/index.js';
import type { CartInput } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { openPglite, type Db } from '../db.js';
import { migrate } from '../migrate.js';
import { createDemoMapsProvider } from '../maps.js';
import { createOfflinePaymentProvider } from '../payments.js';
import { loadShops } from '../shops.js';
import { addTip } from '../tip-store.js';
import { placeOrder, refusalError, statusOfRefusal, type OrderDeps } from './index.js';

const NOON_WEDNESDAY = Date.parse('2025-06-18T19:00:00Z');
const cart = (over: Record<string, unknown> = {}) => ({
  products: [{ productId: 'p-burger', quantity: 2, customerPicks: { 'm-fries': true } }, { productId: 'p-cookie', quantity: 1 }],
  cartType: 'PICKUP',
  paymentType: 'CASH',
  pickupTime: 'ASAP',
  name: 'Ana Lee',
  phone: '(213) 555-0199',
  ...over,
});

describe('placeOrder', () => {
  let db: Db;
  let profile: LoadedProfile;
  let deps: OrderDeps;
  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db);
    const shops = await loadShops(join(import.meta.dirname, '..', '..', 'tests', 'server', 'fixtures', 'shops'));
    profile = shops.get('srvtest')!;
    deps = { db, payments: createOfflinePaymentProvider(), maps: createDemoMapsProvider(), now: () => NOON_WEDNESDAY };
  });
  afterAll(async () => {
    await db.close();
  });
  const orders = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n);

  it('places an order at the engine total and answers with the exact text it stored', async () => {
    const expected = priceCart(profile, cart() as CartInput, { now: NOON_WEDNESDAY }).totals.invoiceCents;
    const out = await placeOrder(deps, profile, cart({ expectedInvoiceCents: expected }), 'key-placed');
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.status).toBe(201);
    expect(JSON.parse(out.raw)).toEqual(out.body);
    expect((out.body as { quote: { totals: { invoiceCents: number } } }).quote.totals.invoiceCents).toBe(expected);
    const again = await placeOrder(deps, profile, cart({ expectedInvoiceCents: expected }), 'key-placed');
    expect(again.ok && again.raw).toBe(out.raw);
  });

  it.each([
    ['no Idempotency-Key', cart(), undefined, 'IDEMPOTENCY_KEY_REQUIRED', 400],
    ['a body that is not an object', [1, 2], 'key-array', 'BAD_BODY', 400],
    ['a stale total', cart({ expectedInvoiceCents: 1 }), 'key-stale', 'PRICE_CHANGED', 409],
    ['an empty cart', cart({ products: [] }), 'key-empty', 'ORDER_BLOCKED', 422],
    ['a card order without a card', cart({ paymentType: 'CARD' }), 'key-nocard', 'CARD_REQUIRED', 400],
    ['a declined card', cart({ paymentType: 'CARD', paymentMethod: '4000000000000002' }), 'key-declined', 'CARD_DECLINED', 402],
    ['cashback with no phone balance', cart({ phone: '(213) 555-0100', appliedCashback: 5 }), 'key-cashback', 'CASHBACK_UNAVAILABLE', 422],
  ])('returns %s as a refusal value, stores nothing', async (_name, body, key, code, status) => {
    const before = await orders();
    const out = await placeOrder(deps, profile, body, key);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.code).toBe(code);
    expect(out.message.length).toBeGreaterThan(10);
    expect(statusOfRefusal(out)).toBe(status);
    expect(await orders()).toBe(before);
  });

  it('refuses the same key with another body as a value', async () => {
    const out = await placeOrder(deps, profile, cart({ name: 'Someone Else' }), 'key-placed');
    expect(out.ok ? 'placed' : out.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it("returns a tip's refusals as values: a cash order, another browser, then a second tip on a card order", async () => {
    const shop = { shopId: profile.shopId, name: profile.identity.name };
    const tip = (orderId: string, tipToken: string | undefined) => addTip(db, deps.payments, { shop, orderId, capCents: () => 5000, tip: { cents: 300 }, tipToken, confirm: true, now: NOON_WEDNESDAY });
    const cash = await placeOrder(deps, profile, cart(), 'key-tip-cash');
    const cashId = cash.ok ? (cash.body as { orderId: string }).orderId : '';
    expect(cash.ok && 'tipToken' in (cash.body as object)).toBe(false);
    const refused = await tip(cashId, undefined);
    expect(refused.ok ? 'tipped' : [refused.code, statusOfRefusal(refused)]).toEqual(['TIP_NOT_ALLOWED', 422]);
    const card = await placeOrder(deps, profile, cart({ paymentType: 'CARD', paymentMethod: '4242424242424242' }), 'key-tip-card');
    const { orderId: cardId, tipToken } = card.ok ? (card.body as { orderId: string; tipToken: string }) : { orderId: '', tipToken: '' };
    const stranger = await tip(cardId, 'not-the-token');
    expect(stranger.ok ? 'tipped' : [stranger.code, refusalError(stranger).status]).toEqual(['TIP_NOT_ALLOWED', 403]);
    expect((await tip(cardId, tipToken)).ok).toBe(true);
    const again = await tip(cardId, tipToken);
    expect(again.ok ? 'tipped' : [again.code, statusOfRefusal(again)]).toEqual(['TIP_ALREADY_ADDED', 409]);
    const tips = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_tips WHERE order_id = ANY($1)', [[cashId, cardId]]);
    expect(Number(tips.rows[0]!.n)).toBe(1);
  });
});
