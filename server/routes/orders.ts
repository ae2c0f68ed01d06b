/** Order routes: quotes, placing an order, reading it back, its receipt, and a tip after it. */
import type { FastifyInstance } from 'fastify';
import { maxTipCents, message, publicQuote } from '../../engine/index.js';
import { checkBody } from '../api-schemas.js';
import { ApiError } from '../errors.js';
import { getOrder, publicOrder } from '../order-store.js';
import { checkCart, placeOrder, quoteCart, refusalError } from '../orders/index.js';
import { requireVerified } from '../phone-verification.js';
import { addTip } from '../tip-store.js';
import type { RouteContext } from './context.js';

/** The customer-facing wording the spec gives for a tip's confirmation. */
const THANKS_TIP = 'Thanks for tipping!';

/** Registers the order routes; refusals from placement become errors with the status the code names. */
export function registerOrderRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, now, deps, limits, shopOf, orderIdOf, payments } = ctx;
  app.post('/api/shops/:shopId/quote', {
    config: { ...limits.quotes, doc: { operationId: 'createQuote', tag: 'Orders', summary: 'Price a cart', body: 'CartInput', responses: { 200: { description: 'The quote', schema: 'Quote' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const checked = checkCart(p, req.body, false);
    if (!checked.ok) throw refusalError(checked);
    // The public answer: no trace entry about a code the customer did not enter.
    return publicQuote(await quoteCart(deps, p, checked.cart));
  });

  app.post('/api/shops/:shopId/orders', {
    config: {
      ...limits.orders,
      doc: {
        operationId: 'createOrder',
        tag: 'Orders',
        security: 'verifiedPhoneWhenSpending',
        summary: 'Place an order (re-priced by the server; retries with the same Idempotency-Key replay the first answer)',
        body: 'OrderRequest',
        headers: { 'Idempotency-Key': { description: 'Unique per order attempt (1-200 visible characters)', required: true } },
        responses: {
          201: { description: 'Order placed', schema: 'OrderCreated' },
          402: { description: 'CARD_DECLINED', schema: 'Error' },
          409: { description: 'PRICE_CHANGED, with the fresh quote', schema: 'Error' },
          422: { description: 'ORDER_BLOCKED (with blockers), CASHBACK_UNAVAILABLE, IDEMPOTENCY_KEY_REUSED', schema: 'Error' },
        },
      },
    },
  }, async (req, reply) => {
    const p = shopOf(req);
    // Spending cashback needs the phone verified on this browser (or by an X-Phone-Token).
    const spend = req.body as { appliedCashback?: unknown; phone?: unknown } | null;
    if (spend && typeof spend === 'object' && typeof spend.appliedCashback === 'number' && spend.appliedCashback > 0) {
      await requireVerified(db, req, p.shopId, typeof spend.phone === 'string' ? spend.phone : '', now(), '/phone');
    }
    const out = await placeOrder(deps, p, req.body, req.headers['idempotency-key']);
    if (!out.ok) throw refusalError(out);
    return reply.status(out.status).type('application/json; charset=utf-8').send(out.raw);
  });

  app.get('/api/shops/:shopId/orders/:orderId', {
    config: { doc: { operationId: 'getOrder', tag: 'Orders', summary: 'Read an order back', responses: { 200: { description: 'The order', schema: 'Order' } } } },
  }, async (req) => publicOrder(await getOrder(db, shopOf(req).shopId, orderIdOf(req))));

  app.get('/api/shops/:shopId/orders/:orderId/receipt.pdf', {
    config: {
      ...limits.receipts,
      doc: {
        operationId: 'getReceipt',
        tag: 'Orders',
        summary: 'The PDF receipt (rendered off the request path, cached per order version)',
        responses: {
          200: { description: 'PDF', contentType: 'application/pdf' },
          503: { description: 'RECEIPT_BUSY: every receipt worker is busy and the queue is full; retry after Retry-After seconds', schema: 'Error' },
        },
      },
    },
  }, async (req, reply) => {
    const p = shopOf(req);
    // One statement on the pool: its connection is back in the pool before rendering starts.
    const order = await getOrder(db, p.shopId, orderIdOf(req));
    const out = await ctx.receipts.render(p, order);
    if (!out.ok) {
      return reply.status(503).header('Retry-After', String(out.retryAfterSeconds)).send(new ApiError(503, out.code).toBody());
    }
    const { pdf } = out;
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="receipt-${order.id}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  app.post('/api/shops/:shopId/orders/:orderId/tips', {
    config: { doc: { operationId: 'addTip', tag: 'Orders', summary: 'Add a tip after the order (card orders with an invoice)', body: 'Tip', responses: { 200: { description: "{ success, message: 'Thanks for tipping!', order }" }, 422: { description: 'TIP_TOO_LARGE: above the shop\'s tip cap (the larger of $50 and the pre-tip total, unless the shop sets its own)', schema: 'Error' }, 402: { description: 'CARD_DECLINED: the tip was not charged and not recorded', schema: 'Error' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const { tipsInCents } = checkBody<{ tipsInCents: number }>('Tip', req.body);
    const orderId = orderIdOf(req);
    // The tips of an order together (at checkout and after it) stay within the shop's tip cap.
    const totals = (await getOrder(db, p.shopId, orderId)).quote.totals;
    const room = Math.max(0, maxTipCents(p, totals.preTipTotalCents) - totals.tipCents);
    if (tipsInCents > room) throw new ApiError(422, 'TIP_TOO_LARGE', message('TIP_TOO_LARGE', { maxCents: room, tipCents: tipsInCents }), '/tipsInCents');
    const tipped = await addTip(db, payments, { shop: { shopId: p.shopId, name: p.identity.name }, orderId, tipsInCents, now: now() });
    if (!tipped.ok) throw refusalError(tipped);
    const order = await getOrder(db, p.shopId, orderId);
    return { success: true, message: THANKS_TIP, order: publicOrder(order) };
  });
}
