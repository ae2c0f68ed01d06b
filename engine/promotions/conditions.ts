/**
 * A promotion's conditions (all must hold): minimum subtotal (at or above), cart types,
 * payment types, a schedule, and a minimum number of matching units. Returns why it fails,
 * or undefined when every condition holds.
 */
import type { PromotionRule } from '../../schemas/generated/types.js';
import { formatDollars } from '../money.js';
import { isWhenActiveAt, type LocalParts, type NamedSchedules } from '../schedule.js';

export interface ConditionInput {
  readonly subtotalCents: number;
  readonly cartType: string;
  readonly paymentType: string;
  readonly matchingQuantity: number;
  readonly localParts: () => LocalParts;
  readonly schedules: NamedSchedules;
}

/** Why the conditions fail, or undefined when they all hold. `cartTypes` is the rule's top-level condition. */
export function failedCondition(conditions: PromotionRule['conditions'], input: ConditionInput, cartTypes?: PromotionRule['cartTypes']): string | undefined {
  if (cartTypes && !(cartTypes as readonly string[]).includes(input.cartType)) {
    return `only for ${cartTypes.join(' or ')} orders`;
  }
  if (!conditions) return undefined;
  if (conditions.minSubtotalCents !== undefined && input.subtotalCents < conditions.minSubtotalCents) {
    return `subtotal ${formatDollars(input.subtotalCents)} is below ${formatDollars(conditions.minSubtotalCents)}`;
  }
  if (conditions.cartTypes && !(conditions.cartTypes as readonly string[]).includes(input.cartType)) {
    return `only for ${conditions.cartTypes.join(' or ')} orders`;
  }
  if (conditions.paymentTypes && !(conditions.paymentTypes as readonly string[]).includes(input.paymentType)) {
    return `only when paying by ${conditions.paymentTypes.join(' or ')}`;
  }
  if (conditions.when !== undefined && !isWhenActiveAt(conditions.when, input.localParts(), input.schedules)) {
    return 'not offered at this time';
  }
  if (conditions.minMatchingQuantity !== undefined && input.matchingQuantity < conditions.minMatchingQuantity) {
    return `needs ${conditions.minMatchingQuantity} matching item(s), the cart has ${input.matchingQuantity}`;
  }
  return undefined;
}
