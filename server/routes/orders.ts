/** Order routes: quotes, placing an order, reading it back, its receipt, and a tip after it. */
import type { FastifyInstance } from 'fastify';
import { maxTipCents, message, postOrderTipChoices, publicQuote, tipSettingsOf } from '../../engine/index.js';
import type { Order, Quote } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { checkBody } from '../api-schemas.js';
import { cashbackRefusal } from '../cashback-store.js';
import { cashbackBalance, phoneKey } from '../customers.js';
import type { Queryable } from '../db.js';
import { dollars } from '../dollars.js';
import { parseAtQuery } from '../edge/small-checks.js';
import { ApiError } from '../errors.js';
import { getOrder, publicOrder } from '../order-store.js';
import { checkAndMeasureCart, placeOrder, quoteCart, refusalError } from '../orders/index.js';
import { requireVerified, verifiedPhone } from '../phone-verification.js';
import { addTip } from '../tip-store.js';
import type { RouteContext } from './context.js';

/** The customer-facing wording the spec gives for a tip's confirmation. */
const THANKS_TIP = 'Thanks for tipping!';

/** The question a post-order tip is confirmed with, with the server's amount. */
function confirmTipMessage(cents: number): string {
  return `Add a $${dollars(cents)} tip to your card?`;
}

/** The order with its post-order tip buttons: a card order placed before quotes carried them gets the shop's. */
function withPostOrderTips(profile: LoadedProfile, order: Order): Order {
  if (order.paymentType !== 'CARD' || order.quote.postOrderTipChoices !== undefined) return order;
  return { ...order, quote: { ...order.quote, postOrderTipChoices: postOrderTipChoices(order.totals.preTipTotalCents, tipSettingsOf(profile.settings)) } };
}

/**
 * The quote with a CASHBACK_UNAVAILABLE blocker when it applies more cashback than the verified
 * phone has: the order would be refused with exactly that, so the quote says so first (with the
 * same words, at /appliedCashback). Only a quote that knows the balance (the cart's phone is the
 * one this browser verified) can tell; any other is checked when the order is placed.
 */
async function withCashbackCheck(db: Queryable, quote: Quote, phone: string | null | undefined, phoneProof: () => Promise<string | undefined>): Promise<Quote> {
  const applied = quote.totals.cashbackAppliedCents;
  const key = phoneKey(phone);
  if (applied <= 0 || !key || (await phoneProof()) !== key) return quote;
  const balance = await cashbackBalance(db, quote.shopId, key);
  if (applied <= balance) return quote;
  const refused = cashbackRefusal(balance, applied);
  const blocker = { code: refused.code, message: refused.message, path: '/appliedCashback', params: { availableCents: balance, appliedCents: applied } };
  return { ...quote, blockers: [...quote.blockers, blocker] };
}

/** Registers the order routes; refusals from placement become errors with the status the code names. */
export function registerOrderRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, now, deps, limits, shopOf, orderIdOf, payments, lifecycle } = ctx;
  app.post('/api/shops/:shopId/quote', {
    config: { ...limits.quotes, doc: { operationId: 'createQuote', tag: 'Orders', summary: 'Price a cart, at the server clock or ?at', body: 'CartInput', query: { at: { description: "ISO date-time to price the cart at (a simulation: schedules, promotions' dates and offered times as at that instant; an order is always priced at the server clock); without an offset it is read on the shop's clock" } }, responses: { 200: { description: 'The quote (with a CASHBACK_UNAVAILABLE blocker when the cart\'s phone, verified on this client, has less cashback than it applies)', schema: 'Quote' }, 400: { description: 'INVALID_QUERY at query:at; INVALID_EMAIL at /email; CART_TOO_LARGE (over 100 lines); QUANTITY_TOO_LARGE (a line over 999); ALLERGY_NOTE_TOO_LONG; the cart schema\'s own codes (path names the field)', schema: 'Error' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const checked = await checkAndMeasureCart(deps, p, req.body, false);
    if (!checked.ok) throw refusalError(checked);
    // The public answer: no trace entry about a code the customer did not enter. A promo code for
    // one use per customer or a first order is judged with the phone this browser verified.
    const at = now();
    const phoneProof = () => verifiedPhone(db, req, p.shopId, at);
    const { at: atQuery } = req.query as { at?: string };
    const pricedAt = atQuery === undefined ? at : parseAtQuery(atQuery, p.identity.timeZone);
    const quote = await quoteCart(deps, p, checked.cart, pricedAt, phoneProof);
    return publicQuote(await withCashbackCheck(db, quote, checked.cart.phone, phoneProof));
  });

  app.post('/api/shops/:shopId/orders', {
    config: {
      ...limits.orders,
      doc: {
        operationId: 'createOrder',
        tag: 'Orders',
        security: 'verifiedPhoneWhenSpending',
        summary: 'Place an order (re-priced by the server; retries with the same Idempotency-Key replay the first answer, waiting for it while the first request is still being placed)',
        body: 'OrderRequest',
        headers: { 'Idempotency-Key': { description: 'Unique per order attempt (1-200 visible characters)', required: true } },
        responses: {
          201: { description: 'Order placed', schema: 'OrderCreated' },
          400: { description: 'INVALID_EMAIL at /email; PHONE_INVALID, PHONE_COUNTRY at /phone; CART_TOO_LARGE (over 100 lines); QUANTITY_TOO_LARGE (a line over 999); ALLERGY_NOTE_TOO_LONG; the cart schema\'s own codes (path names the field)', schema: 'Error' },
          402: { description: 'CARD_DECLINED', schema: 'Error' },
          409: { description: 'PRICE_CHANGED, with the fresh quote; IDEMPOTENCY_KEY_IN_USE (at header:Idempotency-Key, with a Retry-After header and retryAfterSeconds): the request that holds this key (a card still being charged, maybe on another server) did not answer within the 10 s a retry waits for it; send the same request again with the same key after Retry-After seconds (it answers the first result, and never places or charges twice)', schema: 'Error' },
          422: { description: 'ORDERING_PAUSED while the shop pauses this kind of order, else ORDER_BLOCKED (both with the blockers and the quote; a refused promo code is PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP, PROMO_PHONE_NOT_VERIFIED, PROMO_FIRST_ORDER_ONLY, PROMO_ALREADY_USED or PROMO_MIN_ITEMS at /promoCode), CASHBACK_UNAVAILABLE, IDEMPOTENCY_KEY_REUSED', schema: 'Error' },
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
    const out = await placeOrder(deps, p, req.body, req.headers['idempotency-key'], () => verifiedPhone(db, req, p.shopId, now()));
    if (!out.ok) throw refusalError(out);
    // A placed order's event (written by its trigger) goes to the boards now.
    if (out.status === 201) lifecycle.hub.changed();
    return reply.status(out.status).type('application/json; charset=utf-8').send(out.raw);
  });

  app.get('/api/shops/:shopId/orders/:orderId', {
    config: { doc: { operationId: 'getOrder', tag: 'Orders', summary: 'Read an order back', responses: { 200: { description: 'The order', schema: 'Order' } } } },
  }, async (req) => {
    const p = shopOf(req);
    return withPostOrderTips(p, publicOrder(await getOrder(db, p.shopId, orderIdOf(req))));
  });

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
    config: {
      ...limits.orders,
      doc: {
        operationId: 'addTip',
        tag: 'Orders',
        summary: "Add a tip after the order, from the browser that placed it (its tipToken): confirm: false previews the amount, confirm: true (the default) charges it to the order's card",
        body: 'Tip',
        headers: { 'Tip-Token': { description: "The tipToken of the order's 201 answer (or send it in the body)", required: false } },
        responses: {
          200: { description: "Preview (confirm: false): the amount and 'Add a $X.XX tip to your card?'. Charged: 'Thanks for tipping!' and the order", schema: 'TipAnswer' },
          402: { description: 'CARD_DECLINED: the tip was not charged and not recorded', schema: 'Error' },
          403: { description: 'TIP_NOT_ALLOWED: no tip token, or not this order\'s', schema: 'Error' },
          409: { description: 'TIP_ALREADY_ADDED; TIP_ORDER_CLOSED (the order was rejected or cancelled and its card payment refunded: it takes no tip, and a tip charged while that happened is refunded)', schema: 'Error' },
          422: { description: "TIP_TOO_LARGE (over the larger of $50 and the pre-tip total), TIP_NOT_ALLOWED (not a card order with an invoice), TIP_NOT_OFFERED (a tipPercent that is not one of the shop's settings.tips.percentChoices)", schema: 'Error' },
        },
      },
    },
  }, async (req) => {
    const p = shopOf(req);
    const body = checkBody<{ tipsInCents?: number; tipPercent?: number; tipToken?: string; confirm?: boolean }>('Tip', req.body);
    if ((body.tipsInCents === undefined) === (body.tipPercent === undefined)) {
      throw new ApiError(400, 'INVALID_FIELD', 'Send either tipsInCents (an amount in cents) or tipPercent (a percent of the order\'s total before tip), not both.', '/tipsInCents');
    }
    const header = req.headers['tip-token'];
    const tipToken = body.tipToken ?? (typeof header === 'string' ? header : undefined);
    const orderId = orderIdOf(req);
    const confirm = body.confirm !== false;
    // The percents are the shop's own buttons (settings.tips), as the engine offers them in the quote.
    const offered = tipSettingsOf(p.settings).percentChoices;
    if (body.tipPercent !== undefined && !offered.includes(body.tipPercent)) {
      throw new ApiError(422, 'TIP_NOT_OFFERED', `This shop offers tips of ${offered.map((x) => `${x}%`).join(', ') || 'no percent'}; ${body.tipPercent}% is not one of them. Choose one of those or send an amount (tipsInCents).`, '/tipPercent', { offered });
    }
    const tip = body.tipPercent !== undefined ? { percent: body.tipPercent } : { cents: body.tipsInCents ?? 0 };
    const tipped = await addTip(db, payments, { shop: { shopId: p.shopId, name: p.identity.name }, orderId, capCents: (preTip) => maxTipCents(p, preTip), tip, tipToken, confirm, now: now(), log: req.log });
    if (!tipped.ok) throw refusalError(tipped);
    if (!tipped.charged) return { preview: true, tipCents: tipped.tipCents, message: confirmTipMessage(tipped.tipCents) };
    const order = await getOrder(db, p.shopId, orderId);
    return { success: true, message: THANKS_TIP, tipCents: tipped.tipCents, order: withPostOrderTips(p, publicOrder(order)) };
  });
}
