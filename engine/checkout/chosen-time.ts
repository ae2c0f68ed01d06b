/**
 * NO_TIME_SLOTS / TIME_UNAVAILABLE: the chosen pickup or delivery time against the slots offered at `now` (a missing time means
 * ASAP). The slot list is computed at most once per profile, type, value and instant: repeated
 * quotes of one cart at one instant (the storefront re-prices on every change) reuse it.
 */
import type { Blocker } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { message } from '../messages.js';
import { isSlotOffered, listTimeSlots, type FulfilmentType } from '../slots/index.js';
import type { CheckoutContext } from './types.js';

interface Memo {
  readonly key: string;
  readonly now: number;
  readonly blocker: Blocker | undefined;
}

const memo = new WeakMap<LoadedProfile, Memo>();

/** NO_TIME_SLOTS when nothing is offered, TIME_UNAVAILABLE when the chosen time is not; else undefined. */
export function checkChosenTime(
  profile: LoadedProfile,
  type: FulfilmentType,
  chosen: string | null | undefined,
  path: string,
  now: number,
): Blocker | undefined {
  const value = chosen === null || chosen === undefined || chosen.trim() === '' ? 'ASAP' : chosen.trim();
  const key = `${type}|${path}|${value}`;
  const last = memo.get(profile);
  if (last && last.now === now && last.key === key) return last.blocker;
  let blocker: Blocker | undefined;
  if (!isSlotOffered(profile, type, value, now)) {
    blocker =
      listTimeSlots(profile, type, now).slots.length === 0
        ? { code: 'NO_TIME_SLOTS', message: message('NO_TIME_SLOTS'), path }
        : { code: 'TIME_UNAVAILABLE', message: message('TIME_UNAVAILABLE'), path };
  }
  memo.set(profile, { key, now, blocker });
  return blocker;
}

/** The chosen time of the order's type; a dine-in order is checked as an ASAP pickup. */
export function chosenTime(ctx: CheckoutContext): Blocker | undefined {
  const { profile, cart, cartType, now } = ctx;
  return cartType === 'DELIVERY'
    ? checkChosenTime(profile, 'delivery', cart.deliveryTime, '/deliveryTime', now)
    : cartType === 'PICKUP'
      ? checkChosenTime(profile, 'pickup', cart.pickupTime, '/pickupTime', now)
      : checkChosenTime(profile, 'pickup', 'ASAP', '/cartType', now);
}
