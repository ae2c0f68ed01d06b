/**
 * A promo code's uses on the card path's undo steps, on an in-memory PGlite: an order whose
 * request was lost before its charge is released by the payment sweeper (its use given back,
 * 'released'); an order charged but not completed is refunded (its use given back, 'refunded').
 * The route-level promises (each refusal, the budget under concurrency, cancel and reject) are
 * tests/server/promo-limits.test.ts.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { openPglite, type Db } from '../db.js';
import { createDemoMapsProvider } from '../maps.js';
import { migrate } from '../migrate.js';
import { createOfflinePaymentProvider, type ChargeRequest, type ChargeResult, type PaymentProvider } from '../payments.js';
import { loadShops } from '../shops.js';
import { sweepPendingPayments } from './payment-sweeper.js';
import { placeOrder } from './placement.js';

const NOON_WEDNESDAY = Date.parse('2025-06-18T19:00:00Z');
const cart = (promoCode: string) => ({
  products: [{ productId: 'p-burger', quantity: 2, customerPicks: { 'm-fries': true } }, { productId: 'p-cookie', quantity: 1 }],
  cartType: 'PICKUP',
  paymentType: 'CARD',
  paymentMethod: '4242424242424242',
  pickupTime: 'ASAP',
  name: 'Ana Lee',
  phone: '(213) 555-0199',
  promoCode,
});

describe('promo code uses on the card path', () => {
  let db: Db;
  let profile: LoadedProfile;
  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db);
    const shops = await loadShops(join(import.meta.dirname, '..', '..', 'tests', 'server', 'fixtures', 'shops'));
    const srvtest = shops.get('srvtest')!;
    // Two codes with a budget of one use each, $5.00 off.
    const coded = (id: string, code: string) => ({ id, kind: 'promotion' as const, code, limits: { maxUses: 1 }, effect: { type: 'amount-off' as const, amountCents: 500 } });
    profile = { ...srvtest, rules: [...srvtest.rules, coded('swept', 'SWEPT'), coded('refunded', 'REFUNDED')] };
  });
  afterAll(async () => {
    await db?.close();
  });

  const used = async (ruleId: string) => Number((await db.query<{ used: number }>('SELECT used FROM promo_budgets WHERE rule_id = $1', [ruleId])).rows[0]?.used ?? 0);
  const why = async (ruleId: string) => (await db.query<{ released_why: string | null }>('SELECT released_why FROM promo_uses WHERE rule_id = $1', [ruleId])).rows.map((r) => r.released_why);

  it('a lost request before the charge: the sweeper releases the order and gives its use back', async () => {
    const offline = createOfflinePaymentProvider();
    offline.useDatabase?.(db);
    // The charge never answers (the request is lost); the provider holds no charge for the order.
    let charged = false;
    const held: PaymentProvider = { ...offline, charge: () => new Promise<ChargeResult>(() => { charged = true; }), lookup: async () => undefined };
    const deps = { db, payments: held, maps: createDemoMapsProvider(), now: () => NOON_WEDNESDAY };
    void placeOrder(deps, profile, cart('swept'), 'key-swept');
    await expect.poll(() => charged).toBe(true);
    expect(await used('swept')).toBe(1);
    const report = await sweepPendingPayments(deps, NOON_WEDNESDAY + 1);
    expect(report.released).toBe(1);
    expect(await used('swept')).toBe(0);
    expect(await why('swept')).toEqual(['released']);
  });

  it('a charge whose order cannot be completed is refunded, and the use given back', async () => {
    const offline = createOfflinePaymentProvider();
    offline.useDatabase?.(db);
    let refunds = 0;
    // The charge goes through, then the order it belongs to is no longer pending (as if the
    // sweeper had released it meanwhile), so the request refunds the charge.
    const payments: PaymentProvider = {
      ...offline,
      charge: async (req: ChargeRequest) => {
        const result = await offline.charge(req);
        await db.query(`UPDATE orders SET payment_status = 'released' WHERE id = $1`, [req.metadata['orderId']]);
        return result;
      },
      refund: async (req) => {
        refunds += 1;
        await offline.refund(req);
      },
    };
    const out = await placeOrder({ db, payments, maps: createDemoMapsProvider(), now: () => NOON_WEDNESDAY }, profile, cart('refunded'), 'key-refunded');
    expect(out).toMatchObject({ ok: false, code: 'ORDER_NOT_COMPLETED' });
    expect(refunds).toBe(1);
    expect(await used('refunded')).toBe(0);
    expect(await why('refunded')).toEqual(['refunded']);
  });
});
