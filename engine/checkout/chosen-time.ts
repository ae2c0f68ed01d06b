/**
 * The chosen pickup or delivery time against the slots offered at `now` (a missing time means
 * ASAP), said as plainly as the case allows:
 * - CLOSED_DATE: the time falls on a closed special date;
 * - LEAD_TIME: the cart needs notice (lead-time rules) and ASAP or a sooner time was chosen;
 * - SLOT_FULL: the chosen slot is open but already holds as many orders as the shop takes;
 * - DINE_IN_CLOSED: dine-in (no time picker) while the shop is closed, with its opening time;
 * - NO_TIME_SLOTS when nothing is offered, TIME_UNAVAILABLE when the chosen time is not.
 * Without options the result is computed at most once per profile, type, value and instant:
 * repeated quotes of one cart at one instant (the storefront re-prices on every change) reuse it.
 */
import type { Blocker } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { message } from '../messages.js';
import { dateOfDayNumber, localParts } from '../schedule.js';
import {
  chosenInstant,
  computeSlots,
  isClosedDay,
  isSlotOffered,
  listTimeSlots,
  nextOpening,
  specialOn,
  dayWords,
  type FulfilmentType,
  type SlotList,
  type SlotOptions,
} from '../slots/index.js';
import type { CheckoutContext } from './types.js';

interface Memo {
  readonly key: string;
  readonly now: number;
  readonly blocker: Blocker | undefined;
}

const memo = new WeakMap<LoadedProfile, Memo>();
const MS_PER_DAY = 86_400_000;

/** The local day number of an instant in the shop's zone. */
function dayNumberOf(profile: LoadedProfile, t: number): number {
  const p = localParts(t, profile.identity.timeZone);
  return Math.floor(Date.parse(`${p.date}T00:00:00Z`) / MS_PER_DAY);
}

function why(profile: LoadedProfile, type: FulfilmentType, value: string, path: string, now: number, options: SlotOptions, notice: CheckoutContext['notice']): Blocker {
  const t = chosenInstant(profile, value);
  if (t !== undefined) {
    const dn = dayNumberOf(profile, t);
    if (isClosedDay(profile, dn)) {
      const special = specialOn(profile, dateOfDayNumber(dn));
      const day = dayWords(dn); // the full date: 'Thursday, November 27'
      return { code: 'CLOSED_DATE', message: message('CLOSED_DATE', { day, note: special?.note }), path };
    }
  }
  const slots = listTimeSlots(profile, type, now, options).slots;
  if (notice && (t === undefined || t < now + notice.minutes * 60_000)) {
    const first = slots.find((s) => s.value !== 'ASAP');
    return { code: 'LEAD_TIME', message: message('LEAD_TIME', { name: notice.name, plural: notice.plural, notice: notice.notice, when: first?.label }), path };
  }
  if (t !== undefined && options.load !== undefined && isSlotOffered(profile, type, value, now, { ...options, load: undefined })) {
    const label = computeSlots(profile, type, now, { ...options, load: undefined }).slots.find((s) => s.value !== 'ASAP' && Date.parse(s.start) === t)?.label ?? value;
    return { code: 'SLOT_FULL', message: message('SLOT_FULL', { label }), path };
  }
  if (slots.length === 0) return { code: 'NO_TIME_SLOTS', message: message('NO_TIME_SLOTS'), path };
  return { code: 'TIME_UNAVAILABLE', message: message('TIME_UNAVAILABLE'), path };
}

/** The blocker for a chosen time that is not offered, or undefined when it is. */
export function checkChosenTime(
  profile: LoadedProfile,
  type: FulfilmentType,
  chosen: string | null | undefined,
  path: string,
  now: number,
  options: SlotOptions = {},
  notice?: CheckoutContext['notice'],
): Blocker | undefined {
  const value = chosen === null || chosen === undefined || chosen.trim() === '' ? 'ASAP' : chosen.trim();
  const plain = options.operations === undefined && options.load === undefined && notice === undefined && options.order === undefined;
  const key = `${type}|${path}|${value}`;
  const last = plain ? memo.get(profile) : undefined;
  if (last && last.now === now && last.key === key) return last.blocker;
  const slotOptions: SlotOptions = notice ? { ...options, noticeMinutes: notice.minutes } : options;
  const blocker = isSlotOffered(profile, type, value, now, slotOptions) ? undefined : why(profile, type, value, path, now, slotOptions, notice);
  if (plain) memo.set(profile, { key, now, blocker });
  return blocker;
}

/**
 * The route's traffic minutes of a delivery cart the quote could price (its distance and traffic
 * time are the server's measurement: the order API never takes them from a body), else undefined.
 */
function routeMinutesOf(ctx: CheckoutContext): number | undefined {
  const minutes = ctx.cart.durationInTrafficMinutes;
  return ctx.cartType === 'DELIVERY' && ctx.deliveryBlocker === undefined && typeof minutes === 'number' ? minutes : undefined;
}

/**
 * The slot options of the cart: the live operations and, with capacity, the load, the cart's kind
 * and items and its route's minutes (they place ASAP in its capacity slot).
 */
function slotOptionsOf(ctx: CheckoutContext): SlotOptions {
  const items = ctx.lines.reduce((n, l) => n + l.quantity, 0);
  const options: SlotOptions = { operations: ctx.operations, load: ctx.load, order: { kind: ctx.cartType, items }, routeMinutes: routeMinutesOf(ctx) };
  return ctx.operations === undefined && ctx.load === undefined && ctx.profile.settings.capacity === undefined ? {} : options;
}

/**
 * The times offered for the cart (the quote's `timeSlots`): the slots `chosenTime` checks the
 * chosen time against, so a time from this list never meets a time blocker. None for dine-in.
 * A delivery to a measured address says its ETA in ASAP, as `delivery.etaMinutes` does.
 */
export function offeredTimes(ctx: CheckoutContext): SlotList | undefined {
  if (ctx.cartType === 'DINEIN') return undefined;
  const routeMinutes = routeMinutesOf(ctx);
  const options = routeMinutes === undefined ? slotOptionsOf(ctx) : { ...slotOptionsOf(ctx), routeMinutes };
  const withNotice: SlotOptions = ctx.notice ? { ...options, noticeMinutes: ctx.notice.minutes } : options;
  return listTimeSlots(ctx.profile, ctx.cartType === 'DELIVERY' ? 'delivery' : 'pickup', ctx.now, withNotice);
}

/** The chosen time of the order's type; a dine-in order is checked as an ASAP pickup. */
export function chosenTime(ctx: CheckoutContext): Blocker | undefined {
  const { profile, cart, cartType, now } = ctx;
  const bare = slotOptionsOf(ctx);
  if (cartType === 'DELIVERY') return checkChosenTime(profile, 'delivery', cart.deliveryTime, '/deliveryTime', now, bare, ctx.notice);
  if (cartType === 'PICKUP') return checkChosenTime(profile, 'pickup', cart.pickupTime, '/pickupTime', now, bare, ctx.notice);
  const blocker = checkChosenTime(profile, 'pickup', 'ASAP', '/cartType', now, bare, ctx.notice);
  // Dine-in has no time picker: while closed, say when it opens and point to ordering ahead.
  if (blocker && (blocker.code === 'NO_TIME_SLOTS' || blocker.code === 'TIME_UNAVAILABLE')) {
    const next = nextOpening(profile, 'pickup', now);
    const opens = next ? (next.day === 'today' ? `today at ${next.time}` : `${next.day} at ${next.time}`) : undefined;
    return { code: 'DINE_IN_CLOSED', message: message('DINE_IN_CLOSED', { opens }), path: '/cartType' };
  }
  return blocker;
}
