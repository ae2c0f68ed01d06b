/** Post-order tips are charged to the order's card through the payment provider; a declined tip records nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createOfflinePaymentProvider, type PaymentProvider } from '../../server/index.js';
import type { FollowUpChargeRequest } from '../../server/payments.js';
import { backends, burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';

const BACKENDS = await backends();
const ORDERS = '/api/shops/srvtest/orders';

/** The offline provider, recording follow-up charges, declining them while `decline` is set. */
function recordingProvider(): PaymentProvider & { tips: FollowUpChargeRequest[]; decline: boolean } {
  const offline = createOfflinePaymentProvider();
  const p = {
    ...offline,
    tips: [] as FollowUpChargeRequest[],
    decline: false,
    async chargeAgain(req: FollowUpChargeRequest) {
      if (p.decline) throw new ApiError(402, 'CARD_DECLINED', undefined, '/tipsInCents');
      p.tips.push(req);
      return offline.chargeAgain(req);
    },
  };
  return p;
}

describe.each(BACKENDS)('post-order tips on %s', (backend) => {
  let s: TestServer;
  const provider = recordingProvider();
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'tips', paymentProvider: provider });
  });
  afterAll(async () => {
    await s?.stop();
  });
  const cardOrder = async () => {
    const r = await call(s.url, 'POST', ORDERS, burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242' }), { 'Idempotency-Key': newKey() });
    expect(r.status).toBe(201);
    tokens.set(r.body.orderId as string, r.body.tipToken as string);
    return r.body.orderId as string;
  };
  /** The tip token each order's 201 answer carried (what the placing browser keeps). */
  const tokens = new Map<string, string>();
  const tipBody = (id: string, tipsInCents: number) => ({ tipsInCents, tipToken: tokens.get(id) });

  it("charges the tip to the order's card, once, with the order's key", async () => {
    const id = await cardOrder();
    const before = (await call(s.url, 'GET', `${ORDERS}/${id}`)).body.totals.invoiceCents as number;
    const tip = await call(s.url, 'POST', `${ORDERS}/${id}/tips`, tipBody(id, 450));
    expect(tip.status).toBe(200);
    expect(tip.body.order.totals.invoiceCents).toBe(before + 450);
    const charges = provider.tips.filter((t) => t.metadata.orderId === id);
    expect(charges).toEqual([expect.objectContaining({ amountCents: 450, idempotencyKey: `tip:srvtest:${id}` })]);
    expect(charges[0]!.orderReference).toMatch(/^offline_/);
    const ref = await s.db.query<{ payment_ref: string }>('SELECT payment_ref FROM order_tips WHERE order_id = $1', [id]);
    expect(ref.rows[0]!.payment_ref).toBe(`offline_tip:srvtest:${id}`);
    expect((await call(s.url, 'POST', `${ORDERS}/${id}/tips`, tipBody(id, 450))).status).toBe(409);
    expect(provider.tips.filter((t) => t.metadata.orderId === id).length).toBe(1);
  });

  it('a declined tip answers 402 and records nothing, so the customer can try again', async () => {
    const id = await cardOrder();
    const before = (await call(s.url, 'GET', `${ORDERS}/${id}`)).body.totals;
    provider.decline = true;
    try {
      const r = await call(s.url, 'POST', `${ORDERS}/${id}/tips`, tipBody(id, 300));
      expect(r.status).toBe(402);
      expect(r.body.error.code).toBe('CARD_DECLINED');
      expect(r.body.error.message).toContain('Your card was declined.');
    } finally {
      provider.decline = false;
    }
    expect((await call(s.url, 'GET', `${ORDERS}/${id}`)).body.totals).toEqual(before);
    const rows = await s.db.query('SELECT 1 FROM order_tips WHERE order_id = $1', [id]);
    expect(rows.rows.length).toBe(0);
    expect((await call(s.url, 'POST', `${ORDERS}/${id}/tips`, tipBody(id, 300))).status).toBe(200);
  });
});
