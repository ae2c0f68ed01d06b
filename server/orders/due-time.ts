/** When an order is due: a pure function of the shop's settings, the cart, its quote, the live operations and the clock. */
import { DateTime } from 'luxon';
import { busyMinutesOf, type Operations } from '../../engine/index.js';
import type { CartInput, Quote } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';

/** What the due time reads from a profile. */
export interface DueTimeSettings {
  readonly identity: Pick<LoadedProfile['identity'], 'timeZone'>;
  readonly settings: {
    readonly leadTime: Pick<LoadedProfile['settings']['leadTime'], 'defaultDeliveryEstimate'>;
    readonly approxPickupWaitInMinutes: LoadedProfile['settings']['approxPickupWaitInMinutes'];
  };
}

/** The delivery estimate when neither the quote nor the shop gives one. */
export const DEFAULT_DELIVERY_MINUTES = 45;

/**
 * When the order is due: the chosen slot (read on the shop's clock when it has no offset), else
 * now plus the delivery estimate (the quote's, else the shop's, else 45 minutes) or the pickup
 * wait, each plus the busy minutes of the live operations. Dine-in has no time picker and the
 * quote checks it as an ASAP pickup: it is ready when an ASAP pickup would be (now plus the pickup
 * wait and the busy minutes, what the quote's 'ASAP (about N min)' says), whatever pickup time
 * the cart still carries.
 */
export function dueAt(
  profile: DueTimeSettings,
  cart: Pick<CartInput, 'cartType' | 'pickupTime' | 'deliveryTime'>,
  quote: Pick<Quote, 'delivery'>,
  now: number,
  operations?: Operations,
): Date {
  const chosen = cart.cartType === 'DELIVERY' ? cart.deliveryTime : cart.cartType === 'DINEIN' ? undefined : cart.pickupTime;
  if (chosen && chosen !== 'ASAP') {
    const t = DateTime.fromISO(chosen, { zone: profile.identity.timeZone });
    if (t.isValid) return t.toJSDate();
  }
  // Busy minutes lengthen every estimate (the quote's ASAP slot says the same): the kitchen is behind.
  const estimate =
    cart.cartType === 'DELIVERY'
      ? quote.delivery?.etaMinutes ?? profile.settings.leadTime.defaultDeliveryEstimate ?? DEFAULT_DELIVERY_MINUTES
      : profile.settings.approxPickupWaitInMinutes;
  return new Date(now + (estimate + busyMinutesOf(operations)) * 60_000);
}
