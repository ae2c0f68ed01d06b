/** Orders: checking carts, placing orders once per Idempotency-Key, and what daily limits count. */
export { CART_LIMITS, checkCart, type CheckedCart } from './cart-check.js';
export { needsOrderHistory, orderedToday, productsWithDailyLimits } from './history.js';
export { checkAndMeasureCart, measureRoute, shopOrigin } from './delivery-distance.js';
export { canonicalJson, checkIdempotencyKey } from './idempotency.js';
export { isOrderIdShape, newOrderId } from './ids.js';
export { placeOrder, quoteCart, type OrderDeps, type Placed } from './placement.js';
export { refusalError, refuse, statusOfRefusal, type Refusal } from './refusal.js';
