/** What a checkout blocker check reads: the cart, the effective choices and the totals. */
import type { Blocker, CartInput, QuoteLine, Totals } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Operations } from '../operations.js';
import type { CartType, PaymentType } from '../pricing/coercions.js';
import type { CartNotice, SlotLoad } from '../slots/index.js';

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
  /** Live operations (pause, busy minutes, out of stock), when the caller has them. */
  readonly operations?: Operations | undefined;
  /** Orders already due per slot, for the shop's capacity. */
  readonly load?: SlotLoad | undefined;
  /** The notice the cart's products need (lead-time rules). */
  readonly notice?: CartNotice | undefined;
  /** The cart's age-restricted items: the highest minimumAge and their names. */
  readonly ageCheck?: { readonly minimumAge: number; readonly names: readonly string[] } | undefined;
}

/** One checkout blocker: the blocker, or undefined when checkout may go on. */
export type CheckoutCheck = (ctx: CheckoutContext) => Blocker | undefined;
