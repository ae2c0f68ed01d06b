/** What customers (and the shop's phone) are told as an order moves, from the shop's templates. */
import { promisedTime } from '../../engine/index.js';
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

/**
 * The ready text's default wording by order type, as the order page says it: a pickup order waits
 * at the counter, a delivery is about to leave, a dine-in order is brought to the table. A shop's
 * own `messages.ready` is used for every order type; the pickup sentence itself counts as none (the
 * profile loader fills every message a shop's `messages` leaves out with its default, so a shop
 * that words only its accepted text gets the pickup sentence there).
 */
export const READY_MESSAGES: Readonly<Record<CartType, string>> = {
  PICKUP: DEFAULT_MESSAGES.ready,
  DELIVERY: 'Your order from {shop} is ready and on its way soon.',
  DINEIN: 'Your order from {shop} is ready and coming to your table.',
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

export type CartType = 'PICKUP' | 'DELIVERY' | 'DINEIN';

export interface MessageValues {
  readonly reference: string;
  /** The order's type: the ready text's default wording depends on it (pickup when absent). */
  readonly cartType?: CartType;
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
  const own = profile.orderHandling?.messages?.[kind];
  const template = kind === 'ready' && (own === undefined || own === DEFAULT_MESSAGES.ready) ? READY_MESSAGES[v.cartType ?? 'PICKUP'] : own ?? DEFAULT_MESSAGES[kind];
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
