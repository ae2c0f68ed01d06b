/**
 * A promotion's conditions (all must hold): minimum subtotal (at or above), cart types,
 * payment types, a schedule, and a minimum number of matching units. `compileConditions` turns
 * them into a test, once per profile, that says which condition fails (or none); the sentence for
 * the trace is written only for a promotion that fails (`conditionFailureReason`).
 * `failedCondition` does both in one call.
 */
import type { PromotionRule } from '../../schemas/generated/types.js';
import { formatDollars } from '../money.js';
import { compileWhen, localParts, type LocalParts, type NamedSchedules } from '../schedule.js';

export interface ConditionInput {
  readonly subtotalCents: number;
  readonly cartType: string;
  readonly paymentType: string;
  readonly matchingQuantity: number;
  readonly localParts: () => LocalParts;
  readonly schedules: NamedSchedules;
}

/** The cart's side of the conditions, the same for every promotion of one cart. */
export interface ConditionFacts {
  readonly subtotalCents: number;
  readonly cartType: string;
  readonly paymentType: string;
  /** The shop-local clock of the instant, asked for only by a promotion with a schedule. */
  readonly localParts: () => LocalParts;
}

/**
 * A cart's facts, its shop-local clock worked out on first use (a class, so no closure is made
 * per cart): what applyPromotions hands every promotion's test.
 */
export class CartFacts implements ConditionFacts {
  private parts: LocalParts | undefined;

  constructor(
    readonly subtotalCents: number,
    readonly cartType: string,
    readonly paymentType: string,
    /** The instant, epoch ms. */
    readonly now: number,
    /** The shop's IANA zone. */
    readonly zone: string,
  ) {}

  localParts(): LocalParts {
    return (this.parts ??= localParts(this.now, this.zone));
  }
}

/** Which condition fails: the rule's own cartTypes, then its conditions in the order they are checked. */
export type ConditionFailure = 'rule-cart-types' | 'min-subtotal' | 'cart-types' | 'payment-types' | 'when' | 'min-matching-quantity';

/** A promotion's conditions compiled: the first that fails for these facts and matching units, or undefined when all hold. */
export type ConditionTest = (facts: ConditionFacts, matchingQuantity: number) => ConditionFailure | undefined;

const ALWAYS: ConditionTest = () => undefined;

/**
 * The conditions (and the rule's top-level `cartTypes`) as a test, with the schedule compiled
 * against the profile's named schedules once: an unknown schedule name never holds.
 */
export function compileConditions(conditions: PromotionRule['conditions'], cartTypes: PromotionRule['cartTypes'], schedules: NamedSchedules): ConditionTest {
  const ruleTypes = cartTypes as readonly string[] | undefined;
  if (!conditions) return ruleTypes ? (f) => (ruleTypes.includes(f.cartType) ? undefined : 'rule-cart-types') : ALWAYS;
  const minSubtotal = conditions.minSubtotalCents;
  const types = conditions.cartTypes as readonly string[] | undefined;
  const payments = conditions.paymentTypes as readonly string[] | undefined;
  const when = conditions.when === undefined ? undefined : compileWhen(conditions.when, schedules);
  const minMatching = conditions.minMatchingQuantity;
  return (f, matchingQuantity) => {
    if (ruleTypes && !ruleTypes.includes(f.cartType)) return 'rule-cart-types';
    if (minSubtotal !== undefined && f.subtotalCents < minSubtotal) return 'min-subtotal';
    if (types && !types.includes(f.cartType)) return 'cart-types';
    if (payments && !payments.includes(f.paymentType)) return 'payment-types';
    if (when && !when(f.localParts())) return 'when';
    if (minMatching !== undefined && matchingQuantity < minMatching) return 'min-matching-quantity';
    return undefined;
  };
}

/** The trace's sentence for a failed condition. */
export function conditionFailureReason(
  failure: ConditionFailure,
  conditions: PromotionRule['conditions'],
  cartTypes: PromotionRule['cartTypes'],
  facts: Pick<ConditionFacts, 'subtotalCents'>,
  matchingQuantity: number,
): string {
  switch (failure) {
    case 'rule-cart-types':
      return `only for ${(cartTypes ?? []).join(' or ')} orders`;
    case 'min-subtotal':
      return `subtotal ${formatDollars(facts.subtotalCents)} is below ${formatDollars(conditions?.minSubtotalCents ?? 0)}`;
    case 'cart-types':
      return `only for ${(conditions?.cartTypes ?? []).join(' or ')} orders`;
    case 'payment-types':
      return `only when paying by ${(conditions?.paymentTypes ?? []).join(' or ')}`;
    case 'when':
      return 'not offered at this time';
    case 'min-matching-quantity':
      return `needs ${conditions?.minMatchingQuantity} matching item(s), the cart has ${matchingQuantity}`;
  }
}

// Conditions compiled per conditions object (profiles are not mutated once loaded), for failedCondition.
const compiledTests = new WeakMap<object, { readonly cartTypes: PromotionRule['cartTypes']; readonly schedules: NamedSchedules; readonly test: ConditionTest }>();

/** Why the conditions fail, or undefined when they all hold. `cartTypes` is the rule's top-level condition. */
export function failedCondition(conditions: PromotionRule['conditions'], input: ConditionInput, cartTypes?: PromotionRule['cartTypes']): string | undefined {
  const key = conditions ?? cartTypes;
  if (key === undefined) return undefined;
  let entry = compiledTests.get(key);
  if (!entry || entry.cartTypes !== cartTypes || entry.schedules !== input.schedules) {
    entry = { cartTypes, schedules: input.schedules, test: compileConditions(conditions, cartTypes, input.schedules) };
    compiledTests.set(key, entry);
  }
  const failure = entry.test(input, input.matchingQuantity);
  return failure === undefined ? undefined : conditionFailureReason(failure, conditions, cartTypes, input, input.matchingQuantity);
}
