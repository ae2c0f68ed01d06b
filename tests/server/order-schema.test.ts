/**
 * The order's one shape: schemas/order.schema.json. The order route's answer validates against it
 * (cash, card, card with a tip), and the OpenAPI document's Order is built from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import orderSchema from '../../schemas/order.schema.json' with { type: 'json' };
import { createAjv } from '../../schemas/ajv-setup.js';
import { ORDER_ID } from '../../schemas/schema-ids.js';
import { backends, burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';

const validate = createAjv().getSchema(ORDER_ID)!;

for (const backend of await backends()) {
  describe(`the order route's answer (${backend})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(backend, { label: 'ordershape' });
    });
    afterAll(() => server.stop());

    it.each([
      ['cash pickup', burgerCart(), { paymentStatus: 'not_paid', paymentLabel: 'Not Paid', cartType: 'PICKUP' }],
      ['card pickup', burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242' }), { paymentStatus: 'paid', paymentLabel: 'Prepaid', cartType: 'PICKUP' }],
      ['card pickup with a tip', burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242', tip: { cents: 300 } }), { paymentStatus: 'paid', paymentLabel: 'Prepaid', tips: 300 }],
    ] as const)('%s validates against schemas/order.schema.json', async (_name, cart, expected) => {
      const placed = await call(server.url, 'POST', '/api/shops/srvtest/orders', cart, { 'Idempotency-Key': newKey() });
      expect(placed.status).toBe(201);
      const read = await call(server.url, 'GET', `/api/shops/srvtest/orders/${placed.body.orderId}`);
      expect(read.status).toBe(200);
      const valid = validate(read.body);
      expect(validate.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
      expect(read.body).toMatchObject({ ...expected, orderId: placed.body.orderId, shopId: 'srvtest', name: 'Ana Lee', postOrderTipCents: 0 });
      // Two burgers with fries at $12 and a $1.50 cookie.
      expect(read.body.totals.subtotalCents).toBe(2550);
      // The receipt's rows end with the total, and add up to it.
      const summary = read.body.summary as { key: string; amountCents: number }[];
      expect(summary.at(-1)).toEqual({ key: 'total', amountCents: read.body.totals.invoiceCents });
      expect(summary.slice(0, -1).reduce((a, r) => a + r.amountCents, 0)).toBe(read.body.totals.invoiceCents);
      expect(summary.some((r) => r.key === 'tip')).toBe(cart.paymentType === 'CARD');
      expect(Object.keys(read.body).sort()).toEqual(Object.keys(orderSchema.properties).sort());
    });

    it('a field the schema does not list fails the check, so the test can catch a drift', () => {
      expect(validate({ orderId: 'x' })).toBe(false);
    });

    it("the OpenAPI document's Order is the schema's, with its references placed", async () => {
      const doc = await call(server.url, 'GET', '/api/openapi.json');
      const order = doc.body.components.schemas.Order;
      expect(Object.keys(order.properties).sort()).toEqual(Object.keys(orderSchema.properties).sort());
      expect(order.required).toEqual(orderSchema.required);
      expect(order.properties.quote).toEqual({ $ref: '#/components/schemas/Quote' });
      expect(order.properties.totals).toEqual({ $ref: '#/components/schemas/Totals' });
      expect(order.properties.cartType).toEqual({ $ref: '#/components/schemas/CartType' });
      expect(order.properties.paymentStatus.enum).toEqual(['not_paid', 'pending', 'paid', 'pending_payment', 'refunded', 'released']);
    });
  });
}
