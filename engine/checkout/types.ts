/** What a checkout blocker check reads: the cart, the effective choices and the totals. */
import type { Blocker, CartInput, QuoteLine, Totals } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { CartType, PaymentType } from '../pricing/coercions.js';

export interface CheckoutContext {
  readonly profile: LoadedProfile;
  readonly cart: CartInput;
  /** The order and payment types after coercions. */
  readonly cartType: CartType;
  readonly paymentType: PaymentType;
  /** The priced lines, in cart order (quantities already whole numbers >= 1). */
  readonly lines: readonly QuoteLine[];
  readonly totals: Totals;
  /** Why the address cannot be delivered to, found while quoting the delivery fee. */
  readonly deliveryBlocker: Blocker | undefined;
  /** The instant priced at, epoch milliseconds. */
  readonly now: number;
}

/** One checkout blocker: the blocker, or undefined when checkout may go on. */
export type CheckoutCheck = (ctx: CheckoutContext) => Blocker | undefined;
