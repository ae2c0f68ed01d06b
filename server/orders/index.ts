/** Orders: checking carts, placing orders once per Idempotency-Key, recovering lost card orders, and what daily limits count. */
export { CART_LIMITS, checkCart, type CheckedCart } from './cart-check.js';
export { needsOrderHistory, orderedToday, productsWithDailyLimits } from './history.js';
export { checkAndMeasureCart, measureRoute, shopOrigin } from './delivery-distance.js';
export { canonicalJson, checkIdempotencyKey, DEFAULT_KEY_WAIT } from './idempotency.js';
export { isOrderIdShape, newOrderId } from './ids.js';
export { markPaid } from './order-writes.js';
export { DEFAULT_SWEEP, startPaymentSweeper, sweepPendingPayments, type SweepSchedule, type Sweeper, type SweepReport } from './payment-sweeper.js';
export { placeOrder, quoteCart, type OrderDeps, type Placed } from './placement.js';
export { refusalError, refuse, statusOfRefusal, type Refusal } from './refusal.js';
