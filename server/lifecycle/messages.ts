/** What customers (and the shop's phone) are told as an order moves, from the shop's templates. */
import { DateTime } from 'luxon';
import { dayWords } from '../../engine/index.js';
import type { OrderMessages } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { OrderStatus, RejectReason } from '../staff/contract.js';

/** The wording used when the shop's profile gives none. */
export const DEFAULT_MESSAGES: Required<OrderMessages> = {
  accepted: 'Your order from {shop} is accepted: ready at {time}.',
  ready: 'Your order from {shop} is ready for pickup.',
  rejected: 'Sorry, {shop} could not take your order: {reason}. Any card payment has been refunded.',
  cancelled: 'Your order from {shop} was cancelled. Any card payment has been refunded.',
  escalated: 'Order {reference} at {shop} has waited {minutes} minutes for someone to accept it.',
};

/** A reject reason in the customer's words. */
export const REASON_WORDS: Readonly<Record<RejectReason, string>> = {
  TOO_BUSY: 'the kitchen is too busy right now',
  OUT_OF_ITEMS: 'some items are out of stock',
  CLOSED: 'the shop is closed',
  OTHER: 'it cannot be prepared right now',
};

/** The statuses customers hear about. */
export type ToldStatus = Extract<OrderStatus, 'accepted' | 'ready' | 'rejected' | 'cancelled'>;
export const TOLD: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['accepted', 'ready', 'rejected', 'cancelled']);

/** A time in the shop's zone as customers read it: 6:40 PM. */
export function clockTime(iso: string, timeZone: string): string {
  return DateTime.fromISO(iso, { zone: timeZone }).toFormat('h:mm a');
}

/** The local day of a moment on the shop's calendar, counted from 1970-01-01 as the engine counts days. */
function dayNumberOf(t: DateTime): number {
  return Date.UTC(t.year, t.month - 1, t.day) / 86_400_000;
}

/** Calendar days in the shop's zone from `now` to `iso`: 0 the same day, 1 the next, -1 the day before. */
export function daysAhead(iso: string, timeZone: string, now: number): number {
  return dayNumberOf(DateTime.fromISO(iso, { zone: timeZone })) - dayNumberOf(DateTime.fromMillis(now, { zone: timeZone }));
}

/**
 * A promised time in the shop's zone as customers read it at `now`: '6:40 PM' on the same day,
 * else with its day in the engine's words (the shop's opening times say days the same way):
 * '6:40 PM on Thursday' within the week, '6:40 PM on Friday, December 5' beyond.
 */
export function promisedTime(iso: string, timeZone: string, now: number): string {
  const time = clockTime(iso, timeZone);
  const ahead = daysAhead(iso, timeZone, now);
  if (ahead === 0) return time;
  const today = dayNumberOf(DateTime.fromMillis(now, { zone: timeZone }));
  return `${time} on ${dayWords(today + ahead, today)}`;
}

export interface MessageValues {
  readonly reference: string;
  readonly name?: string | null;
  readonly promisedAt?: string | null;
  readonly reason?: RejectReason | null;
  readonly minutes?: number;
}

/**
 * Renders the shop's template for `kind` with the order's values at `now` (the moment it is made:
 * `{time}` names the day when the promise is on another one).
 */
export function renderMessage(profile: LoadedProfile, kind: keyof OrderMessages, v: MessageValues, now: number): string {
  const template = profile.orderHandling?.messages?.[kind] ?? DEFAULT_MESSAGES[kind];
  const values: Record<string, string> = {
    shop: profile.identity.name,
    name: v.name ?? '',
    reference: v.reference,
    time: v.promisedAt ? promisedTime(v.promisedAt, profile.identity.timeZone, now) : '',
    reason: v.reason ? REASON_WORDS[v.reason] : '',
    minutes: String(v.minutes ?? ''),
  };
  return template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}

/** The e-mail subject for a status: short, with the shop and the reference. */
export function emailSubject(profile: LoadedProfile, status: ToldStatus, reference: string): string {
  const words: Record<ToldStatus, string> = { accepted: 'accepted', ready: 'ready', rejected: 'not accepted', cancelled: 'cancelled' };
  return `${profile.identity.name}: order ${reference} ${words[status]}`;
}
