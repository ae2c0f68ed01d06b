/**
 * Order types (a cart's `cartType`): which rules hold for one, which ones a shop takes, and how
 * they read in customers' words. Every rule kind may carry `cartTypes`, a condition like `when`.
 */
import type { Rule } from '../schemas/generated/types.js';
import type { LoadedSettings } from '../schemas/profile-types.js';

export type CartType = 'PICKUP' | 'DELIVERY' | 'DINEIN';

/** Every order type, in the order customers see them offered. */
export const CART_TYPES: readonly CartType[] = Object.freeze(['PICKUP', 'DELIVERY', 'DINEIN']);

/** An order type in a sentence: 'dine-in orders'. */
export const CART_TYPE_WORDS: Readonly<Record<CartType, string>> = { PICKUP: 'pickup', DELIVERY: 'delivery', DINEIN: 'dine-in' };

/** An order type as the checkout's button names it. */
export const CART_TYPE_LABELS: Readonly<Record<CartType, string>> = { PICKUP: 'Pick Up', DELIVERY: 'Delivery', DINEIN: 'Dine-In' };

export type PaymentType = 'CASH' | 'CARD';

/** A payment type as checkout names it: cash is 'Cash' for delivery and 'Pay In Person' otherwise; card is 'PrePay'. */
export function paymentTypeLabel(paymentType: PaymentType, cartType: CartType): string {
  if (paymentType === 'CARD') return 'PrePay';
  return cartType === 'DELIVERY' ? 'Cash' : 'Pay In Person';
}

// A legacy 'Dine-In Only' item is unavailable online, except in a dine-in cart.
const NOT_DINE_IN: readonly CartType[] = Object.freeze(['PICKUP', 'DELIVERY']);

/**
 * The order types a rule holds for, or undefined for every type: its `cartTypes`; an
 * `unavailable` rule with reason DINE_IN_ONLY and no cartTypes holds for PICKUP and DELIVERY.
 */
export function ruleCartTypes(rule: Rule): readonly CartType[] | undefined {
  if (rule.cartTypes !== undefined) return rule.cartTypes;
  if (rule.kind === 'unavailable' && rule.reason === 'DINE_IN_ONLY') return NOT_DINE_IN;
  return undefined;
}

/** True when the rule holds for carts of this type. */
export function holdsForCartType(rule: Rule, cartType: CartType): boolean {
  const types = ruleCartTypes(rule);
  return types === undefined || types.includes(cartType);
}

/** The order type assumed before the customer chooses one: the cart's default, PICKUP (DELIVERY at a delivery-only shop). */
export function defaultCartType(settings: Pick<LoadedSettings, 'deliveryOnly'>): CartType {
  return settings.deliveryOnly ? 'DELIVERY' : 'PICKUP';
}

/** The order types the shop takes online, as checkout offers them. */
export function offeredCartTypes(settings: Pick<LoadedSettings, 'deliveryOnly' | 'allowDineIn' | 'delivery'>): CartType[] {
  const out: CartType[] = [];
  if (!settings.deliveryOnly) out.push('PICKUP');
  if (!settings.delivery.disableDelivery) out.push('DELIVERY');
  if (settings.allowDineIn) out.push('DINEIN');
  return out;
}

/** The order types not listed, in the usual order. */
export function otherCartTypes(types: readonly CartType[]): CartType[] {
  return CART_TYPES.filter((t) => !types.includes(t));
}

/** 'dine-in', 'pickup or delivery', 'pickup, delivery or dine-in'. */
export function cartTypeWords(types: readonly CartType[], joiner: 'or' | 'and' = 'or'): string {
  const words = types.map((t) => CART_TYPE_WORDS[t]);
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${joiner} ${words[words.length - 1]}`;
}

/**
 * The tile's sentence for an item that can be ordered only for some order types: 'Dine-in only',
 * 'Pickup only', or 'Not for delivery' when two types remain; undefined when none or all remain.
 */
export function onlyForLabel(allowed: readonly CartType[]): string | undefined {
  if (allowed.length === 0 || allowed.length === CART_TYPES.length) return undefined;
  if (allowed.length === 1) {
    const w = CART_TYPE_WORDS[allowed[0]!];
    return `${w.charAt(0).toUpperCase()}${w.slice(1)} only`;
  }
  return `Not for ${cartTypeWords(otherCartTypes(allowed))}`;
}

/** ' for dine-in orders' when the rule holds for some order types only, '' otherwise (explain sentences). */
export function cartTypesSuffix(rule: Rule): string {
  const types = ruleCartTypes(rule);
  return types === undefined ? '' : ` for ${cartTypeWords(types)} orders`;
}
