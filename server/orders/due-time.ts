/** When an order is due: a pure function of the shop's settings, the cart, its quote and the clock. */
import { DateTime } from 'luxon';
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
 * now plus the delivery estimate (the quote's, else the shop's, else 45 minutes), the pickup wait,
 * or now for dine-in.
 */
export function dueAt(
  profile: DueTimeSettings,
  cart: Pick<CartInput, 'cartType' | 'pickupTime' | 'deliveryTime'>,
  quote: Pick<Quote, 'delivery'>,
  now: number,
): Date {
  const chosen = cart.cartType === 'DELIVERY' ? cart.deliveryTime : cart.pickupTime;
  if (chosen && chosen !== 'ASAP') {
    const t = DateTime.fromISO(chosen, { zone: profile.identity.timeZone });
    if (t.isValid) return t.toJSDate();
  }
  const minutes =
    cart.cartType === 'DELIVERY'
      ? quote.delivery?.etaMinutes ?? profile.settings.leadTime.defaultDeliveryEstimate ?? DEFAULT_DELIVERY_MINUTES
      : cart.cartType === 'DINEIN'
        ? 0
        : profile.settings.approxPickupWaitInMinutes;
  return new Date(now + minutes * 60_000);
}
