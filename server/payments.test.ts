/** The offline provider's charges: kept in offline_charges, once per idempotency key, found by lookup. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from './db.js';
import { migrate } from './migrate.js';
import { createOfflinePaymentProvider, paymentProviderFromEnv, type ChargeRequest } from './payments.js';

const charge = (idempotencyKey: string, amountCents = 2550, paymentMethod = '4242 4242 4242 4242'): ChargeRequest => ({
  amountCents, paymentMethod, idempotencyKey, description: 'order', metadata: { shopId: 'srvtest', orderId: idempotencyKey.split(':')[2]! },
});
const lookup = (idempotencyKey: string) => ({ idempotencyKey, metadata: { shopId: 'srvtest', orderId: idempotencyKey.split(':')[2]! } });

describe('offline payment provider', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db);
  });
  afterAll(() => db.close());

  it('records a charge once per key in the database, finds it, and marks it refunded', async () => {
    const p = createOfflinePaymentProvider();
    p.useDatabase!(db);
    expect(await p.charge(charge('order:srvtest:a1'))).toEqual({ status: 'paid', reference: 'offline_order:srvtest:a1' });
    expect(await p.charge(charge('order:srvtest:a1'))).toEqual({ status: 'paid', reference: 'offline_order:srvtest:a1' });
    expect((await db.query("SELECT order_id, amount_cents::int AS cents, status FROM offline_charges")).rows).toEqual([{ order_id: 'a1', cents: 2550, status: 'succeeded' }]);
    // Another provider on the same database (a restarted server) finds it.
    const again = createOfflinePaymentProvider();
    again.useDatabase!(db);
    expect(await again.lookup(lookup('order:srvtest:a1'))).toEqual({ status: 'paid', reference: 'offline_order:srvtest:a1', amountCents: 2550 });
    expect(await again.lookup(lookup('order:srvtest:none'))).toBeUndefined();
    await again.refund({ reference: 'offline_order:srvtest:a1', amountCents: 2550, idempotencyKey: 'refund:srvtest:a1' });
    expect(await p.lookup(lookup('order:srvtest:a1'))).toEqual({ status: 'refunded', reference: 'offline_order:srvtest:a1', amountCents: 2550 });
  });

  it('records no declined charge', async () => {
    const p = createOfflinePaymentProvider();
    p.useDatabase!(db);
    await expect(p.charge(charge('order:srvtest:d1', 100, '4000000000000002'))).rejects.toMatchObject({ status: 402, code: 'CARD_DECLINED' });
    expect(await p.lookup(lookup('order:srvtest:d1'))).toBeUndefined();
  });

  it('keeps charges in memory without a database', async () => {
    const p = createOfflinePaymentProvider();
    await p.charge(charge('order:srvtest:m1', 700));
    expect(await p.lookup(lookup('order:srvtest:m1'))).toEqual({ status: 'paid', reference: 'offline_order:srvtest:m1', amountCents: 700 });
  });

  it('reads OFFLINE_PAYMENT_LATENCY_MS and refuses a bad value', () => {
    expect(() => paymentProviderFromEnv({ OFFLINE_PAYMENT_LATENCY_MS: 'slow' })).toThrow('OFFLINE_PAYMENT_LATENCY_MS must be a number of milliseconds');
    expect(paymentProviderFromEnv({ OFFLINE_PAYMENT_LATENCY_MS: '5' }).name).toBe('offline-test');
  });
});
