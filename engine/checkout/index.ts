/**
 * Checkout blockers, one file per code (engine/checkout/<code>.ts), each a pure function of the
 * priced cart that returns its blocker or nothing. `CHECKOUT_BLOCKERS` is the one ordered list
 * pricing runs; the order is the order of `quote.blockers`:
 *
 * 1. the coercions' blockers (engine/pricing/coercions.ts);
 * 2. the `cart` stage below (the cart as a whole);
 * 3. the lines' blockers (unknown products, invalid picks) and the quantity limits';
 * 4. a refused promo code's (a limit of the code not met: engine/promotions/limits.ts);
 * 5. the `checkout` stage below (minimums, delivery, payment, contact, the chosen time).
 *
 * Add a blocker by adding a file and an entry here, with its message in engine/messages.ts.
 */
import type { Blocker, TraceEntry } from '../../schemas/generated/types.js';
import { ageConfirmation } from './age-confirmation.js';
import { cashLimit } from './cash-limit.js';
import { chosenTime } from './chosen-time.js';
import { deliveryMinimum, deliveryMinimumTrace } from './delivery-minimum.js';
import { lineQuantityLimit } from './line-quantity-limit.js';
import { marketPricePrepay } from './market-price-prepay.js';
import { nameRequired } from './name-required.js';
import { noItems } from './no-items.js';
import { notDeliverable } from './not-deliverable.js';
import { notEnoughDrivers } from './not-enough-drivers.js';
import { orderingDisabled } from './ordering-disabled.js';
import { orderingPaused } from './ordering-paused.js';
import { payInPersonLimit } from './pay-in-person-limit.js';
import { phoneRequired } from './phone-required.js';
import { pickupMinimum, pickupMinimumTrace } from './pickup-minimum.js';
import { tipTooLarge } from './tip-too-large.js';
import type { CheckoutCheck, CheckoutContext } from './types.js';

export type { CheckoutCheck, CheckoutContext } from './types.js';
export { allowedCartTypes, allowsPayment, checkoutChoices, CHECKOUT_CART_TYPES, type ChoicesInput } from './choices.js';
export { attachRemedies, REMEDIES, type RemedyContext } from './remedies.js';
export { offeredTimes } from './chosen-time.js';

/** Where a blocker is reported: before the lines' blockers (`cart`) or after the quantity limits' (`checkout`). */
export type CheckoutStage = 'cart' | 'checkout';

/** Every checkout blocker, in reporting order. */
export const CHECKOUT_BLOCKERS: readonly { readonly stage: CheckoutStage; readonly check: CheckoutCheck }[] = [
  { stage: 'cart', check: noItems },
  { stage: 'cart', check: orderingDisabled },
  { stage: 'cart', check: orderingPaused },
  { stage: 'checkout', check: lineQuantityLimit },
  { stage: 'checkout', check: deliveryMinimum },
  { stage: 'checkout', check: notDeliverable },
  { stage: 'checkout', check: notEnoughDrivers },
  { stage: 'checkout', check: pickupMinimum },
  { stage: 'checkout', check: cashLimit },
  { stage: 'checkout', check: payInPersonLimit },
  { stage: 'checkout', check: marketPricePrepay },
  { stage: 'checkout', check: tipTooLarge },
  { stage: 'checkout', check: ageConfirmation },
  { stage: 'checkout', check: nameRequired },
  { stage: 'checkout', check: phoneRequired },
  { stage: 'checkout', check: chosenTime },
];

/** The trace entries of the checkout checks (the minimums), in trace order. */
const CHECKOUT_TRACE: readonly ((ctx: CheckoutContext) => TraceEntry | undefined)[] = [deliveryMinimumTrace, pickupMinimumTrace];

/** The blockers of one stage, in order. */
export function checkoutBlockers(ctx: CheckoutContext, stage: CheckoutStage): Blocker[] {
  const out: Blocker[] = [];
  for (const entry of CHECKOUT_BLOCKERS) {
    if (entry.stage !== stage) continue;
    const blocker = entry.check(ctx);
    if (blocker) out.push(blocker);
  }
  return out;
}

/** The trace entries the checkout checks add after the totals. */
export function checkoutTrace(ctx: CheckoutContext): TraceEntry[] {
  const out: TraceEntry[] = [];
  for (const t of CHECKOUT_TRACE) {
    const entry = t(ctx);
    if (entry) out.push(entry);
  }
  return out;
}
