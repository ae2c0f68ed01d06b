/** Post-order tips: recorded once per order, charged to the order's card, added to its totals. */
import type { Quote } from '../schemas/generated/types.js';
import type { Db } from './db.js';
import { ApiError } from './errors.js';
import { getOrder } from './order-store.js';
import { refuse, refusalOf, RollbackWith, statusOfRefusal, type Refusal } from './orders/refusal.js';
import type { ChargeResult, PaymentProvider } from './payments.js';

export interface TipRequest {
  readonly shop: { readonly shopId: string; readonly name: string };
  readonly orderId: string;
  readonly tipsInCents: number;
  readonly now: number;
}

/**
 * Adds a tip to a card order with an invoice, once: the tip row, the charge to the order's card
 * (a decline rolls the tip back: 402, nothing recorded) and the order's new totals, in one
 * transaction. The charge's key is the order's, so a retry after a lost answer cannot charge twice.
 * Refusals (not allowed, already tipped, declined) are returned as values; the route picks the status.
 */
export async function addTip(db: Db, payments: PaymentProvider, t: TipRequest): Promise<{ ok: true } | Refusal> {
  const { shopId } = t.shop;
  await getOrder(db, shopId, t.orderId);
  return refusalOf(() => db.transaction(async (tx) => {
    const order = await getOrder(tx, shopId, t.orderId);
    if (order.paymentType !== 'CARD' || order.invoiceCents <= 0) throw new RollbackWith(refuse('TIP_NOT_ALLOWED', undefined, '/tipsInCents'));
    const inserted = await tx.query(
      'INSERT INTO order_tips (order_id, shop_id, tip_cents, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (order_id) DO NOTHING RETURNING order_id',
      [t.orderId, shopId, t.tipsInCents, new Date(t.now).toISOString()],
    );
    if (inserted.rows.length === 0) throw new RollbackWith(refuse('TIP_ALREADY_ADDED', undefined, '/tipsInCents'));
    const ref = await tx.query<{ payment_ref: string | null }>('SELECT payment_ref FROM orders WHERE id = $1 AND shop_id = $2', [t.orderId, shopId]);
    const orderReference = ref.rows[0]?.payment_ref;
    if (!orderReference) throw new RollbackWith(refuse('TIP_NOT_ALLOWED', 'This order was not paid by card online, so a tip cannot be added to it. Tip in person instead.', '/tipsInCents'));
    let charged: ChargeResult;
    try {
      charged = await payments.chargeAgain({
        amountCents: t.tipsInCents,
        orderReference,
        idempotencyKey: `tip:${shopId}:${t.orderId}`,
        description: `${t.shop.name} tip for order ${t.orderId}`,
        metadata: { shopId, orderId: t.orderId, kind: 'tip' },
      });
    } catch (err) {
      // A decline (or an unreachable provider) rolls the tip back: nothing is recorded.
      if (err instanceof ApiError && statusOfRefusal(err) === err.status) throw new RollbackWith(refuse(err.code, err.message, err.path, err.extra));
      throw err;
    }
    await tx.query('UPDATE order_tips SET payment_ref = $3 WHERE order_id = $1 AND shop_id = $2', [t.orderId, shopId, charged.reference]);
    const quote: Quote = order.quote;
    const totals = { ...quote.totals, tipCents: quote.totals.tipCents + t.tipsInCents, invoiceCents: quote.totals.invoiceCents + t.tipsInCents };
    await tx.query(
      'UPDATE orders SET tip_cents = tip_cents + $3, invoice_cents = invoice_cents + $3, quote = $4::jsonb WHERE id = $1 AND shop_id = $2',
      [t.orderId, shopId, t.tipsInCents, JSON.stringify({ ...quote, totals })],
    );
    return { ok: true } as const;
  }));
}
